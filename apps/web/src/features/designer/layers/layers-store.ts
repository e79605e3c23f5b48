import { PRODUCT_FACES, type Placement, type PrintLocation } from '@prompttee/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useAuthStore } from '@/stores/auth-store';
import {
  DESIGNER_STORAGE_KEY,
  draftOwner,
  freshDraft,
  LAYERS_STORAGE_KEY,
  ownedByCurrentUser,
  useDesignerStore,
} from '../stores/designer-store';
import {
  DESIGN_LAYER,
  isDesignLayer,
  newImageLayer,
  newLayerId,
  type EditorLayer,
  type SideLayer,
} from './layer-model';

// Each side's layers in paint order, the generated design among them, with undo and redo. A
// history step is the whole of both sides' layers and the generated design's placements: small
// plain objects, so a snapshot per change is cheap, and undo brings back exactly what was seen.

/** At least the 50 steps asked for; old steps fall off the far end. */
export const HISTORY_LIMIT = 100;

type Sides = Record<PrintLocation, SideLayer[]>;
type Snapshot = { sides: Sides; base: Record<PrintLocation, Placement> };

type LayersState = {
  sides: Sides;
  /** The layer being edited; null is the generated design (or nothing). */
  selectedId: string | null;
  past: Snapshot[];
  future: Snapshot[];
  select(id: string | null): void;
  add(side: PrintLocation, layer: EditorLayer): void;
  /**
   * One undoable change to a layer (a finished gesture, a key, a field). Changes with the same
   * `merge` key within a moment of each other (typing, dragging a slider) make one step.
   */
  update(side: PrintLocation, id: string, patch: Partial<EditorLayer>, merge?: string): void;
  /** Removes a layer, the generated design too, but never a face's last one. */
  remove(side: PrintLocation, id: string): void;
  /** A copy just over the original; the generated design's copy is an image layer of it. */
  duplicate(side: PrintLocation, id: string): void;
  /** +1 brings it forward (painted later), -1 sends it backward. */
  reorder(side: PrintLocation, id: string, by: 1 | -1): void;
  undo(): void;
  redo(): void;
  clear(): void;
};

/** The generated design as an ordinary image layer at its placement on the side. */
function designAsLayer(side: PrintLocation): EditorLayer | null {
  const { design, placements } = useDesignerStore.getState();
  if (!design) return null;
  const { id: designId, src, title, sourceWidth } = design;
  return {
    ...newImageLayer({ designId, src, title, sourceWidth, upload: !design.generated }),
    ...placements[side],
  };
}

/** The product's faces start with the design on them; a sleeve or a label starts empty. */
const FACES: readonly PrintLocation[] = PRODUCT_FACES;
const isFace = (side: PrintLocation) => FACES.includes(side);
const emptySides = (): Sides => ({
  front: [DESIGN_LAYER],
  back: [DESIGN_LAYER],
  left_sleeve: [],
  right_sleeve: [],
  neck_label: [],
});

let restoring = false;
/** The last mergeable change, so a burst of them is one history step. */
let lastMerge: { key: string; at: number } | null = null;
const MERGE_MS = 1200;

function snapshot(sides: Sides): Snapshot {
  return { sides, base: useDesignerStore.getState().placements };
}

function restore(target: Snapshot) {
  restoring = true;
  try {
    useDesignerStore.setState({ placements: target.base });
  } finally {
    restoring = false;
  }
}

export { LAYERS_STORAGE_KEY };

/** The kept sides, if each is a list (the history is not kept: a reload starts a fresh one). */
function restoreSides(kept: unknown, current: LayersState): LayersState {
  if (!ownedByCurrentUser(kept)) return current;
  const sides = (kept as { sides?: Partial<Sides> } | null)?.sides;
  const ok = (layers: unknown): layers is SideLayer[] => Array.isArray(layers) && layers.length > 0;
  const list = (layers: unknown): SideLayer[] => (Array.isArray(layers) ? (layers as SideLayer[]) : []);
  return sides && ok(sides.front) && ok(sides.back)
    ? {
        ...current,
        sides: {
          front: sides.front,
          back: sides.back,
          left_sleeve: list(sides.left_sleeve),
          right_sleeve: list(sides.right_sleeve),
          neck_label: list(sides.neck_label),
        },
      }
    : current;
}

