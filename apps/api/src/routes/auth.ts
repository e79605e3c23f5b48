import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { CLIENT_IP_HEADER } from '../modules/identity/client-ip';
import type { Auth } from '../modules/identity/create-auth';
import { passwordPolicy } from '../modules/identity/password-policy';
import { refusedRedirectTargets } from '../modules/identity/redirect-target';
import { errorBody } from '../plugins/error-handler';
import { passwordPolicySchema } from '@prompttee/domain';

/** Bridges Fastify to better-auth's web-standard handler for everything under /api/auth. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: Auth,
  { publicUrl, ownOrigins }: { publicUrl: string; ownOrigins: readonly string[] },
) {
  // Spec section 5: the login page reads the minimum password length from the server.
  app.get(
    '/api/auth/password-policy',
    {
      schema: {
        tags: ['identity'],
        summary: 'The password rules sign-up and password reset enforce',
        response: { 200: passwordPolicySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return passwordPolicy;
    },
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const refused = refusedRedirectTargets(
        (request.query ?? {}) as Record<string, unknown>,
        request.body,
        ownOrigins,
      );
      if (refused.length > 0) {
        // Probing for an open redirect is worth knowing about, not an error of ours; the target
        // is the attacker's text, so only its start is logged.
        const { field, value } = refused[0]!;
        request.log.info({ field, target: String(value).slice(0, 80) }, 'redirect target refused');
        return reply
          .status(400)
          .send(errorBody(400, 'INVALID_REDIRECT', `${field} must be a page of this shop`));
      }
      const url = new URL(request.url, publicUrl);
      let headers: Headers;
      try {
        headers = fromNodeHeaders(request.headers);
      } catch {
        // Only reachable without a socket (inject): Node's parser gives header values as bytes.
        return reply.status(400).send(errorBody(400, 'BAD_REQUEST', 'Invalid header value'));
      }
      // The address Fastify resolved (TRUST_PROXY decides whether forwarded headers count);
      // a copy sent by the client is dropped so nobody picks their own rate-limit bucket.
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
        }),
      );
      if (response.status >= 500) {
        // better-auth answers its own 500 when its storage fails (a database connection ended
        // mid-request); the body says nothing useful. It is retryable: answer as the API does.
        request.log.warn({ status: response.status, url: request.url }, 'identity service failed');
        const message = 'The sign-in service was interrupted. Nothing was saved; please try again.';
        return reply
          .status(503)
          .header('retry-after', '1')
          .send(errorBody(503, 'DATABASE_UNAVAILABLE', message));
      }
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
