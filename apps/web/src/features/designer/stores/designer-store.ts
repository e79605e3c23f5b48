import { DEFAULT_PRINT_LOCATION, type PrintLocation } from '@prompttee/domain';
import { create } from 'zustand';
import type { ClientDesign } from '../lib/client-design';
import type { SelectionChoice } from '../lib/resolve-selection';

export type GenerationStatus = 'idle' | 'pending' | 'completed' | 'error';

export type GenerationState = { status: GenerationStatus; jobId: string | null; error: string | null };

type DesignerState = SelectionChoice & {
  printLocation: PrintLocation;
  /** The design on the shirt. */
  design: ClientDesign | null;
  generation: GenerationState;
  chooseProduct(productId: string | null): void;
  chooseColor(colorCode: string): void;
  chooseSize(sizeCode: string): void;
  choosePrintLocation(printLocation: PrintLocation): void;
  applyDesign(design: ClientDesign | null): void;
  setGeneration(patch: Partial<GenerationState>): void;
};

export const initialGeneration: GenerationState = { status: 'idle', jobId: null, error: null };

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
  generation: initialGeneration,
  chooseProduct: (productId) => set({ productId }),
  chooseColor: (colorCode) => set({ colorCode }),
  chooseSize: (sizeCode) => set({ sizeCode }),
  choosePrintLocation: (printLocation) => set({ printLocation }),
  applyDesign: (design) => set({ design }),
  setGeneration: (patch) => set((s) => ({ generation: { ...s.generation, ...patch } })),
}));
