import {
  DEFAULT_PLACEMENT,
  DEFAULT_PRINT_LOCATION,
  type Placement,
  type PrintLocation,
} from '@prompttee/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { useAuthStore } from '@/stores/auth-store';
import type { ClientDesign } from '../lib/client-design';
import type { SelectionChoice } from '../lib/resolve-selection';

export type GenerationStatus = 'idle' | 'pending' | 'completed' | 'error';

export type GenerationState = { status: GenerationStatus; jobId: string | null; error: string | null };

type DesignerState = SelectionChoice & {
  printLocation: PrintLocation;
  /** The design on the shirt. */
  design: ClientDesign | null;
  /** Where the design sits on each side, kept apart: turning the shirt round keeps both. */
  placements: Record<PrintLocation, Placement>;
  generation: GenerationState;
  /** The last GENERATE's designs to pick from, the first applied at once; empty before one. */
  candidates: ClientDesign[];
  chooseProduct(productId: string | null): void;
  chooseColor(colorCode: string): void;
  chooseSize(sizeCode: string): void;
  choosePrintLocation(printLocation: PrintLocation): void;
  applyDesign(design: ClientDesign | null): void;
  /** Takes an already clamped placement (see placement-geometry). */
  placeDesign(side: PrintLocation, placement: Placement): void;
  resetPlacement(side: PrintLocation): void;
  setGeneration(patch: Partial<GenerationState>): void;
  setCandidates(candidates: ClientDesign[]): void;
};

export const initialGeneration: GenerationState = { status: 'idle', jobId: null, error: null };

export const initialPlacements = (): Record<PrintLocation, Placement> => ({
  front: { ...DEFAULT_PLACEMENT },
  back: { ...DEFAULT_PLACEMENT },
  left_sleeve: { ...DEFAULT_PLACEMENT },
  right_sleeve: { ...DEFAULT_PLACEMENT },
  neck_label: { ...DEFAULT_PLACEMENT },
});

/** The designer as a new customer finds it: no shirt chosen, no design, nothing generating. */
export const freshDraft = () => ({
  productId: null,
  colorCode: null,
  sizeCode: null,
  printLocation: DEFAULT_PRINT_LOCATION,
  design: null,
  placements: initialPlacements(),
  generation: initialGeneration,
  candidates: [],
});

/** What a reload of the tab keeps while the customer has layers (the layers store keeps those). */
type Kept = Pick<
  DesignerState,
  'productId' | 'colorCode' | 'sizeCode' | 'printLocation' | 'design' | 'placements'
>;
export const DESIGNER_STORAGE_KEY = 'designer';

/**
 * Whose draft a kept one is: a tab is shared by whoever signs in on it next, and one customer's
 * designs and layers must never reach another's designer.
 */
export const draftOwner = () => useAuthStore.getState().user?.uid ?? null;
export const ownedByCurrentUser = (kept: unknown) =>
  !!kept &&
  typeof kept === 'object' &&
  (kept as { ownerId?: unknown }).ownerId === draftOwner() &&
  draftOwner() !== null;
/** The layers store's key; read here so the design comes back only with layers to go over it. */
export const LAYERS_STORAGE_KEY = 'designer-layers';

function keptLayers(): boolean {
  try {
    const kept = JSON.parse(sessionStorage.getItem(LAYERS_STORAGE_KEY) ?? 'null') as {
      state?: { sides?: Record<string, { type?: string }[]> };
    } | null;
    return Object.values(kept?.state?.sides ?? {}).some(
      (layers) => Array.isArray(layers) && layers.some((layer) => layer.type !== 'design'),
    );
  } catch {
    return false;
  }
}

/**
 * What was kept, when the customer had layers (a plain design starts afresh on a reload, as it
 * always has), unless the design has expired meanwhile (its picture would be gone).
 */
function restore(kept: unknown, current: DesignerState): DesignerState {
  if (!ownedByCurrentUser(kept) || !keptLayers()) return current;
  const { design, placements, ownerId: _owner, ...choices } = kept as Partial<Kept> & { ownerId?: unknown };
  const live = design && design.expiryTime * 1000 > Date.now() ? design : null;
  return {
    ...current,
    ...choices,
    design: live,
    placements:
      placements?.front && placements.back ? { ...initialPlacements(), ...placements } : current.placements,
  };
}

/**
 * The designer's choices, kept for the visit: leaving for the cart or the orders and coming back
 * finds the same shirt, design and running generation (its polling resumes on return). The shirt,
 * the design and its placements are kept in the tab's session storage too, so a reload finds them
 * with the layers over the design.
 */
export const useDesignerStore = create<DesignerState>()(
  persist(
    (set) => ({
      ...freshDraft(),
      chooseProduct: (productId) => set({ productId }),
      chooseColor: (colorCode) => set({ colorCode }),
      chooseSize: (sizeCode) => set({ sizeCode }),
      choosePrintLocation: (printLocation) => set({ printLocation }),
      applyDesign: (design) => set({ design }),
      placeDesign: (side, placement) => set((s) => ({ placements: { ...s.placements, [side]: placement } })),
      resetPlacement: (side) =>
        set((s) => ({ placements: { ...s.placements, [side]: { ...DEFAULT_PLACEMENT } } })),
      setGeneration: (patch) => set((s) => ({ generation: { ...s.generation, ...patch } })),
      setCandidates: (candidates) => set({ candidates }),
    }),
    {
      name: DESIGNER_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s): Kept & { ownerId: string | null } => ({
        ownerId: draftOwner(),
        productId: s.productId,
        colorCode: s.colorCode,
        sizeCode: s.sizeCode,
        printLocation: s.printLocation,
        design: s.design,
        placements: s.placements,
      }),
      merge: restore,
    },
  ),
);
