import { designListItemSchema } from '@prompttee/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTestUser, type TestApp, type TestUser } from '../../../testing/test-app';
import { uploadCaption } from '../upload-caption';
import { upload } from './upload-helpers';

describe('the caption made of an upload’s file name', () => {
  it.each([
    ['a right-to-left override', 'evil\u202Egnp.exe', 'evilgnp.exe'],
    [
      'every bidirectional embedding, override and isolate',
      'a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069.png',
      'abcdefgh.png',
    ],
    ['left-to-right, right-to-left and Arabic letter marks', '\u200Ephoto\u200F\u061C.png', 'photo.png'],
    ['C0 and C1 controls and DEL', 'a\u0000b\u0007c\u001Bd\u007Fe\u0085f\u009B.png', 'abcdef.png'],
    [
      'invisible format characters and line separators',
      '\uFEFFa\u200Bb\u2060c\u00ADd\u2028e\u2029.png',
      'abcde.png',
    ],
    ['its folders', 'C:\\Users\\me\\Desktop\\dog.png', 'dog.png'],
  ])('drops %s', (_what, fileName, caption) => {
    expect(uploadCaption(fileName)).toBe(caption);
  });

  it('keeps the joiners that emoji and scripts need, and names in any script', () => {
    expect(uploadCaption('👨\u200D👩\u200D👧 می\u200Cخواهم שלום.png')).toBe(
      '👨\u200D👩\u200D👧 می\u200Cخواهم שלום.png',
    );
  });

  it('keeps at most 120 characters, never half of one', () => {
    expect(uploadCaption('😀'.repeat(200))).toBe('😀'.repeat(120));
  });

  it('names a file with nothing printable "Your image"', () => {
    expect(uploadCaption('\u202E\u200F ')).toBe('Your image');
    expect(uploadCaption(undefined)).toBe('Your image');
  });
});

describe(`an upload named with a right-to-left override (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await signUpTestUser(t.app);
  });
  afterAll(() => t.close());

  it('is stored and listed under its name as it really reads', async () => {
    const png = await sharp({ create: { width: 6, height: 8, channels: 3, background: '#808080' } })
      .png()
      .toBuffer();
    const res = await upload(t, alice, png, 'evil\u202Egnp.exe');
    expect(res.statusCode, res.body).toBe(201);
    expect(designListItemSchema.parse(res.json()).prompt).toBe('evilgnp.exe');
  });
});
