import type { Placement } from '@prompttee/domain';
import { create } from 'zustand';
import { NO_GUIDES, type Guides } from './layer-geometry';

type LayerDraft = {
  /** The layer under the finger while a gesture runs; committed to the layers store on release. */
  id: string | null;
  placement: Placement | null;
  guides: Guides;
  show(id: string, placement: Placement, guides: Guides): void;
  clear(): void;
};

/** The drag in progress, apart from the layers store, so a pointer move re-renders one layer only. */
export const useLayerDraft = create<LayerDraft>()((set) => ({
  id: null,
  placement: null,
  guides: NO_GUIDES,
  show: (id, placement, guides) => set({ id, placement, guides }),
  clear: () => set({ id: null, placement: null, guides: NO_GUIDES }),
}));

/** The box a layer shows: its draft while it is dragged, else its own. */
export function useShownBox<T extends Placement>(id: string, committed: T): Placement {
  const draft = useLayerDraft((s) => (s.id === id ? s.placement : null));
  return draft ?? committed;
}
