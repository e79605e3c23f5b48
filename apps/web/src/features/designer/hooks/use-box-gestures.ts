import type { Placement } from '@prompttee/domain';
import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';

export type BoxGestureMode = 'move' | 'scale' | 'rotate';
export type Point = { x: number; y: number };
export type BoxGesture = {
  mode: BoxGestureMode | 'pinch';
  /** The box, print area and pointer where this (phase of the) gesture began. */
  start: Placement;
  rect: DOMRect;
  origin: Point;
  pinch: { distance: number; mid: Point } | null;
  pointers: Map<number, Point>;
  latest: Placement;
};

/** Within this many screen pixels of a line it snaps to, a dragged box snaps onto it. */
export const SNAP_PX = 6;
const pointOf = (e: PointerEvent) => ({ x: e.clientX, y: e.clientY });
export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
export const angle = (p: Point, c: Point) => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;
export const centreOf = (g: BoxGesture): Point => ({
  x: g.rect.left + g.start.x * g.rect.width,
  y: g.rect.top + g.start.y * g.rect.height,
});

export type BoxGestureHandlers<Extra> = {
  /** The box as it stands when a gesture begins; null: nothing to move. */
  startBox(): Placement | null;
  /** Where the pointers have taken the box, and what the screen shows with it (snap lines). */
  follow(g: BoxGesture): { placement: Placement; extra: Extra };
  /** Shows the moving box, at most once per animation frame. */
  show(placement: Placement, extra: Extra): void;
  /** The last finger lifted: the box where it ended. */
  commit(placement: Placement): void;
};

/**
 * Drag to move, corner handles to scale, the top handle to turn, two fingers to pinch, for any
 * box on the print area (the generated design, a layer). Pointer moves only `show`, once per
 * animation frame; lifting the last finger `commit`s.
 */
export function useBoxGestures<Extra>(
  areaRef: RefObject<HTMLElement | null>,
  handlers: BoxGestureHandlers<Extra>,
) {
  const gesture = useRef<(BoxGesture & { extra?: Extra }) | null>(null);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const begin = (g: BoxGesture, pointer: Point, mode: BoxGesture['mode']) => {
    g.mode = mode;
    g.start = g.latest;
    g.origin = pointer;
    const [a, b] = [...g.pointers.values()];
    g.pinch =
      mode === 'pinch' && a && b ? { distance: Math.max(distance(a, b), 1), mid: midpoint(a, b) } : null;
  };

  const start = (mode: BoxGestureMode) => (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.stopPropagation();
    const rect = areaRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    const g = gesture.current;
    if (g) {
      // A second finger on the box turns a drag into a pinch; anything more is ignored.
      if (g.pointers.size !== 1 || e.pointerType !== 'touch') return;
      g.pointers.set(e.pointerId, pointOf(e));
      begin(g, pointOf(e), 'pinch');
    } else {
      const placed = handlers.startBox();
      if (!placed) return;
      gesture.current = {
        mode,
        start: placed,
        rect,
        origin: pointOf(e),
        pinch: null,
        pointers: new Map([[e.pointerId, pointOf(e)]]),
        latest: placed,
      };
    }
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const move = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g?.pointers.has(e.pointerId)) return;
    g.pointers.set(e.pointerId, pointOf(e));
    const next = handlers.follow(g);
    g.latest = next.placement;
    g.extra = next.extra;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const current = gesture.current;
      if (current) handlers.show(current.latest, current.extra as Extra);
    });
  };

  const end = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g?.pointers.delete(e.pointerId)) return;
    const [remaining] = [...g.pointers.values()];
    if (remaining) {
      // One finger lifted from a pinch: the other carries on dragging from where things are.
      begin(g, remaining, 'move');
      return;
    }
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    gesture.current = null;
    handlers.commit(g.latest);
  };

  return { start, move, end };
}
