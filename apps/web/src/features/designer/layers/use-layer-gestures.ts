import { samePlacement, type Placement, type PrintLocation } from '@prompttee/domain';
import type { RefObject } from 'react';
import { snapRotation } from '../lib/placement-geometry';
import { useLayerDraft } from './layer-draft';
import { clampLayer, NO_GUIDES, snapLayer, type Guides } from './layer-geometry';
import { boxOf, type EditorLayer } from './layer-model';
import { useLayersStore } from './layers-store';
import {
  angle,
  centreOf,
  distance,
  midpoint,
  SNAP_PX,
  useBoxGestures,
  type BoxGesture,
  type Point,
} from '../hooks/use-box-gestures';

function follow(g: BoxGesture, aspect: number): { placement: Placement; guides: Guides } {
  const [first, second] = [...g.pointers.values()] as [Point, Point | undefined];
  const c = centreOf(g);
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
 * A layer's gestures (useBoxGestures), snapping to the area's centre lines and edges: moves show in
 * the layer draft with the guides they meet; lifting the last finger makes one undoable change.
 */
export function useLayerGestures(
  side: PrintLocation,
  layerId: string,
  aspect: number,
  areaRef: RefObject<HTMLElement | null>,
) {
  const layerNow = () =>
    useLayersStore
      .getState()
      .sides[side].find((l): l is EditorLayer => l.id === layerId && l.type !== 'design');
  return useBoxGestures(areaRef, {
    startBox: () => {
      const layer = layerNow();
      return layer ? boxOf(layer) : null;
    },
    follow: (g) => {
      const next = follow(g, aspect);
      return { placement: next.placement, extra: next.guides };
    },
    show: (placement, guides) => useLayerDraft.getState().show(layerId, placement, guides),
    commit: (placement) => {
      const layer = layerNow();
      if (layer && !samePlacement(boxOf(layer), placement)) {
        useLayersStore.getState().update(side, layerId, placement);
      }
      useLayerDraft.getState().clear();
    },
  });
}
