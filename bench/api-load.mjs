// Throughput and latency of an authenticated, database-backed read (the order history of a
// customer with 25 orders of 1-3 items) against a bare Fastify route. Each server runs in its own
// process and both get the same autocannon load, so the ratio compares like with like.
import { fork } from 'node:child_process';
import autocannon from 'autocannon';

const LOAD = { connections: 100, duration: 10 };

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ ...LOAD, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p99Ms: r.latency.p99,
  errors: r.errors + r.non2xx,
});

async function startBareServer() {
  const child = fork(new URL('./bare-server.mjs', import.meta.url), [], { stdio: 'inherit' });
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/bare`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Measures `url` (2 s of warm-up, then LOAD), with optional headers. */
export async function measure(url, headers = {}) {
  await run({ url, headers, duration: 2 });
  return summary(await run({ url, headers }));
}

export async function apiLoad(baseUrl, token, path = '/v1/orders') {
  const bare = await startBareServer();
  try {
    const bareResult = await measure(bare.url);
    const api = await measure(`${baseUrl}${path}`, { authorization: `Bearer ${token}` });
    return {
      path,
      load: LOAD,
      bare: bareResult,
      api,
      ratio: Number((api.rps / bareResult.rps).toFixed(2)),
    };
  } finally {
    await bare.stop();
  }
}
