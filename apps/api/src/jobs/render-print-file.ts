import type { Deps } from '../deps';
import { ensurePrintFile } from '../modules/designs/ensure-print-file';
import { renderPrintFileJob } from '../modules/designs/render-print-file-job';

export { renderPrintFileJob };

/** The handler of 'render-print-file' (enqueued when a vector design completes). */
export async function workRenderPrintFile(deps: Deps): Promise<void> {
  await deps.queue.work(renderPrintFileJob, async (payload, job) => {
    await ensurePrintFile(deps, { designId: payload.designId, signal: job.signal });
  });
}
