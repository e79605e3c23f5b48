import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3BlobStore } from '..';

// A tiny S3 stand-in on 127.0.0.1: path-style PUT/GET/DELETE, and it insists on SigV4 headers.
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: IncomingMessage[] = [];
  const server = createServer(async (req, res) => {
    requests.push(req);
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('AWS4-HMAC-SHA256 Credential=AKIDTEST/') || !req.headers['x-amz-date']) {
      res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const key = decodeURIComponent(req.url ?? '');
    if (req.method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
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
