import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Stripe's embedded checkout loads its script and frames from its own hosts.
const stripe = ['https://js.stripe.com', 'https://*.js.stripe.com'];

export async function registerSecurity(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com', 'https://*.stripe.com'],
        frameSrc: ["'self'", ...stripe, 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
        formAction: ["'self'", 'https://accounts.google.com', 'https://github.com', 'https://www.facebook.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
}
