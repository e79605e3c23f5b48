import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDeps } from './deps';
import { startWorkers } from './jobs/workers';
import { publicUrlWarning } from './public-url-warning';

/** The address to open (PUBLIC_URL, by default localhost on PORT) and the socket really bound. */
function servedAt(config: Config, address: AddressInfo | string | null): string {
  const bound = typeof address === 'object' && address ? `${address.address}:${address.port}` : address;
  return `${config.PUBLIC_URL} (listening on ${bound ?? `${config.HOST}:${config.PORT}`})`;
}

// Only here: read config, build, listen, and shut down gracefully.
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const deps = await createDeps(config);
  const warning = publicUrlWarning(config);
  if (warning) deps.log.warn(warning);
  await deps.queue.start();
  if (config.ROLE !== 'web') await startWorkers(deps);
  const app = config.ROLE === 'worker' ? null : await buildApp(deps);
  if (app) await app.listen({ port: config.PORT, host: config.HOST });
  deps.log.info(
    `${config.SHOP_NAME} ${app ? `at ${servedAt(config, app.server.address())}` : 'worker'} is up`,
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    deps.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await app?.close();
    await deps.queue.stop();
    await deps.imageWork.close();
    await deps.database.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

void main();
