import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { readEventStream, type StreamEvent } from '../event-stream';

vi.mock('../id-token', () => ({ getIdToken: async () => 'test-token' }));

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

afterEach(() => vi.unstubAllGlobals());

describe('server-sent events over fetch', () => {
  it('sends the bearer token and reads events split across chunks, skipping comments', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          streamOf([
            'retry: 2000\nevent: ready\ndata: {}\n\n: keep-alive\n\nevent: jo',
            'b\ndata: {"a":1}\r\n\r\n',
          ]),
          { headers: { 'content-type': 'text/event-stream' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const events: StreamEvent[] = [];
    await readEventStream('/designs/events', {
      signal: new AbortController().signal,
      onEvent: (e) => events.push(e),
    });
    expect(events).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'job', data: '{"a":1}' },
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.pathname).toBe('/v1/designs/events');
    expect(init.headers).toMatchObject({ authorization: 'Bearer test-token' });
  });

  it('rejects when the stream is refused, so the caller polls instead', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 401 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      readEventStream('/designs/events', { signal: new AbortController().signal, onEvent: () => {} }),
    ).rejects.toBeInstanceOf(ApiError);
    // A stale token gets one fresh try first.
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
