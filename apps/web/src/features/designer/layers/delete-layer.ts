import type { PrintLocation } from '@prompttee/domain';
import { flushSync } from 'react-dom';
import { create } from 'zustand';
import { useLayersStore } from './layers-store';

/** What the layer editor last did, read out by the layers list's live region. */
export const useLayerAnnouncement = create<{ said: string }>(() => ({ said: '' }));

export const announceLayerChange = (said: string) => useLayerAnnouncement.setState({ said });

const rowOf = (id: string) => document.querySelector<HTMLElement>(`[data-layer-select="${CSS.escape(id)}"]`);

/**
 * Deletes a layer (a side keeps at least one), says so, and hands the keyboard to the layer that
 * took its place in the list (the one under it, else the one over it), or to the list: the
 * deleted control's focus would otherwise fall to the page's body.
 */
export function deleteLayer(side: PrintLocation, id: string, said: string) {
  const layers = useLayersStore.getState().sides[side];
  if (layers.length <= 1) return;
  const at = layers.findIndex((layer) => layer.id === id);
  const next = layers[at - 1] ?? layers[at + 1];
  flushSync(() => useLayersStore.getState().remove(side, id));
  announceLayerChange(said);
  const target =
    (next && rowOf(next.id)) ?? document.querySelector<HTMLElement>(`[data-layers-list="${side}"]`);
  target?.focus();
}
