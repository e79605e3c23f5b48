import { randomBytes } from 'node:crypto';
import { designListItemSchema } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designs } from '../../../db/schema';
import { photoLike } from '../../../images/__tests__/photo-like';
import { readC2paManifest } from '../../../images/c2pa-manifest';
import { readXmp, withXmp } from '../../../images/png-xmp';
import { parseProvenanceXmp, provenanceXmp, type Provenance } from '../../../images/provenance';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';

const PROVENANCE: Provenance = {
  prompt: 'an orange on a beach',
  subjects: ['orange', 'beach'],
  creatorTool: 'PromptTee openai generator (model gpt-image-1)',
  digitalSourceType: 'trainedAlgorithmicMedia',
};

describe('removing the background of a generated design', () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('keeps it marked as generated: the same XMP, and a C2PA manifest for the new pixels', async () => {
    // A model's picture whose background survived generation (a photograph-like one).
    const token = randomBytes(12).toString('base64url');
    const printKey = `private/designs/${token}/print.png`;
    await t.deps.blobStore.put(printKey, withXmp(await photoLike(), provenanceXmp(PROVENANCE)), 'image/png');
    const [design] = await t.deps.db
      .insert(designs)
      .values({
        userId: alice.id,
        prompt: PROVENANCE.prompt,
        printKey,
        thumbnailKey: `designs/${token}/thumb.webp`,
        sourceWidth: 600,
        printReadyAt: new Date(),
        expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
      })
      .returning({ id: designs.id });

    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/designs/${design!.id}/remove-background`,
      headers: bearer(alice),
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = designListItemSchema.parse(res.json());
    const [row] = await t.deps.db.select().from(designs).where(eq(designs.id, item.design_id));
    const cut = (await t.deps.blobStore.get(row!.printKey))!;

    expect(parseProvenanceXmp(readXmp(cut)!)).toEqual(PROVENANCE);
    expect(await readC2paManifest(cut)).toMatchObject({
      validationState: 'Valid',
      actions: [
        expect.objectContaining({
          action: 'c2pa.created',
          digitalSourceType: 'http://cv.iptc.org/newscodes/digitalsourcetype/trainedAlgorithmicMedia',
        }),
      ],
    });
  });
});
