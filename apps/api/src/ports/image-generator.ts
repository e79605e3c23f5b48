/** Turns a prompt into artwork. The design pipeline normalises whatever size comes back to the print file. */
export type GenerateImageInput = {
  prompt: string;
  /** Same prompt and seed give the same picture where the generator can promise it. */
  seed: number;
  signal?: AbortSignal;
};

export type GeneratedImage = {
  /** PNG bytes, ideally with a transparent background. */
  png: Buffer;
  width: number;
  height: number;
};

export interface ImageGenerator {
  readonly name: 'local' | 'openai';
  generate(input: GenerateImageInput): Promise<GeneratedImage>;
}
