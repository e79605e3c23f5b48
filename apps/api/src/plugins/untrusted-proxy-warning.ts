import type { FastifyInstance } from 'fastify';
import type { Clock } from '../ports/clock';

const WARNING_INTERVAL_MS = 60 * 60 * 1000;

export const UNTRUSTED_PROXY_WARNING =
  'Requests arrive with X-Forwarded-For but TRUST_PROXY is unset: every customer seems to come ' +
  "from the proxy's address and shares one budget of the per-client limits (sign-up, sign-in). " +
  'Behind a reverse proxy, set TRUST_PROXY to the number of proxies in front of the shop (e.g. ' +
  'TRUST_PROXY=1) or to their addresses.';

/**
 * Without TRUST_PROXY the shop takes the connection's address as the client's, which behind a
 * reverse proxy is the proxy's for everyone: nothing fails, but 30 sign-ups an hour become the
 * whole shop's. A forwarded request is the sign of a proxy, so the first one after start is
 * warned about, and then at most one an hour while they keep coming (with how many came since),
 * so the log says it again without a line per request. Anyone can send the header; at one line
 * an hour that costs nothing.
 */
export function registerUntrustedProxyWarning(
  app: FastifyInstance,
  options: { trustProxy: false | number | string[]; clock: Clock },
): void {
  if (options.trustProxy !== false) return;
  let lastWarnedAt: number | undefined;
  let forwardedSinceWarning = 0;
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-forwarded-for'] === undefined) return;
    forwardedSinceWarning++;
    const now = options.clock.now().getTime();
    if (lastWarnedAt !== undefined && now - lastWarnedAt < WARNING_INTERVAL_MS) return;
    app.log.warn(
      { forwardedRequests: forwardedSinceWarning, proxyAddress: request.socket.remoteAddress },
      UNTRUSTED_PROXY_WARNING,
    );
    lastWarnedAt = now;
    forwardedSinceWarning = 0;
  });
}
