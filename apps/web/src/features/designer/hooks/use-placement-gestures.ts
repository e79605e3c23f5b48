import { samePlacement, type Placement, type PrintLocation } from '@prompttee/domain';
import type { RefObject } from 'react';
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
import {
  angle,
  centreOf,
  distance,
  midpoint,
  SNAP_PX,
  useBoxGestures,
  type BoxGesture,
  type Point,
} from './use-box-gestures';

/** The placement a gesture has reached at this moment, and whether it sits on a centre line. */
function follow(g: BoxGesture): { placement: Placement; extra: Snapped } {
  const [first, second] = [...g.pointers.values()] as [Point, Point | undefined];
  const notSnapped = { x: false, y: false };
  if (g.mode === 'pinch' && g.pinch && second) {
    const mid = midpoint(first, second);
    const scaled = scalePlacement(g.start, distance(first, second) / g.pinch.distance);
    const dx = (mid.x - g.pinch.mid.x) / g.rect.width;
    const dy = (mid.y - g.pinch.mid.y) / g.rect.height;
    return { placement: movePlacement(scaled, dx, dy), extra: notSnapped };
  }
  if (g.mode === 'scale') {
    const c = centreOf(g);
    const factor = distance(first, c) / Math.max(distance(g.origin, c), 1);
    return { placement: scalePlacement(g.start, factor), extra: notSnapped };
  }
  if (g.mode === 'rotate') {
    const c = centreOf(g);
    const turned = snapRotation(g.start.rotation + angle(first, c) - angle(g.origin, c));
    return { placement: rotatePlacement(g.start, turned - g.start.rotation), extra: notSnapped };
  }
  const moved = movePlacement(
    g.start,
    (first.x - g.origin.x) / g.rect.width,
    (first.y - g.origin.y) / g.rect.height,
  );
  const snapped = snapToCentre(moved, { x: SNAP_PX / g.rect.width, y: SNAP_PX / g.rect.height });
  return { placement: snapped.placement, extra: snapped.snapped };
}

/**
 * The generated design's gestures (useBoxGestures): moves show in the draft store with the centre
 * lines it sits on; lifting the last finger places the design in the designer store.
 */
export function usePlacementGestures(side: PrintLocation, areaRef: RefObject<HTMLElement | null>) {
  return useBoxGestures(areaRef, {
    startBox: () => usePlacementDraft.getState().draft ?? useDesignerStore.getState().placements[side],
    follow,
    show: (placement, snapped) => usePlacementDraft.getState().show(placement, snapped),
    commit: (placement) => {
      const { placements, placeDesign } = useDesignerStore.getState();
      if (!samePlacement(placement, placements[side])) placeDesign(side, placement);
      usePlacementDraft.getState().clear();
    },
  });
}
