import type { JobStatus, JobStatusResponse } from '@prompttee/domain';
import { notFound } from '../../errors';
import type { UseCaseDeps } from '../use-case-deps';
import { candidateIds } from './design-candidates';
import { epochSeconds, printFileUrl } from './design-views';

const statusOf: Record<string, JobStatus> = {
  queued: 'pending',
  running: 'running',
  completed: 'completed',
  failed: 'failed',
};

/** The customer's own generation job; anyone else's answers 404, exactly like a missing one. */
export async function getGenerationStatus(
  deps: Pick<UseCaseDeps, 'designs' | 'blobStore' | 'config'>,
  input: { userId: string; jobId: string },
): Promise<JobStatusResponse> {
  const row = await deps.designs.ownedGenerationJob(input.userId, input.jobId);
  if (!row) throw notFound('Generation job');
  const { job, design } = row;
  // The GENERATE's designs to pick from; one deleted from Design History is no longer offered.
  const candidates = design ? await deps.designs.ownedDesigns(input.userId, candidateIds(design.id)) : [];
  return {
    job_id: job.id,
    status: statusOf[job.status] ?? 'pending',
    design_id: design?.id ?? null,
    thumbnail_url: design ? deps.blobStore.publicUrl(design.thumbnailKey) : null,
    prompt: job.prompt,
    // The design's own time once there is one; until then, when the customer asked for it.
    created_at: epochSeconds(design?.createdAt ?? job.createdAt),
    expires_at: design ? epochSeconds(design.expiresAt) : null,
    source_width: design?.sourceWidth ?? null,
    print_file_url: design ? printFileUrl(deps.config.PUBLIC_URL, design.id) : null,
    generated_by: design?.generatedBy ?? null,
    candidates: candidates.map((c) => ({
      design_id: c.id,
      thumbnail_url: deps.blobStore.publicUrl(c.thumbnailKey),
    })),
  };
}
