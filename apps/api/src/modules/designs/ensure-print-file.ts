import type { GeneratedImage } from '../../ports/image-generator';
import type { UseCaseDeps } from '../use-case-deps';
import { candidateOf } from './design-candidates';
import type { DesignRow } from './design-repository';
import { printFile } from './render-print-files';
import { seedOf } from './seed';

type EnsureDeps = Pick<
  UseCaseDeps,
  'designs' | 'blobStore' | 'imageGenerator' | 'contentCredentials' | 'clock' | 'log'
>;

/**
 * Makes sure a design's print file is stored, rendering it now if the second stage has not yet
 * (decision 021). Only vector designs can be waiting: the generator draws the same picture again
 * from the prompt and the design's seed. A raster design's print file is stored with its
 * thumbnail, since a model would not paint the same picture twice. Null when there is no design.
 * Safe to run twice or concurrently: both write the same picture (each with its own freshly
 * signed C2PA manifest) to the same key.
 */
export async function ensurePrintFile(
  deps: EnsureDeps,
  input: {
    designId: string;
    signal?: AbortSignal;
    /** The design's image, still in memory when the first stage ran in this process. */
    image?: GeneratedImage;
  },
): Promise<DesignRow | null> {
  const design = await deps.designs.designById(input.designId);
  if (!design || design.printReadyAt) return design;
  const image =
    input.image ??
    (await deps.imageGenerator.generate({
      prompt: design.prompt,
      ...(design.style ? { style: design.style } : {}),
      seed: seedOf(design.id),
      candidate: candidateOf(design.id),
      ...(input.signal ? { signal: input.signal } : {}),
    }));
  if (!image.renderAt) {
    // The generator was switched to a raster model while this design waited: nothing can redraw it.
    throw new Error(`design ${design.id} has no print file and its generator cannot redraw it`);
  }
  const png = await printFile(image, input.signal, deps.contentCredentials);
  await deps.blobStore.put(design.printKey, png, 'image/png');
  const at = deps.clock.now();
  await deps.designs.markPrintReady(design.id, at);
  deps.log.debug({ designId: design.id }, 'print file rendered');
  return { ...design, printReadyAt: at };
}

/**
 * Before print files leave the shop (an order's submission to the producer): renders any of
 * these print files whose design is still waiting for it.
 */
export async function ensurePrintFiles(deps: EnsureDeps, input: { printKeys: string[] }): Promise<void> {
  const waiting = await deps.designs.awaitingPrintFile([...new Set(input.printKeys)]);
  for (const designId of waiting) await ensurePrintFile(deps, { designId });
}
