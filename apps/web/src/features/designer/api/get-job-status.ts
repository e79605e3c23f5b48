import type { JobStatusResponse } from '@prompttee/domain';
import { api } from '@/lib/api-client';

/** GET /v1/designs/jobs/status?id={job_id} */
export function getJobStatus(jobId: string, signal?: AbortSignal): Promise<JobStatusResponse> {
  const schema = import('@prompttee/domain/contracts/designs').then((m) => m.jobStatusResponseSchema);
  return api('/designs/jobs/status', { query: { id: jobId }, schema, signal });
}
