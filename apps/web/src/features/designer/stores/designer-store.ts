import {
  DEFAULT_PLACEMENT,
  DEFAULT_PRINT_LOCATION,
  type Placement,
  type PrintLocation,
} from '@prompttee/domain';
import { create } from 'zustand';
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
});

/**
 * The designer's choices, kept for the visit: leaving for the cart or the orders and coming back
 * finds the same shirt, design and running generation (its polling resumes on return).
 */
export const useDesignerStore = create<DesignerState>()((set) => ({
  productId: null,
  colorCode: null,
  sizeCode: null,
  printLocation: DEFAULT_PRINT_LOCATION,
  design: null,
  placements: initialPlacements(),
  generation: initialGeneration,
  candidates: [],
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
}));
