import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore } from '..';

/** SigV4 in the headers, or in the query of a presigned GET (with its expiry). */
function signedBySigV4(req: IncomingMessage): boolean {
  const auth = req.headers.authorization ?? '';
  if (auth.startsWith('AWS4-HMAC-SHA256 Credential=AKIDTEST/') && req.headers['x-amz-date']) return true;
  const q = new URL(req.url ?? '/', 'http://s3').searchParams;
  return (
    req.method === 'GET' &&
    q.get('X-Amz-Algorithm') === 'AWS4-HMAC-SHA256' &&
    (q.get('X-Amz-Credential') ?? '').startsWith('AKIDTEST/') &&
    Number(q.get('X-Amz-Expires')) > 0 &&
    /^[0-9a-f]{64}$/.test(q.get('X-Amz-Signature') ?? '')
  );
}

// A tiny S3 stand-in on 127.0.0.1: path-style PUT/GET/DELETE, and it insists on SigV4.
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string; cacheControl: string }>();
  const requests: IncomingMessage[] = [];
  const server = createServer(async (req, res) => {
    requests.push(req);
    if (!signedBySigV4(req)) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
    if (req.method === 'PUT') {
      objects.set(key, {
        body: Buffer.concat(chunks),
        type: String(req.headers['content-type']),
        cacheControl: String(req.headers['cache-control']),
      });
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const o = objects.get(key);
      if (!o) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else res.writeHead(200, { 'content-type': o.type }).end(o.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    }
  });
  return { server, objects, requests };
}

describe('S3 blob store', () => {
  const s3 = fakeS3();
  let server: Server;
  let endpoint: string;
  beforeAll(async () => {
    server = s3.server.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const store = () =>
    createS3BlobStore({
      bucket: 'designs',
      region: 'eu-central-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret',
      endpoint,
      publicUrl: 'https://cdn.example.com/designs',
    });

  it('puts, gets and deletes signed objects in the bucket', async () => {
    const blob = store();
    await blob.put('designs/abc/print.png', Buffer.from('png-bytes'), 'image/png');
    expect(s3.objects.get('/designs/designs/abc/print.png')?.type).toBe('image/png');
    expect((await blob.get('designs/abc/print.png'))?.toString()).toBe('png-bytes');
    await blob.delete('designs/abc/print.png');
    expect(await blob.get('designs/abc/print.png')).toBeNull();
  });

  it('gives public URLs under S3_PUBLIC_URL', () => {
    expect(store().publicUrl('designs/abc/thumb.webp')).toBe(
      'https://cdn.example.com/designs/designs/abc/thumb.webp',
    );
  });

  it('never gives a public URL to a print file, and signs one that expires instead', async () => {
    const blob = store();
    expect(() => blob.publicUrl('private/designs/abc/print.png')).toThrow(/signed URL/);
    expect(() => blob.publicUrl('designs/abc/print.png')).toThrow(/signed URL/);
    await blob.put('private/designs/abc/print.png', Buffer.from('print'), 'image/png');
    expect(s3.objects.get('/designs/private/designs/abc/print.png')?.cacheControl).toMatch(/^private,/);
    const url = await blob.signedUrl('private/designs/abc/print.png', new Date(Date.now() + 15 * 60_000));
    const query = new URL(url).searchParams;
    expect(Number(query.get('X-Amz-Expires'))).toBeGreaterThan(890);
    expect(Number(query.get('X-Amz-Expires'))).toBeLessThanOrEqual(900);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('print');
    // SigV4 allows a week at most: a producer link asked for longer is capped, not refused.
    const long = await blob.signedUrl(
      'private/designs/abc/print.png',
      new Date(Date.now() + 30 * 86_400_000),
    );
    expect(new URL(long).searchParams.get('X-Amz-Expires')).toBe(String(7 * 86_400));
  });

  it('refuses keys that could escape the bucket prefix', async () => {
    await expect(store().put('../x', Buffer.from(''), 'text/plain')).rejects.toThrow('Unsafe blob key');
  });

  it('reports a refused request as an error', async () => {
    const bad = createS3BlobStore({
      bucket: 'b',
      region: 'r',
      accessKeyId: 'WRONG',
      secretAccessKey: 's',
      endpoint,
    });
    await expect(bad.put('k', Buffer.from('x'), 'text/plain')).rejects.toThrow(/S3 PUT k failed: 403/);
  });
});
