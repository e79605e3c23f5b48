import { i18n } from '@lingui/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DesignStyle, JobStatusResponse } from '@prompttee/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { createDesign } from '../api/create-design';
import { designsKey } from '../api/get-designs';
import { getJobStatus } from '../api/get-job-status';
import { quotaKey } from '../api/get-quota';
import { watchGenerations } from '../api/watch-generations';
import { toClientDesign } from '../lib/client-design';
import { DESIGNER_TEXTS, FIRST_POLL_MS, POLL_INTERVAL_MS } from '../lib/designer-texts';
import { initialGeneration, useDesignerStore } from '../stores/designer-store';

/** The banner's generic text, in the language of the moment it fails. */
const generationFailed = () => i18n._(DESIGNER_TEXTS.generationFailed);

/**
 * What the banner says when a create call fails: the server's words where they help the customer
 * (already in the page's language: the API answers in the request's).
 */
export function createErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return generationFailed();
  switch (err.code) {
    case 'BAD_REQUEST':
      // The prompt broke a rule (a refused word, too long): the field's own message.
      return err.fields.prompt ?? err.serverMessage ?? generationFailed();
    case 'QUOTA_EXHAUSTED': // 'Quota exhausted. Resets on {date}.'
    case 'RATE_LIMITED':
      return err.serverMessage ?? generationFailed();
    default:
      return generationFailed();
  }
}

/**
 * The generation status machine of spec section 4: idle -> pending when the create call starts ->
 * completed (the new design is selected, the lists refresh) or error. While pending, the server
 * pushes the job's completion over GET /v1/designs/events (decision 021), opened as GENERATE
 * DESIGN is pressed; the job is also polled, the first time after FIRST_POLL_MS and then every
 * POLL_INTERVAL_MS, which settles it on its own when the stream cannot be had.
 */
export function useDesignGeneration() {
  const queryClient = useQueryClient();
  const generation = useDesignerStore((s) => s.generation);
  const setGeneration = useDesignerStore((s) => s.setGeneration);
  const applyDesign = useDesignerStore((s) => s.applyDesign);
  const setCandidates = useDesignerStore((s) => s.setCandidates);
  // Jobs the stream announced, by id: one may settle before the create call has answered its id.
  const pushed = useRef(new Map<string, JobStatusResponse>());
  const [pushCount, setPushCount] = useState(0);

  /** Applies a settled job's outcome; false while it is still pending or running. */
  const settle = useCallback(
    (job: JobStatusResponse): boolean => {
      if (job.status === 'completed' && job.design_id && job.thumbnail_url) {
        // The GENERATE's four designs side by side to pick from; the first goes on the shirt.
        const shown = job.candidates?.length
          ? job.candidates
          : [{ design_id: job.design_id, thumbnail_url: job.thumbnail_url }];
        const designs = shown.map((c) =>
          toClientDesign({
            design_id: c.design_id,
            thumbnail_url: c.thumbnail_url,
            prompt: job.prompt,
            created_at: job.created_at ?? Math.floor(Date.now() / 1000),
            expires_at: job.expires_at ?? 0,
            ...(job.source_width ? { source_width: job.source_width } : {}),
          }),
        );
        setCandidates(designs);
        applyDesign(designs.find((d) => d.id === job.design_id) ?? designs[0]!);
        setGeneration({ status: 'completed', jobId: null, error: null });
        void queryClient.invalidateQueries({ queryKey: designsKey });
        return true;
      }
      if (job.status === 'failed' || job.status === 'completed') {
        setGeneration({ status: 'error', jobId: null, error: generationFailed() });
        void queryClient.invalidateQueries({ queryKey: quotaKey });
        return true;
      }
      return false;
    },
    [applyDesign, setCandidates, setGeneration, queryClient],
  );

  const generate = useCallback(
    async (prompt: string, basedOn?: string, style?: DesignStyle) => {
      setGeneration({ status: 'pending', jobId: null, error: null });
      try {
        const jobId = await createDesign(prompt, basedOn, style);
        setGeneration({ jobId });
      } catch (err) {
        setGeneration({ status: 'error', jobId: null, error: createErrorMessage(err) });
      } finally {
        // A unit was taken (or the server says none is left): show the true count either way.
        void queryClient.invalidateQueries({ queryKey: quotaKey });
      }
    },
    [queryClient, setGeneration],
  );

  const { status, jobId } = generation;

  // The push: a stream for as long as a generation is pending. If it cannot be opened or breaks,
  // the poll below carries on alone.
  useEffect(() => {
    if (status !== 'pending') return;
    const controller = new AbortController();
    const announced = pushed.current;
    watchGenerations({
      signal: controller.signal,
      onJob: (job) => {
        announced.set(job.job_id, job);
        setPushCount((n) => n + 1);
      },
    }).catch((err: unknown) => {
      if (!controller.signal.aborted) console.warn('generation events unavailable; polling', err);
    });
    return () => {
      controller.abort();
      announced.clear();
    };
  }, [status]);

  useEffect(() => {
    if (status !== 'pending' || !jobId) return;
    const job = pushed.current.get(jobId);
    if (job) settle(job);
  }, [status, jobId, pushCount, settle]);

  // The poll: TanStack Query refetches every POLL_INTERVAL_MS while the job is pending; the first
  // request waits FIRST_POLL_MS, as a job is never done sooner.
  const polling = status === 'pending' && jobId !== null;
  const [firstPollDue, setFirstPollDue] = useState<string | null>(null);
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => setFirstPollDue(jobId), FIRST_POLL_MS);
    return () => clearTimeout(timer);
  }, [polling, jobId]);
  const poll = useQuery({
    queryKey: ['design-job', jobId],
    queryFn: ({ signal }) => getJobStatus(jobId!, signal),
    enabled: polling && firstPollDue === jobId,
    refetchInterval: POLL_INTERVAL_MS,
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (polling && poll.data) settle(poll.data);
  }, [polling, poll.data, settle]);

  useEffect(() => {
    if (!polling || !poll.error) return;
    console.error('polling the generation job failed', poll.error);
    setGeneration({ status: 'error', jobId: null, error: generationFailed() });
  }, [polling, poll.error, setGeneration]);

  const dismissError = useCallback(() => {
    if (useDesignerStore.getState().generation.status === 'error') setGeneration(initialGeneration);
  }, [setGeneration]);

  return { ...generation, generate, dismissError };
}
