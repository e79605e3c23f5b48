// The baseline of the API bench: a bare Fastify route in a process of its own, as the shop is, so
// both are measured the same way (the load generator never shares a process with either).
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
