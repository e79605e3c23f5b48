import { EventSourceParserStream } from 'eventsource-parser/stream';
import { ApiError } from './api-client';
import { getIdToken } from './id-token';

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
  const open = async (forceRefresh: boolean) => {
    const token = await getIdToken(forceRefresh);
    return fetch(new URL(`/v1${path}`, window.location.origin), {
      headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      signal: options.signal,
      cache: 'no-store',
    });
  };
  let response = await open(false);
  // A cached token that went stale gets one fresh try, as the API client does.
  if (response.status === 401) response = await open(true);
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
