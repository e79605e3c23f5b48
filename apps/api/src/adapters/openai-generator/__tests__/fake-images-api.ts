import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
};
export type FakeAnswer = { status: number; body: unknown };

/**
 * A stand-in for the OpenAI images API on 127.0.0.1: records each request and answers with the
 * next queued answer, so the real SDK (retries, error classes, JSON parsing) runs against it.
 */
export async function startFakeImagesApi(): Promise<{
  baseURL: string;
  requests: RecordedRequest[];
  answer(next: FakeAnswer): void;
  close(): Promise<void>;
}> {
  const requests: RecordedRequest[] = [];
  const answers: FakeAnswer[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: text ? JSON.parse(text) : {},
      });
      const next = answers.shift() ?? { status: 500, body: { error: { message: 'no answer queued' } } };
      res.writeHead(next.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    answer: (next) => void answers.push(next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
