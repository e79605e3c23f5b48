import { createAuthClient } from 'better-auth/client';
import { jwtClient } from 'better-auth/client/plugins';

/** The shop's identity service (better-auth) on the same origin, session kept in a cookie. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [jwtClient()],
});
