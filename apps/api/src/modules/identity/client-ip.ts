import { isIP } from 'node:net';

/**
 * The bridge to better-auth writes the client address Fastify resolved (honouring TRUST_PROXY)
 * into this header, after dropping any copy the client sent, so the identity service's rate
 * limits and session records see the real client and nobody can choose their own bucket.
 */
export const CLIENT_IP_HEADER = 'x-prompttee-client-ip';

/** True for 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopback(ip: string | null | undefined): boolean {
  if (!ip) return false;
  const v4 = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return ip === '::1';
}

export function clientIpOf(request: Request): string | null {
  return request.headers.get(CLIENT_IP_HEADER);
}
