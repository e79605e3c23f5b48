import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { verifyPassword as verifyLibraryDefault } from 'better-auth/crypto';

// OWASP ASVS 5 Appendix C / the OWASP password storage cheat sheet: scrypt with N=2^17, r=8,
// p=1. better-auth's default (N=2^14) is below it. One hash takes ~0.5 s and 128 MiB here.
// PASSWORD_SCRYPT_LOG_N sets log2(N) (default 17); only the tests lower it.
export const SCRYPT_PARAMS = { logN: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
// scrypt needs 128 * N * r bytes; Node refuses anything above 32 MiB unless maxmem allows it.
const maxmemFor = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;

// Each hash holds a libuv thread and 128 MiB for half a second. Two at a time leave the other
// threads for file and DNS work and bound memory, whatever a burst of sign-ins does.
const MAX_CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const n = 2 ** logN;
  const options: ScryptOptions = { N: n, r, p, maxmem: maxmemFor(n, r) };
  return withHashSlot(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (err, key) =>
          err ? reject(err) : resolve(key),
        ),
      ),
  );
}

/**
 * Hashes new passwords at log2(N) = `logN` as a PHC-style string, `$scrypt$ln=17,r=8,p=1$<salt>$<hash>`
 * (base64url). The parameters travel in the string, so a cost raised later still verifies old hashes.
 */
export function createPasswordHasher(logN: number = SCRYPT_PARAMS.logN) {
  return async function hashPassword(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const { r, p } = SCRYPT_PARAMS;
    const key = await derive(password, salt, logN, r, p);
    return `$scrypt$ln=${logN},r=${r},p=${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
  };
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/;

/** Verifies our own hashes, and the library's default format for accounts created before. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const match = PHC.exec(hash);
  if (!match) return hash.includes(':') ? verifyLibraryDefault({ hash, password }) : false;
  const [, logN, r, p, salt, expected] = match;
  const expectedKey = Buffer.from(expected!, 'base64url');
  if (Number(logN) > 20 || Number(r) > 32 || Number(p) > 4 || expectedKey.length !== KEY_LENGTH) return false;
  const key = await derive(password, Buffer.from(salt!, 'base64url'), Number(logN), Number(r), Number(p));
  return timingSafeEqual(key, expectedKey);
}
