import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import type * as C2paManifest from '../../images/c2pa-manifest';
import type { SigningIdentity } from '../../images/c2pa-manifest';
import type { Provenance } from '../../images/provenance';
import type { ContentCredentials } from '../../ports/content-credentials';
import type { Logger } from '../../ports/logger';
import { createDevelopmentCertificate } from './development-certificate';

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PROBE: Provenance = {
  prompt: '',
  subjects: [],
  creatorTool: 'start-up check',
  digitalSourceType: 'algorithmicMedia',
};

const FILE_NAMES = {
  certificate: 'development-certificate.pem',
  key: 'development-key.pem',
  root: 'development-root.pem',
} as const;

/** Where the shop keeps the certificate it makes when none is configured. */
export const developmentCertificatePaths = (dataDir: string) => {
  const dir = path.join(dataDir, 'c2pa');
  return {
    dir,
    certificate: path.join(dir, FILE_NAMES.certificate),
    key: path.join(dir, FILE_NAMES.key),
    root: path.join(dir, FILE_NAMES.root),
  };
};

async function readIdentity(files: { certificate: string; key: string }): Promise<SigningIdentity> {
  return { certificateChainPem: await readFile(files.certificate), privateKeyPem: await readFile(files.key) };
}

async function developmentIdentity(dataDir: string, log: Logger): Promise<SigningIdentity> {
  const files = developmentCertificatePaths(dataDir);
  try {
    return await readIdentity(files);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  // Written beside it and renamed into place: processes starting together on one DATA_DIR
  // never pair one's key with another's certificate; the first rename wins.
  const made = await createDevelopmentCertificate();
  await mkdir(dataDir, { recursive: true });
  const staging = await mkdtemp(`${files.dir}.new-`);
  await writeFile(path.join(staging, FILE_NAMES.key), made.privateKeyPem, { mode: 0o600 });
  await writeFile(path.join(staging, FILE_NAMES.root), made.rootPem);
  await writeFile(path.join(staging, FILE_NAMES.certificate), made.certificateChainPem);
  try {
    await rename(staging, files.dir);
  } catch (err) {
    await rm(staging, { recursive: true, force: true });
    if (!['ENOTEMPTY', 'EEXIST'].includes((err as NodeJS.ErrnoException).code ?? '')) throw err;
    return readIdentity(files);
  }
  log.warn(
    { certificate: files.certificate },
    'C2PA_SIGNING_KEY and C2PA_CERTIFICATE are not set: generated designs are signed with a new ' +
      'self-signed development certificate, which Content Credentials readers show as untrusted',
  );
  return {
    certificateChainPem: Buffer.from(made.certificateChainPem),
    privateKeyPem: Buffer.from(made.privateKeyPem),
  };
}

/**
 * Signs generated print files with the configured key and certificate chain, or with a
 * development certificate made on first start under DATA_DIR. The pair is tried at start, so a
 * wrong file stops the shop rather than every generation.
 */
export async function createC2paCredentials(
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'C2PA_SIGNING_KEY' | 'C2PA_CERTIFICATE'>>,
  log: Logger,
): Promise<ContentCredentials> {
  // The library is native and ships a Linux x64 binary only: elsewhere, unless signing was asked
  // for, the shop still starts and its designs keep their IPTC XMP marking.
  let manifest: typeof C2paManifest;
  try {
    manifest = await import('../../images/c2pa-manifest');
  } catch (err) {
    if (config.C2PA_SIGNING_KEY)
      throw new Error('C2PA signing is configured, but its library does not load here', { cause: err });
    log.warn(
      { err },
      'the C2PA library does not load on this platform: generated designs carry their IPTC XMP marking only',
    );
    return { signPng: async (png) => png };
  }
  const { createC2paSigner, withC2paManifest } = manifest;
  const identity =
    config.C2PA_SIGNING_KEY && config.C2PA_CERTIFICATE
      ? {
          certificateChainPem: await readFile(config.C2PA_CERTIFICATE),
          privateKeyPem: await readFile(config.C2PA_SIGNING_KEY),
        }
      : await developmentIdentity(config.dataDir, log);
  try {
    const signer = createC2paSigner(identity);
    await withC2paManifest(ONE_PIXEL_PNG, PROBE, signer);
    return { signPng: (png, provenance) => withC2paManifest(png, provenance, signer) };
  } catch (err) {
    throw new Error(`the C2PA key and certificate cannot sign: ${(err as Error).message}`, { cause: err });
  }
}
