import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createC2paCredentials, developmentCertificatePaths } from '..';
import { loadConfig } from '../../../config';
import { readC2paManifest } from '../../../images/c2pa-manifest';
import { readXmp, withXmp } from '../../../images/png-xmp';
import { parseProvenanceXmp, provenanceXmp, type Provenance } from '../../../images/provenance';
import type { Logger } from '../../../ports/logger';

const provenance: Provenance = {
  prompt: 'a fox <reading> "a book"',
  subjects: ['fox', 'book'],
  creatorTool: 'PromptTee openai generator (model gpt-image-1)',
  digitalSourceType: 'trainedAlgorithmicMedia',
};
const TRAINED = 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia';

const spyLog = () => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }) satisfies Logger;

describe('C2PA credentials', () => {
  let dataDir: string;
  let png: Buffer;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'c2pa-'));
    const drawn = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#c03' } })
      .png()
      .toBuffer();
    png = withXmp(drawn, provenanceXmp(provenance));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('makes a development certificate on first start, says so once, and signs with it after a restart', async () => {
    const log = spyLog();
    const first = await createC2paCredentials({ dataDir }, log);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toMatch(/C2PA_SIGNING_KEY and C2PA_CERTIFICATE are not set/);
    const files = developmentCertificatePaths(dataDir);
    expect((await stat(files.key)).mode & 0o777).toBe(0o600);
    const certificate = await readFile(files.certificate, 'utf8');

    const restarted = spyLog();
    const second = await createC2paCredentials({ dataDir }, restarted);
    expect(restarted.warn).not.toHaveBeenCalled();
    expect(await readFile(files.certificate, 'utf8')).toBe(certificate);

    const root = await readFile(files.root, 'utf8');
    for (const credentials of [first, second]) {
      const signed = await credentials.signPng(png, provenance);
      expect(await readC2paManifest(signed, root)).toMatchObject({ validationState: 'Trusted' });
    }
  });

  it('keeps one consistent certificate when processes start together on a new DATA_DIR', async () => {
    const shared = await mkdtemp(path.join(os.tmpdir(), 'c2pa-shared-'));
    try {
      const logs = [spyLog(), spyLog(), spyLog()];
      await Promise.all(logs.map((log) => createC2paCredentials({ dataDir: shared }, log)));
      expect(logs.filter((log) => log.warn.mock.calls.length > 0)).toHaveLength(1);
      const afterwards = await createC2paCredentials({ dataDir: shared }, spyLog());
      const root = await readFile(developmentCertificatePaths(shared).root, 'utf8');
      expect(await readC2paManifest(await afterwards.signPng(png, provenance), root)).toMatchObject({
        validationState: 'Trusted',
      });
    } finally {
      await rm(shared, { recursive: true, force: true });
    }
  });

  it('signs who made the image and how, keeps the IPTC XMP, and leaves the pixels alone', async () => {
    const credentials = await createC2paCredentials({ dataDir }, spyLog());
    const signed = await credentials.signPng(png, provenance);

    expect(await readC2paManifest(signed)).toEqual({
      // Intact, but signed under a root no reader trusts.
      validationState: 'Valid',
      claimGenerator: 'PromptTee',
      signerName: 'PromptTee development signer',
      actions: [
        expect.objectContaining({
          action: 'c2pa.created',
          digitalSourceType: TRAINED,
          softwareAgent: expect.objectContaining({ name: provenance.creatorTool }),
        }),
      ],
    });
    expect(parseProvenanceXmp(readXmp(signed)!)).toEqual(provenance);
    const [before, after] = await Promise.all([png, signed].map((p) => sharp(p).raw().toBuffer()));
    expect(after!.equals(before!)).toBe(true);
    expect(await readC2paManifest(png)).toBeNull();
  });

  it('sees a changed pixel as tampering', async () => {
    const credentials = await createC2paCredentials({ dataDir }, spyLog());
    const signed = Buffer.from(await credentials.signPng(png, provenance));
    const idat = signed.indexOf('IDAT', 0, 'latin1');
    signed[idat + 10] = signed[idat + 10]! ^ 0xff;
    expect(await readC2paManifest(signed)).toMatchObject({ validationState: 'Invalid' });
  });

  it('signs with the configured key and certificate chain instead', async () => {
    const made = developmentCertificatePaths(dataDir);
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'c2pa-configured-'));
    try {
      const log = spyLog();
      const credentials = await createC2paCredentials(
        { dataDir: elsewhere, C2PA_SIGNING_KEY: made.key, C2PA_CERTIFICATE: made.certificate },
        log,
      );
      expect(log.warn).not.toHaveBeenCalled();
      await expect(stat(developmentCertificatePaths(elsewhere).dir)).rejects.toThrow(/ENOENT/);
      const signed = await credentials.signPng(png, provenance);
      expect(await readC2paManifest(signed, await readFile(made.root, 'utf8'))).toMatchObject({
        validationState: 'Trusted',
      });
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('refuses at start a certificate that cannot sign: the root itself, with no chain', async () => {
    const made = developmentCertificatePaths(dataDir);
    const rootOnly = path.join(dataDir, 'root-as-signer.pem');
    await writeFile(rootOnly, await readFile(made.root));
    await expect(
      createC2paCredentials({ dataDir, C2PA_SIGNING_KEY: made.key, C2PA_CERTIFICATE: rootOnly }, spyLog()),
    ).rejects.toThrow(/C2PA key and certificate cannot sign/);
  });

  it('wants both files or neither', () => {
    expect(() => loadConfig({ C2PA_SIGNING_KEY: '/etc/key.pem' })).toThrow(
      /C2PA_CERTIFICATE is required when C2PA_SIGNING_KEY is set/,
    );
    expect(() => loadConfig({ C2PA_CERTIFICATE: '/etc/chain.pem' })).toThrow(
      /C2PA_SIGNING_KEY is required when C2PA_CERTIFICATE is set/,
    );
  });
});
