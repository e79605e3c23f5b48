import { samePlacement, type Placement, type PrintLocation } from '@prompttee/domain';
import { useEffect, useRef, type PointerEvent, type RefObject } from 'react';
import { snapRotation } from '../lib/placement-geometry';
import { useLayerDraft } from './layer-draft';
import { clampLayer, NO_GUIDES, snapLayer, type Guides } from './layer-geometry';
import { boxOf } from './layer-model';
import { useLayersStore } from './layers-store';

export type LayerGestureMode = 'move' | 'scale' | 'rotate';
type Point = { x: number; y: number };
type Gesture = {
  mode: LayerGestureMode | 'pinch';
  start: Placement;
  rect: DOMRect;
  origin: Point;
  pinch: { distance: number; mid: Point } | null;
  pointers: Map<number, Point>;
  latest: Placement;
  guides: Guides;
};

/** Within this many screen pixels of a centre line or an edge, a dragged layer snaps onto it. */
const SNAP_PX = 6;
const pointOf = (e: PointerEvent) => ({ x: e.clientX, y: e.clientY });
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const angle = (p: Point, c: Point) => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;

function follow(g: Gesture, aspect: number): { placement: Placement; guides: Guides } {
  const [first, second] = [...g.pointers.values()] as [Point, Point | undefined];
  const c = { x: g.rect.left + g.start.x * g.rect.width, y: g.rect.top + g.start.y * g.rect.height };
  if (g.mode === 'pinch' && g.pinch && second) {
    const mid = midpoint(first, second);
    const factor = distance(first, second) / g.pinch.distance;
    return {
      placement: clampLayer({
        ...g.start,
        width: g.start.width * factor,
        x: g.start.x + (mid.x - g.pinch.mid.x) / g.rect.width,
        y: g.start.y + (mid.y - g.pinch.mid.y) / g.rect.height,
      }),
      guides: NO_GUIDES,
    };
  }
  if (g.mode === 'scale') {
    const factor = distance(first, c) / Math.max(distance(g.origin, c), 1);
    return { placement: clampLayer({ ...g.start, width: g.start.width * factor }), guides: NO_GUIDES };
  }
  if (g.mode === 'rotate') {
    const rotation = snapRotation(g.start.rotation + angle(first, c) - angle(g.origin, c));
    return { placement: clampLayer({ ...g.start, rotation }), guides: NO_GUIDES };
  }
  const moved = {
    ...g.start,
    x: g.start.x + (first.x - g.origin.x) / g.rect.width,
    y: g.start.y + (first.y - g.origin.y) / g.rect.height,
  };
  return snapLayer(moved, aspect, { x: SNAP_PX / g.rect.width, y: SNAP_PX / g.rect.height });
}

/**
 * The generated design's gestures for a layer: drag to move (snapping to the area's centre lines
 * and edges), a corner to scale, the top handle to turn, two fingers to pinch. Moves only touch
 * the draft store, once a frame; the last finger lifting makes one undoable change.
 */
export function useLayerGestures(
  side: PrintLocation,
  layerId: string,
  aspect: number,
  areaRef: RefObject<HTMLElement | null>,
) {
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

  const start = (mode: LayerGestureMode) => (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.stopPropagation();
    const rect = areaRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    const g = gesture.current;
    if (g) {
      if (g.pointers.size !== 1 || e.pointerType !== 'touch') return;
      g.pointers.set(e.pointerId, pointOf(e));
      begin(g, pointOf(e), 'pinch');
    } else {
      const layer = useLayersStore.getState().sides[side].find((l) => l.id === layerId);
      if (!layer) return;
      const placed = boxOf(layer);
      gesture.current = {
        mode,
        start: placed,
        rect,
        origin: pointOf(e),
        pinch: null,
        pointers: new Map([[e.pointerId, pointOf(e)]]),
        latest: placed,
        guides: NO_GUIDES,
      };
    }
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };

  const move = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g?.pointers.has(e.pointerId)) return;
    g.pointers.set(e.pointerId, pointOf(e));
    const next = follow(g, aspect);
    g.latest = next.placement;
    g.guides = next.guides;
    if (frame.current) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = 0;
      const current = gesture.current;
      if (current) useLayerDraft.getState().show(layerId, current.latest, current.guides);
    });
  };

  const end = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g?.pointers.delete(e.pointerId)) return;
    const [remaining] = [...g.pointers.values()];
    if (remaining) {
      begin(g, remaining, 'move');
      return;
    }
    cancelAnimationFrame(frame.current);
    frame.current = 0;
    gesture.current = null;
    const { sides, update } = useLayersStore.getState();
    const layer = sides[side].find((l) => l.id === layerId);
    if (layer && !samePlacement(boxOf(layer), g.latest)) update(side, layerId, g.latest);
    useLayerDraft.getState().clear();
  };

  return { start, move, end };
}
