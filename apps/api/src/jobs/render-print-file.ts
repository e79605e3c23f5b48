import type { NeedsOf, WorkerDeps } from './worker-deps';
import type { GeneratedImage } from '../ports/image-generator';
import { ensurePrintFile } from '../modules/designs/ensure-print-file';
import { renderPrintFileJob } from '../modules/designs/render-print-file-job';

export { renderPrintFileJob };

/**
 * The handler of 'render-print-file' (enqueued when a vector design completes). `drawnImage`
 * gives the image the first stage drew in this process, if it is still there.
 */
export async function workRenderPrintFile(
  deps: WorkerDeps<NeedsOf<typeof ensurePrintFile>>,
  drawnImage: (designId: string) => GeneratedImage | undefined = () => undefined,
): Promise<void> {
  await deps.queue.work(renderPrintFileJob, async (payload, job) => {
    const image = drawnImage(payload.designId);
    await ensurePrintFile(deps, {
      designId: payload.designId,
      signal: job.signal,
      ...(image ? { image } : {}),
    });
  });
}
