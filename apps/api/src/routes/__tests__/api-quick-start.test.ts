import { execFile } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workGenerateDesign } from '../../jobs/generate-design';
import { createTestApp, type TestApp } from '../../testing/test-app';

const script = path.resolve(import.meta.dirname, '../../../../../examples/api-quick-start.mjs');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

// The README's API quick start, run as written against a shop that listens on a port: a client
// author needs nothing else to sign up, get the bearer token, generate, order and pay.
describe('the API quick start (examples/api-quick-start.mjs)', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    t = await createTestApp({ PUBLIC_URL: base });
    await t.deps.queue.start();
    await workGenerateDesign(t.deps);
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('signs up, generates a design, orders it and pays with the test card', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [script], {
      env: { ...process.env, SHOP_URL: base },
      timeout: 60_000,
    });
    expect(stdout).toMatch(/^design [0-9a-f-]{36}: http/m);
    expect(stdout).toMatch(/^order PT-[\w-]+: 2499 EUR to pay$/m);
    expect(stdout).toMatch(/^payment complete$/m);
  }, 90_000);
});
