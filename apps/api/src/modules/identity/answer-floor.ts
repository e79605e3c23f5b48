import { performance } from 'node:perf_hooks';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';

/**
 * Sends the answers of `paths` no sooner than `floorMs` after the endpoint began. A reset request
 * for a known address writes a token and queues a mail, one for an unknown address does neither:
 * a few milliseconds that would tell which addresses have accounts. With every answer at the floor
 * that difference is gone while the work stays under it. better-auth does the same for an
 * unauthenticated /send-verification-email, with 500 ms.
 */
export function answerFloor(options: { paths: readonly string[]; floorMs: number }): BetterAuthPlugin {
  const startedAt = new WeakMap<Request, number>();
  const matcher = (ctx: { path?: string; request?: Request }) =>
    !!ctx.request && !!ctx.path && options.paths.includes(ctx.path);
  return {
    id: 'answer-floor',
    hooks: {
      before: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            startedAt.set(ctx.request!, performance.now());
          }),
        },
      ],
      after: [
        {
          matcher,
          handler: createAuthMiddleware(async (ctx) => {
            const started = startedAt.get(ctx.request!);
            if (started === undefined) return;
            const wait = options.floorMs - (performance.now() - started);
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          }),
        },
      ],
    },
  };
}
