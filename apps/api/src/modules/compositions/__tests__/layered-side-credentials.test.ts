import { randomBytes } from 'node:crypto';
import type { Layer } from '@prompttee/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../../db/schema';
import { readC2paManifest } from '../../../images/c2pa-manifest';
import { readXmp, withXmp } from '../../../images/png-xmp';
import { parseProvenanceXmp, provenanceXmp, type Provenance } from '../../../images/provenance';
import { createTestApp, signUpTestUser, type TestApp } from '../../../testing/test-app';
import type { DesignFilesRow } from '../../orders/order-repository';
import { composeSide } from '../compose-side';

// A layered side's print file is new pixels: a generated design on it must be stated anew (XMP and
// Content Credentials, as a composite), and a side of the customer's own material must claim nothing.

const generatedBy = (prompt: string): Provenance => ({
  prompt,
  subjects: [prompt.split(' ').at(-1)!],
  creatorTool: 'test',
  digitalSourceType: 'trainedAlgorithmicMedia',
});

describe(`A composed side's provenance (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    userId = (await signUpTestUser(t.app, 'layered-credentials@example.com')).id;
  });
  afterAll(() => t.close());

  async function storeDesign(provenance: Provenance | null): Promise<[string, DesignFilesRow]> {
    const token = randomBytes(12).toString('base64url');
    const printKey = `private/designs/${token}/print.png`;
    const thumbnailKey = `designs/${token}/thumb.webp`;
    const solid = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#1e3cc8' } })
      .png()
      .toBuffer();
    await t.deps.blobStore.put(
      printKey,
      provenance ? withXmp(solid, provenanceXmp(provenance)) : solid,
      'image/png',
    );
    const [row] = await t.deps.db
      .insert(designs)
      .values({
        userId,
        prompt: provenance?.prompt ?? 'my photo',
        source: provenance ? 'generated' : 'upload',
        printKey,
        thumbnailKey,
        printReadyAt: new Date(),
        expiresAt: new Date(Date.now() + 864e5),
      })
      .returning();
    return [row!.id, { ...row!, printKey, thumbnailKey } as unknown as DesignFilesRow];
  }

  const image = (designId: string, x: number): Layer => ({
    type: 'image',
    design_id: designId,
    x,
    y: 0.5,
    width: 0.3,
    rotation: 0,
  });
  const text: Layer = {
    type: 'text',
    text: 'HELLO',
    font: 'anton',
    color: '#FF0000',
    x: 0.5,
    y: 0.2,
    width: 0.5,
    rotation: 0,
    arc: 0,
    align: 'center',
    letter_spacing: 0,
  };

  async function printFileOf(layers: Layer[], rows: [string, DesignFilesRow][]) {
    const keys = await composeSide(t.deps, layers, new Map(rows));
    return (await t.deps.blobStore.get(keys.printKey))!;
  }

  it('marks a generated design with the customer’s text as a signed composite of generated media', async () => {
    const owl = await storeDesign(generatedBy('a wise owl'));
    const fox = await storeDesign(generatedBy('a red fox'));
    const png = await printFileOf([image(owl[0], 0.3), text, image(fox[0], 0.7)], [owl, fox]);
    expect(parseProvenanceXmp(readXmp(png)!)).toEqual({
      prompt: 'a wise owl | a red fox',
      subjects: ['owl', 'fox'],
      creatorTool: 'test',
      digitalSourceType: 'compositeWithTrainedAlgorithmicMedia',
    });
    expect(await readC2paManifest(png)).toMatchObject({
      validationState: 'Valid',
      actions: [
        expect.objectContaining({
          action: 'c2pa.created',
          digitalSourceType:
            'http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia',
        }),
      ],
    });
  });

  it('keeps a lone generated design’s own statement, and claims nothing for the customer’s own picture', async () => {
    const owl = await storeDesign(generatedBy('a wise owl'));
    const alone = await printFileOf([image(owl[0], 0.5)], [owl]);
    expect(parseProvenanceXmp(readXmp(alone)!)?.digitalSourceType).toBe('trainedAlgorithmicMedia');

    const photo = await storeDesign(null);
    const own = await printFileOf([image(photo[0], 0.5), text], [photo]);
    expect(readXmp(own)).toBeNull();
    expect(await readC2paManifest(own)).toBeNull();
  });
});
