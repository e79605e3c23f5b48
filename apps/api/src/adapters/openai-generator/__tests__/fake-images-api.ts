import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
};
/** `delayMs`: answer only after this long (a server that hangs). */
export type FakeAnswer = { status: number; body: unknown; delayMs?: number };

/**
 * A stand-in for the OpenAI images API on 127.0.0.1: records each request and answers with the
 * next queued answer, so the real SDK (retries, error classes, JSON parsing) runs against it.
 * `/v1/moderations` answers on its own: flagged when the input contains a word given to `flag`.
 */
export async function startFakeImagesApi(): Promise<{
  baseURL: string;
  requests: RecordedRequest[];
  answer(next: FakeAnswer): void;
  /** Serves `bytes` on GET `path`; returns its absolute link. */
  serve(path: string, bytes: Buffer): string;
  /** Words the fake moderation flags, with the category it reports. */
  flag(word: string, category: string): void;
  close(): Promise<void>;
}> {
  const requests: RecordedRequest[] = [];
  const answers: FakeAnswer[] = [];
  const flagged = new Map<string, string>();
  const files = new Map<string, Buffer>();
  const server: Server = createServer((req, res) => {
    // Image links some compatible servers answer with instead of base64.
    const file = req.method === 'GET' ? files.get(req.url ?? '') : undefined;
    if (req.method === 'GET') {
      res.writeHead(file ? 200 : 404, { 'content-type': file ? 'image/png' : 'text/plain' });
      res.end(file ?? 'not found');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      // The edits endpoint takes multipart/form-data: its text parts are recorded by name.
      const multipart = /^multipart\/form-data/.test(req.headers['content-type'] ?? '');
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: multipart ? formFields(text) : text ? JSON.parse(text) : {},
      });
      const body = requests.at(-1)!.body;
      const next =
        req.url === '/v1/moderations'
          ? moderation(String(body.input ?? ''), flagged)
          : (answers.shift() ?? { status: 500, body: { error: { message: 'no answer queued' } } });
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(next.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(next.body));
      };
      if (next.delayMs) setTimeout(send, next.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (next) => void answers.push(next),
    serve: (path, bytes) => {
      files.set(path, bytes);
      return `http://127.0.0.1:${port}${path}`;
    },
    flag: (word, category) => void flagged.set(word.toLowerCase(), category),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The moderation endpoint's answer, in OpenAI's shape. */
function moderation(input: string, flagged: Map<string, string>): FakeAnswer {
  const hits = [...flagged].filter(([word]) => input.toLowerCase().includes(word)).map(([, c]) => c);
  const categories = Object.fromEntries(
    ['violence', 'hate', 'self-harm', 'sexual'].map((c) => [c, hits.includes(c)]),
  );
  return {
    status: 200,
    body: {
      id: 'modr-fake',
      model: 'omni-moderation-latest',
      results: [
        { flagged: hits.length > 0, categories, category_scores: {}, category_applied_input_types: {} },
      ],
    },
  };
}

/** The text fields of a multipart body, and the file fields' names with `(file)`. */
function formFields(text: string): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const part of text.split(/\r\n--[^\r\n]+/)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (!name) continue;
    fields[name] = /filename="/.test(part)
      ? '(file)'
      : part.split('\r\n\r\n').slice(1).join('\r\n\r\n').trim();
  }
  return fields;
}
