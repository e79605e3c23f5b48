import { createHash } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Stripe's embedded checkout loads its script and frames from its own hosts.
const stripe = ['https://js.stripe.com', 'https://*.js.stripe.com'];

/** The CSP allows the page's own inline scripts (the theme boot script) by hash, nothing else inline. */
export function inlineScriptHashes(html: string | null): string[] {
  if (!html) return [];
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );
}

export async function registerSecurity(app: FastifyInstance, options: { scriptHashes: string[] }) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes, ...stripe],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
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
  await app.register(fastifyCompress, { threshold: 1024 });
}
