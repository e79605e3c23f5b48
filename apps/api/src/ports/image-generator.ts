import type { DesignStyle } from '@prompttee/domain';
import type { Provenance } from '../images/provenance';

/** Turns a prompt into artwork. The design pipeline makes the thumbnail and the print file from it. */
export type GenerateImageInput = {
  prompt: string;
  /** Same prompt and seed give the same picture where the generator can promise it. */
  seed: number;
  /** A drawing style the customer picked beside the words (each generator draws or phrases it). */
  style?: DesignStyle;
  /**
   * Which of the designs of one GENERATE this is (0 first): a generator that can vary on purpose
   * gives each its own composition and style; others draw anew each call anyway.
   */
  candidate?: number;
  /**
   * Refining: the design's prompt before the refinement and the style it was drawn with, whose
   * look (with the seed and candidate) is kept, and its picture (the print file, PNG) for
   * generators that edit a picture rather than redraw it.
   */
  basedOn?: { prompt: string; style?: DesignStyle; image?: () => Promise<Buffer | null> };
  signal?: AbortSignal;
};

/** Raw RGBA pixels, as a renderer hands them over (no PNG round trip for a 17-megapixel print). */
export type RawImage = { pixels: Buffer; width: number; height: number; premultiplied: boolean };

export type GeneratedImage = {
  /** PNG bytes with a transparent background: a small preview for vector generators. */
  png: Buffer;
  width: number;
  height: number;
  /**
   * Pixels across the artwork has at full quality, for the effective DPI: a raster model's own
   * width; for a vector generator the print file's width, since `renderAt` draws at any size.
   */
  sourceWidth?: number;
  /**
   * Vector generators only: the artwork drawn `width` pixels across (3:4, transparent), off the
   * event loop. The pipeline renders a small one for the thumbnail first, then the print file.
   */
  renderAt?: (width: number, signal?: AbortSignal) => Promise<RawImage>;
  /** What the print file's XMP says about the image (prompt, subjects drawn, generator, source type). */
  provenance?: Provenance;
  /** Which of IMAGE_GENERATOR's providers made it ('openai', 'local'), set by the chain. */
  generatedBy?: string;
};

/** A prompt's fate before any quota is spent: a refused prompt carries a message for the customer. */
export type ModerationVerdict = { allowed: true } | { allowed: false; message: string; categories: string[] };

export interface ImageGenerator {
  readonly name: 'local' | 'openai';
  generate(input: GenerateImageInput): Promise<GeneratedImage>;
  /**
   * Checks a prompt against the vendor's moderation before the design is created (and quota
   * consumed). Generators without a moderation service leave it out: everything is allowed.
   */
  moderate?(prompt: string, signal?: AbortSignal): Promise<ModerationVerdict>;
  /**
   * A design's prompt changed by a refinement ('add a crown'): what the refinement says changes,
   * the rest stays. Without it the refinement is added to the prompt as it is.
   */
  refinePrompt?(prompt: string, refinement: string): string;
  /** Loads what the first design needs (the local generator's icon sets), so no customer waits for it. */
  warmUp?(): Promise<void>;
}
