import { samePlacement, type Placement, type PrintLocation } from '@prompttee/domain';
import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import {
  movePlacement,
  rotatePlacement,
  scalePlacement,
  snapRotation,
  snapToCentre,
  type Snapped,
} from '../lib/placement-geometry';
import { useDesignerStore } from '../stores/designer-store';
import { usePlacementDraft } from '../stores/placement-draft';

export type GestureMode = 'move' | 'scale' | 'rotate';

type Point = { x: number; y: number };
type Gesture = {
  mode: GestureMode | 'pinch';
  /** The placement, print area and pointer where this (phase of the) gesture began. */
  start: Placement;
  rect: DOMRect;
  origin: Point;
  pinch: { distance: number; mid: Point } | null;
  pointers: Map<number, Point>;
  latest: Placement;
  snapped: Snapped;
};

/** Within this many screen pixels of a centre line, a dragged design snaps onto it. */
const SNAP_PX = 6;

const pointOf = (e: PointerEvent) => ({ x: e.clientX, y: e.clientY });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const angle = (p: Point, c: Point) => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;

function centreOf(g: Gesture): Point {
  return { x: g.rect.left + g.start.x * g.rect.width, y: g.rect.top + g.start.y * g.rect.height };
}

/** The placement a gesture has reached at this moment, and whether it sits on a centre line. */
function follow(g: Gesture): { placement: Placement; snapped: Snapped } {
  const [first, second] = [...g.pointers.values()] as [Point, Point | undefined];
  const notSnapped = { x: false, y: false };
  if (g.mode === 'pinch' && g.pinch && second) {
    const mid = midpoint(first, second);
    const scaled = scalePlacement(g.start, distance(first, second) / g.pinch.distance);
    const dx = (mid.x - g.pinch.mid.x) / g.rect.width;
    const dy = (mid.y - g.pinch.mid.y) / g.rect.height;
    return { placement: movePlacement(scaled, dx, dy), snapped: notSnapped };
  }
  if (g.mode === 'scale') {
    const c = centreOf(g);
    const factor = distance(first, c) / Math.max(distance(g.origin, c), 1);
    return { placement: scalePlacement(g.start, factor), snapped: notSnapped };
  }
  if (g.mode === 'rotate') {
    const c = centreOf(g);
    const turned = snapRotation(g.start.rotation + angle(first, c) - angle(g.origin, c));
    return { placement: rotatePlacement(g.start, turned - g.start.rotation), snapped: notSnapped };
  }
  const moved = movePlacement(
    g.start,
    (first.x - g.origin.x) / g.rect.width,
    (first.y - g.origin.y) / g.rect.height,
  );
  return snapToCentre(moved, { x: SNAP_PX / g.rect.width, y: SNAP_PX / g.rect.height });
}

/**
 * Drag to move, corner handles to scale, the top handle to turn, two fingers to pinch. Pointer
 * moves only update the draft store, once per animation frame; lifting the last finger commits
 * the placement to the designer store.
 */
export function usePlacementGestures(side: PrintLocation, areaRef: RefObject<HTMLElement | null>) {
  const gesture = useRef<Gesture | null>(null);
  const frame = useRef(0);
  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const begin = (g: Gesture, pointer: Point, mode: Gesture['mode']) => {
    g.mode = mode;
    g.start = g.latest;
    g.origin = pointer;
    const [a, b] = [...g.pointers.values()];
    g.pinch =
      mode === 'pinch' && a && b ? { distance: Math.max(distance(a, b), 1), mid: midpoint(a, b) } : null;
  };

  const start = (mode: GestureMode) => (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.stopPropagation();
    const rect = areaRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    const g = gesture.current;
    if (g) {
      // A second finger on the design turns a drag into a pinch; anything more is ignored.
      if (g.pointers.size !== 1 || e.pointerType !== 'touch') return;
      g.pointers.set(e.pointerId, pointOf(e));
      begin(g, pointOf(e), 'pinch');
    } else {
      const placed = usePlacementDraft.getState().draft ?? useDesignerStore.getState().placements[side];
      gesture.current = {
        mode,
        start: placed,
        rect,
        origin: pointOf(e),
        pinch: null,
        pointers: new Map([[e.pointerId, pointOf(e)]]),
        latest: placed,
        snapped: { x: false, y: false },
      };
    }
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const move = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g?.pointers.has(e.pointerId)) return;
    g.pointers.set(e.pointerId, pointOf(e));
    const next = follow(g);
    g.latest = next.placement;
    g.snapped = next.snapped;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const current = gesture.current;
      if (current) usePlacementDraft.getState().show(current.latest, current.snapped);
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
    const { placements, placeDesign } = useDesignerStore.getState();
    if (!samePlacement(g.latest, placements[side])) placeDesign(side, g.latest);
    usePlacementDraft.getState().clear();
  };

  return { start, move, end };
}
