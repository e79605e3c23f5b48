import type { GenerationEvent } from '@prompttee/domain';

/**
 * GET /v1/designs/events: the customer's settled generation jobs, pushed as they settle
 * (decision 021). Resolves when the stream ends; rejects when it cannot be opened or breaks.
 */
export async function watchGenerations(options: {
  signal: AbortSignal;
  onJob: (job: GenerationEvent) => void;
}): Promise<void> {
  // The stream reader (and its event-stream parser) loads with the first generation, not the page.
  const [{ readEventStream }, { GENERATION_EVENTS, generationEventSchema }] = await Promise.all([
    import('@/lib/event-stream'),
    import('@prompttee/domain/contracts/designs'),
  ]);
  return readEventStream('/designs/events', {
    signal: options.signal,
    onEvent: ({ event, data }) => {
      if (event !== GENERATION_EVENTS.job) return;
      try {
        const parsed = generationEventSchema.safeParse(JSON.parse(data));
        if (parsed.success) options.onJob(parsed.data);
      } catch {
        // Not JSON: ignored, the poll will tell.
      }
    },
  });
}
