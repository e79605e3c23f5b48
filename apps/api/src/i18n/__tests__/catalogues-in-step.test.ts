import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { CANCELED_NOTICE_CATALOGUES } from '../../modules/admin/canceled-notice-texts';
import { REPLACEMENT_NOTICE_CATALOGUES } from '../../modules/admin/replacement-notice-texts';
import { ALERT_CATALOGUES } from '../../modules/alerts/alert-texts';
import { IDENTITY_EMAIL_CATALOGUES } from '../../modules/identity/identity-email-texts';
import { INVOICE_CATALOGUES } from '../../modules/invoices/invoice-texts';
import { LAYOUT_CATALOGUES } from '../../modules/mail/layout-texts';
import { ORDER_EMAIL_CATALOGUES } from '../../modules/orders/order-email-texts';
import { PAGE_TEXT_CATALOGUES } from '../../plugins/page-texts';
import { ERROR_CATALOGUE_PARTS, ERROR_CATALOGUES } from '../errors/error-texts';
import { defineCatalogue } from '../translator';
import { VALIDATION_CATALOGUE_PARTS, VALIDATION_CATALOGUES } from '../validation/validation-texts';
import { VALUE_WORDS } from '../validation/value-words';

type Catalogues = { en: Record<string, string>; et: Record<string, string> };

// Every catalogue made with defineCatalogue in the API, by the file that makes it.
const CATALOGUES: Record<string, Catalogues> = {
  'i18n/errors/error-texts.ts': ERROR_CATALOGUES,
  'i18n/validation/validation-texts.ts': VALIDATION_CATALOGUES,
  'i18n/validation/value-words.ts': VALUE_WORDS,
  'modules/admin/canceled-notice-texts.ts': CANCELED_NOTICE_CATALOGUES,
  'modules/admin/replacement-notice-texts.ts': REPLACEMENT_NOTICE_CATALOGUES,
  'modules/alerts/alert-texts.ts': ALERT_CATALOGUES,
  'modules/identity/identity-email-texts.ts': IDENTITY_EMAIL_CATALOGUES,
  'modules/invoices/invoice-texts.ts': INVOICE_CATALOGUES,
  'modules/mail/layout-texts.ts': LAYOUT_CATALOGUES,
  'modules/orders/order-email-texts.ts': ORDER_EMAIL_CATALOGUES,
  'plugins/page-texts.ts': PAGE_TEXT_CATALOGUES,
};
// Catalogues merged from parts: a key in two parts would silently lose one text.
const MERGED = { ERROR_CATALOGUE_PARTS, VALIDATION_CATALOGUE_PARTS };

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

type Compiled = ReturnType<typeof compileMessage>;

/** A message's ICU arguments with their kind and choices, nested ones too: `count:plural(one,other)`. */
function argumentsOf(message: Compiled, out = new Set<string>()): Set<string> {
  for (const token of Array.isArray(message) ? message : [message]) {
    if (!Array.isArray(token)) continue;
    const [name, type, options] = token as [string, string?, Record<string, Compiled>?];
    const choices = options && typeof options === 'object' ? Object.keys(options).sort() : [];
    out.add(`${name}${type ? `:${type}` : ''}${choices.length ? `(${choices.join(',')})` : ''}`);
    for (const choice of Object.values(options && typeof options === 'object' ? options : {}))
      argumentsOf(choice, out);
  }
  return out;
}
const signature = (message: string) => [...argumentsOf(compileMessage(message))].sort();

describe('the API catalogues', () => {
  it('lists every file that makes one', () => {
    const making = sourceFiles(srcDir)
      .filter((file) => /\bdefineCatalogue\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcDir, file).split(path.sep).join('/'))
      .filter((file) => file !== 'i18n/translator.ts');
    expect(making.sort()).toEqual(Object.keys(CATALOGUES).sort());
  });

  for (const [name, { en, et }] of Object.entries(CATALOGUES)) {
    it(`${name}: Estonian has exactly the English keys, each with the same ICU arguments`, () => {
      expect(Object.keys(et).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect({ key, arguments: signature(et[key]!) }).toEqual({ key, arguments: signature(en[key]!) });
      }
    });

    it(`${name}: an English text without arguments is printed exactly as written`, () => {
      const english = defineCatalogue({ en, et })('en');
      for (const [key, text] of Object.entries(en).filter(([, text]) => signature(text).length === 0)) {
        expect({ key, text: english(key) }).toEqual({ key, text });
      }
    });
  }

  for (const [name, parts] of Object.entries(MERGED)) {
    it(`${name}: no key is in two parts`, () => {
      const keys = Object.values(parts).flatMap((part: Catalogues) => Object.keys(part.en));
      expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    });
  }
});
