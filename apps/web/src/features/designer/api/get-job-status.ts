import { jobStatusResponseSchema, type JobStatusResponse } from '@prompttee/domain';
import { api } from '@/lib/api-client';

/** GET /v1/designs/jobs/status?id={job_id} */
export function getJobStatus(jobId: string, signal?: AbortSignal): Promise<JobStatusResponse> {
  return api('/designs/jobs/status', { query: { id: jobId }, schema: jobStatusResponseSchema, signal });
}
