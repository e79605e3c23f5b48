import { createHash } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Stripe's embedded checkout loads its script and frames from its own hosts.
const stripe = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/**
 * The CSP allows the pages' own inline scripts (the theme boot script) by hash, nothing else
 * inline: pass every page the server sends (index.html and the prerendered landing pages).
 */
export function inlineScriptHashes(...pages: (string | null)[]): string[] {
  const scripts = pages.flatMap((html) => [...(html ?? '').matchAll(/<script>([\s\S]*?)<\/script>/g)]);
  const hashes = scripts.map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
  return [...new Set(hashes)];
}

/**
 * Helmet's headers, computed once. (@fastify/helmet re-parses the whole policy on every request,
 * which cost about 4 % of an API call's CPU; the headers never change while the process runs.)
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const fakeResponse = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, fakeResponse as never, () => {});
  return headers;
}

/**
 * The headers of the product API's replies (/v1: JSON, event streams, webhook answers), after
 * OWASP's REST security cheat sheet. A reply that is never a page needs no page policy: its CSP allows nothing
 * at all, and the document-only headers (COOP, Origin-Agent-Cluster, X-XSS-Protection,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies) are left out.
 * Its data is the customer's own, so no cache may keep it unless the route says so (the mockup
 * answer does). Node checks every header of every reply; in the order history read's profile the
 * page set's 12 headers and 700-byte policy were about a tenth of the shop's CPU (decision 029).
 */
export const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cache-control': 'no-store',
});

export async function registerSecurity(
  app: FastifyInstance,
  // Media URLs are absolute (PUBLIC_URL); a page opened at the shop's other local origin
  // (127.0.0.1 for localhost) must still show them. Files in a bucket come from its origin, which
  // is named exactly, so an http: bucket works without allowing every http: address.
  options: { scriptHashes: string[]; ownOrigins?: string[]; fileOrigin?: string | null },
) {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes, ...stripe],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: [
          "'self'",
          ...(options.ownOrigins ?? []),
          ...(options.fileOrigin ? [options.fileOrigin] : []),
          'data:',
          'blob:',
          'https:',
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com', 'https://*.stripe.com'],
        frameSrc: ["'self'", ...stripe, 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
        formAction: [
          "'self'",
          'https://accounts.google.com',
          'https://github.com',
          'https://www.facebook.com',
        ],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/v1/') ? API_HEADERS : headers);
    done();
  });
  await app.register(fastifyCompress, { threshold: 1024 });
}
