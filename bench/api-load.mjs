// Throughput and latency of an authenticated, database-backed read against a bare Fastify route,
// measured in the same run on the same machine.
import autocannon from 'autocannon';
import Fastify from 'fastify';

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ connections: 100, duration: 10, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p99Ms: r.latency.p99,
  errors: r.errors + r.non2xx,
});

export async function apiLoad(baseUrl, token, path = '/v1/orders') {
  const bare = Fastify();
  bare.get('/bare', async () => ({ status: 'ok' }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare`;
  try {
    await run({ url: bareUrl, duration: 2 }); // warm-up
    const bareResult = summary(await run({ url: bareUrl }));
    await run({ url: `${baseUrl}${path}`, duration: 2, headers: { authorization: `Bearer ${token}` } });
    const api = summary(
      await run({ url: `${baseUrl}${path}`, headers: { authorization: `Bearer ${token}` } }),
    );
    return { path, bare: bareResult, api, ratio: Number((api.rps / bareResult.rps).toFixed(2)) };
  } finally {
    await bare.close();
  }
}