export const useLayersStore = create<LayersState>()(
  persist(
    (set, get) => {
      /** Applies a change to one side's list as a new history step. */
      const change = (
        side: PrintLocation,
        edit: (layers: SideLayer[]) => SideLayer[],
        selectedId?: string | null,
        merge?: string,
      ) => {
        const { sides, past } = get();
        const next = edit(sides[side]);
        if (next === sides[side]) return;
        const now = Date.now();
        const merged = merge !== undefined && lastMerge?.key === merge && now - lastMerge.at < MERGE_MS;
        lastMerge = merge === undefined ? null : { key: merge, at: now };
        set({
          sides: { ...sides, [side]: next },
          past: merged ? past : [...past, snapshot(sides)].slice(-HISTORY_LIMIT),
          future: [],
          ...(selectedId === undefined ? {} : { selectedId }),
        });
      };
      return {
        sides: emptySides(),
        selectedId: null,
        past: [],
        future: [],
        select: (selectedId) => set({ selectedId }),
        add: (side, layer) => change(side, (layers) => [...layers, layer], layer.id),
        update: (side, id, patch, merge) =>
          change(
            side,
            (layers) =>
              layers.map((layer) =>
                layer.id === id && !isDesignLayer(layer) ? ({ ...layer, ...patch } as EditorLayer) : layer,
              ),
            undefined,
            merge === undefined ? undefined : `${id}:${merge}`,
          ),
        remove: (side, id) =>
          change(
            side,
            // A face keeps one layer at least; a sleeve or a label may be emptied (not printed).
            (layers) =>
              layers.length > 1 || !isFace(side) ? layers.filter((layer) => layer.id !== id) : layers,
            null,
          ),
        duplicate: (side, id) => {
          const original = get().sides[side].find((layer) => layer.id === id);
          const from = original && isDesignLayer(original) ? designAsLayer(side) : original;
          if (!original || !from) return;
          const copy = {
            ...from,
            id: newLayerId(),
            x: Math.min(0.95, from.x + 0.04),
            y: Math.min(0.95, from.y + 0.04),
          };
          change(
            side,
            (layers) => {
              const at = layers.indexOf(original);
              return [...layers.slice(0, at + 1), copy, ...layers.slice(at + 1)];
            },
            copy.id,
          );
        },
        reorder: (side, id, by) =>
          change(side, (layers) => {
            const at = layers.findIndex((layer) => layer.id === id);
            const to = at + by;
            if (at < 0 || to < 0 || to >= layers.length) return layers;
            const next = [...layers];
            [next[at], next[to]] = [next[to]!, next[at]!];
            return next;
          }),
        undo: () => {
          const { past, future, sides } = get();
          const previous = past.at(-1);
          if (!previous) return;
          lastMerge = null;
          const current = snapshot(sides);
          restore(previous);
          set({ sides: previous.sides, past: past.slice(0, -1), future: [current, ...future] });
        },
        redo: () => {
          const { past, future, sides } = get();
          const next = future[0];
          if (!next) return;
          lastMerge = null;
          const current = snapshot(sides);
          restore(next);
          set({ sides: next.sides, past: [...past, current].slice(-HISTORY_LIMIT), future: future.slice(1) });
        },
        clear: () => set({ sides: emptySides(), selectedId: null, past: [], future: [] }),
      };
    },
    {
      // A reload of the tab finds the customer's layers as they were (with the designer store's design).
      name: LAYERS_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ ownerId: draftOwner(), sides: s.sides }),
      merge: restoreSides,
    },
  ),
);

// A move of the generated design (its placement editor commits to the designer store) is a
// history step too, so Ctrl+Z undoes whatever was done last, whichever layer it was.
useDesignerStore.subscribe((state, previous) => {
  // What a reload reads back is where the customer left off, not a change to undo.
  if (!useDesignerStore.persist.hasHydrated()) return;
  // A new design takes its place again on a side it had been deleted from, at the bottom.
  if (state.design && state.design !== previous.design) {
    const { sides } = useLayersStore.getState();
    const back = (layers: SideLayer[]) => (layers.some(isDesignLayer) ? layers : [DESIGN_LAYER, ...layers]);
    const next = { ...sides, front: back(sides.front), back: back(sides.back) };
    if (next.front !== sides.front || next.back !== sides.back) useLayersStore.setState({ sides: next });
  }
  if (restoring || state.placements === previous.placements) return;
  const { sides, past } = useLayersStore.getState();
  useLayersStore.setState({
    past: [...past, { sides, base: previous.placements }].slice(-HISTORY_LIMIT),
    future: [],
  });
});

/** The layers of a side, for components that draw or list them. */
export const useSideLayers = (side: PrintLocation) => useLayersStore((s) => s.sides[side]);

/** Where the generated design is painted in the side's list; -1 when it was deleted from the side. */
export const useDesignIndex = (side: PrintLocation) =>
  useLayersStore((s) => s.sides[side].findIndex(isDesignLayer));

// Signing out, or in as someone else, ends the draft: the next customer on this tab starts afresh.
useAuthStore.subscribe((state, previous) => {
  if (state.user?.uid === previous.user?.uid) return;
  useLayersStore.getState().clear();
  useDesignerStore.setState(freshDraft());
  for (const key of [DESIGNER_STORAGE_KEY, LAYERS_STORAGE_KEY]) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Blocked storage keeps nothing to forget.
    }
  }
});
