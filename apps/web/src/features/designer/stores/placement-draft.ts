import type { Placement, PrintLocation } from '@prompttee/domain';
import { create } from 'zustand';
import type { Snapped } from '../lib/placement-geometry';
import { useDesignerStore } from './designer-store';

type PlacementDraft = {
  /** The placement under the customer's finger while a gesture runs, null between gestures. */
  draft: Placement | null;
  snapped: Snapped;
  show(draft: Placement, snapped?: Snapped): void;
  clear(): void;
};

const notSnapped: Snapped = { x: false, y: false };

/**
 * The drag in progress, apart from the designer store: only the few small components that draw
 * the design, its frame and its resolution listen to it, so a pointer move never re-renders the
 * page. The gesture commits to the designer store once, when the finger lifts.
 */
export const usePlacementDraft = create<PlacementDraft>()((set) => ({
  draft: null,
  snapped: notSnapped,
  show: (draft, snapped = notSnapped) => set({ draft, snapped }),
  clear: () => set({ draft: null, snapped: notSnapped }),
}));

/** What the preview shows for a side: the gesture's draft while one runs, else the committed placement. */
export function useShownPlacement(side: PrintLocation): Placement {
  const committed = useDesignerStore((s) => s.placements[side]);
  const draft = usePlacementDraft((s) => s.draft);
  return draft ?? committed;
}
