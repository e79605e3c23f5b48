import {
  layersSchema,
  MAX_TEXT_LENGTH,
  outsideEuVatAreaMessage,
  shippingAddressInputSchema,
} from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { translateError } from '../../errors/translate-error';
import { translateDomainMessage } from '../translate-message';

// The API loads zod's English messages (its classic `zod` import does); zod/mini alone has none.
z.config(z.locales.en());

const firstMessage = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error!.issues[0]!.message;

describe("the domain's and zod's messages in Estonian", () => {
  it("words the address form's refusals as the checkout does", () => {
    expect(translateDomainMessage('First name is required', 'et')).toBe('Eesnimi on kohustuslik');
    expect(translateDomainMessage('City cannot exceed 50 characters', 'et')).toBe(
      'Linn võib olla kuni 50 märki pikk',
    );
    expect(translateDomainMessage(outsideEuVatAreaMessage('the Canary Islands'), 'et')).toBe(
      'Sihtkohta Kanaari saared me ei tarni: see jääb väljapoole ELi käibemaksuala.',
    );
    // A field the form does not have is not guessed at.
    expect(translateDomainMessage('Nickname is required', 'et')).toBe(undefined);
  });

  it('knows the messages the schemas make', () => {
    const address = shippingAddressInputSchema.safeParse({ country: 'US' }).error!.issues;
    const estonian = address.map((issue) => translateDomainMessage(issue.message, 'et'));
    expect(estonian).not.toContain(undefined);
    expect(translateDomainMessage(firstMessage(layersSchema, {}), 'et')).toBe(
      'Vähemalt ühel küljel peab olema kiht',
    );
    expect(translateDomainMessage(`Text must be at most ${MAX_TEXT_LENGTH} characters`, 'et')).toBe(
      `Tekst võib olla kuni ${MAX_TEXT_LENGTH} märki pikk`,
    );
  });

  it('puts the side in the case Estonian needs', () => {
    expect(translateDomainMessage('There is no design on the back to place', 'et')).toBe(
      'Tagaküljel ei ole kujundust, mida paigutada',
    );
    expect(
      translateError('items.0.placements: front: The design must stay inside the print area', 'et'),
    ).toBe('items.0.placements: front: Kujundus peab jääma trükiala sisse');
  });

  it("words zod's own messages with their values", () => {
    const check = (schema: z.ZodMiniType, value: unknown) =>
      translateDomainMessage(firstMessage(schema, value), 'et');
    expect(check(z.object({ a: z.string() }), {})).toBe('Väärtus puudub (oodatav tüüp: tekst)');
    expect(check(z.number(), 'x')).toBe('Vigane väärtus: oodatav tüüp on arv, saadud tüüp on tekst');
    expect(check(z.string().check(z.maxLength(5)), 'abcdefg')).toBe(
      'Liiga suur: tekst võib sisaldada kuni 5 märki',
    );
    expect(check(z.int().check(z.minimum(1)), 0)).toBe('Liiga väike: arv peab olema vähemalt 1');
    expect(check(z.enum(['a', 'b']), 'c')).toBe('Vigane valik: oodati üht järgmistest: "a"|"b"');
    expect(check(z.uuid(), 'nope')).toBe('Vigane UUID');
    expect(check(z.strictObject({}), { x: 1, y: 2 })).toBe('Tundmatud võtmed: "x", "y"');
  });

  it('leaves English and unknown messages as they are', () => {
    expect(translateError('First name is required', 'en')).toBe('First name is required');
    expect(translateError('Something nobody wrote down', 'et')).toBe('Something nobody wrote down');
    expect(translateError('size: Something nobody wrote down', 'et')).toBe(
      'size: Something nobody wrote down',
    );
  });
});
