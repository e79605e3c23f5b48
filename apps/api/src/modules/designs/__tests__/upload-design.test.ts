import { designListItemSchema, designListResponseSchema, MAX_UPLOADS_PER_DAY } from '@prompttee/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designQuotas, designs } from '../../../db/schema';
import { readC2paManifest } from '../../../images/c2pa-manifest';
import { readXmp } from '../../../images/png-xmp';
import {
  bearer,
  createTestApp,
  signUpTestUser,
  type TestApp,
  type TestUser,
} from '../../../testing/test-app';
import { photoLike } from '../../../images/__tests__/photo-like';
import { multipartBody, pngClaiming, upload } from './upload-helpers';

const count = async (t: TestApp) => (await t.deps.db.select().from(designs)).length;

describe(`uploads (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpTestUser(t.app);
    bob = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('stores a PNG as a design of the owner, padded to 3:4, listed with its source', async () => {
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2050c0' } })
      .png()
      .toBuffer();
    const res = await upload(t, alice, png, 'my dog.png');
    expect(res.statusCode, res.body).toBe(201);
    const item = designListItemSchema.parse(res.json());
    expect(item).toMatchObject({ source: 'upload', prompt: 'my dog.png', source_width: 900 });
    expect(item.expires_at - item.created_at).toBe(30 * 24 * 3600);

    const list = designListResponseSchema.parse(
      (await t.app.inject({ url: '/v1/designs', headers: bearer(alice) })).json(),
    );
    expect(list.designs.map((d) => d.design_id)).toContain(item.design_id);
    const theirs = await t.app.inject({ url: '/v1/designs', headers: bearer(bob) });
    expect(theirs.json<{ designs: unknown[] }>().designs).toEqual([]);
    expect(
      (await t.app.inject({ url: `/v1/designs/${item.design_id}/print-file`, headers: bearer(bob) }))
        .statusCode,
    ).toBe(404);

    // The stored file: 900 x 1200, the picture centred, transparent above and below.
    const [row] = await t.deps.db.select().from(designs).where(eq(designs.id, item.design_id));
    const stored = await t.deps.blobStore.get(row!.printKey);
    const { data, info } = await sharp(stored!).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([900, 1200, 4]);
    const px = (x: number, y: number) => [...data.subarray((y * 900 + x) * 4, (y * 900 + x) * 4 + 4)];
    expect(px(450, 600)).toEqual([0x20, 0x50, 0xc0, 255]);
    expect(px(450, 50)[3]).toBe(0);
    // The customer's own picture: nothing says a generator made it.
    expect(await readC2paManifest(stored!)).toBeNull();
    // No generation quota was spent.
    expect(await t.deps.db.select().from(designQuotas).where(eq(designQuotas.userId, alice.id))).toEqual([]);
  });

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    // 600 wide, 300 high, left half red; orientation 6 means "turn 90 degrees clockwise to view".
    const left = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#ffffff' } })
      .composite([{ input: left, left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: 'Someone Private' } })
      .toBuffer();
    const res = await upload(t, alice, jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(designs)
      .where(eq(designs.id, res.json<{ design_id: string }>().design_id));
    const stored = (await t.deps.blobStore.get(row!.printKey))!;
    const meta = await sharp(stored).metadata();
    // 300 x 600 upright, padded to 450 x 600 (3:4).
    expect([meta.width, meta.height]).toEqual([450, 600]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned clockwise, the red half is now on top.
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 450 + x) * 4, (y * 450 + x) * 4 + 3)];
    expect(at(225, 100)[0]).toBeGreaterThan(200);
    expect(at(225, 100)[1]).toBeLessThan(60);
    expect(at(225, 500)).toEqual([255, 255, 255]);
  });

  it('accepts WebP by its content even when named .txt', async () => {
    const webp = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#00ff0080' } })
      .webp()
      .toBuffer();
    expect((await upload(t, alice, webp, 'notes.txt', 'text/plain')).statusCode).toBe(201);
  });

  it.each([
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      'a.svg',
      'image/svg+xml',
    ],
    ['a text file renamed .png', Buffer.from('hello, this is not an image'), 'a.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'a.pdf', 'application/pdf'],
    ['a HEIC', Buffer.from('000000186674797068656963000000006d696631', 'hex'), 'a.heic', 'image/heic'],
    ['a PNG cut short', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'a.png', 'image/png'],
  ])('refuses %s with 415 naming what is accepted, storing nothing', async (_name, bytes, name, type) => {
    const before = await count(t);
    const res = await upload(t, alice, bytes, name, type);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_IMAGE' });
    expect(res.json<{ message: string }>().message).toMatch(/PNG, JPEG or WebP/);
    expect(await count(t)).toBe(before);
  });

  it('refuses a GIF with 415', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(t, alice, gif, 'a.gif', 'image/gif')).statusCode).toBe(415);
  });

  it('refuses a decompression bomb and a file over 20 MB with 413, storing nothing', async () => {
    const before = await count(t);
    const bomb = await upload(t, alice, await pngClaiming(10_000, 10_000));
    expect(bomb.statusCode, bomb.body).toBe(413);
    expect(bomb.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
    const big = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(20 * 1024 * 1024 - 7)]);
    const res = await upload(t, alice, big);
    expect(res.statusCode, res.body).toBe(413);
    expect(await count(t)).toBe(before);
  });

  it('refuses a request without the file field', async () => {
    const body = multipartBody(Buffer.from('x'), 'a.png', 'image/png', 'picture');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/designs/upload',
      headers: { ...bearer(alice), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/v1/designs/upload',
      headers: bearer(alice),
      payload: {},
    });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it(`allows ${MAX_UPLOADS_PER_DAY} uploads a day, then 429`, async () => {
    const carol = await signUpTestUser(t.app);
    const png = await sharp({ create: { width: 30, height: 40, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    for (let i = 0; i < MAX_UPLOADS_PER_DAY; i++) expect((await upload(t, carol, png)).statusCode).toBe(201);
    const refused = await upload(t, carol, png);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another customer is not affected.
    expect((await upload(t, bob, png)).statusCode).toBe(201);
  });

  it("removes a photograph's background into a new design of the owner only", async () => {
    const res = await upload(t, alice, await photoLike(), 'beach.png');
    const original = res.json<{ design_id: string }>().design_id;
    const url = `/v1/designs/${original}/remove-background`;
    expect((await t.app.inject({ method: 'POST', url, headers: bearer(bob) })).statusCode).toBe(404);

    const cut = await t.app.inject({ method: 'POST', url, headers: bearer(alice) });
    expect(cut.statusCode, cut.body).toBe(201);
    const item = designListItemSchema.parse(cut.json());
    expect(item.design_id).not.toBe(original);
    expect(item).toMatchObject({
      source: 'upload',
      prompt: 'beach.png (background removed)',
      source_width: 600,
    });
    const [row] = await t.deps.db.select().from(designs).where(eq(designs.id, item.design_id));
    const stored = (await t.deps.blobStore.get(row!.printKey))!;
    const { data, info } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    expect([alpha(5, 5), alpha(300, 100), alpha(300, 400)]).toEqual([0, 0, 255]);
    // Still the customer's own picture: no mark of a generator.
    expect(readXmp(stored)).toBeNull();
    expect(await readC2paManifest(stored)).toBeNull();
  });

  it('refuses to remove a background that is already gone, storing nothing', async () => {
    const cutOut = await sharp({ create: { width: 300, height: 400, channels: 4, background: '#00000000' } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400"><circle cx="150" cy="200" r="90" fill="#c03"/></svg>',
          ),
        },
      ])
      .png()
      .toBuffer();
    const id = (await upload(t, alice, cutOut, 'sticker.png')).json<{ design_id: string }>().design_id;
    const before = await count(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/designs/${id}/remove-background`,
      headers: bearer(alice),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/no background left to remove/);
    expect(await count(t)).toBe(before);
  });
});
