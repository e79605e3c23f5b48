import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * AUTH_SECRET signs cookies and encrypts the JWT private keys. On the embedded default we make
 * one on first start and keep it in DATA_DIR so sessions survive restarts; several processes
 * sharing a PostgreSQL must set AUTH_SECRET themselves (the README says so).
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'auth-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(32).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    return readFileSync(file, 'utf8').trim();
  }
}
