import { EventSourceParserStream } from 'eventsource-parser/stream';
import { ApiError } from './api-client';
import { authorizedFetch } from './authorized-fetch';

export type StreamEvent = { event: string; data: string };

/**
 * Server-sent events over fetch, so the bearer ID token travels in a header (EventSource cannot
 * send one). Calls `onEvent` for each event until the server ends the stream or `signal` aborts;
 * rejects when the stream cannot be opened or breaks, so the caller can fall back to polling.
 */
export async function readEventStream(
  path: string,
  options: { signal: AbortSignal; onEvent: (event: StreamEvent) => void },
): Promise<void> {
  const response = await authorizedFetch(new URL(`/v1${path}`, window.location.origin), {
    headers: { accept: 'text/event-stream' },
    signal: options.signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) {
    throw new ApiError(`Request failed with status code ${response.status}`, response.status);
  }
  const reader = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    options.onEvent({ event: value.event ?? 'message', data: value.data });
  }
}
