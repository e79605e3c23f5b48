import type { Locale } from '@prompttee/domain';
import { defineCatalogue, type Catalogue } from '../translator';
import { DESIGN_ERRORS } from './design-errors';
import { ORDER_ERRORS } from './order-errors';
import { REQUEST_ERRORS } from './request-errors';

/** Every part of the errors catalogue, by name: the catalogue test checks no key is in two. */
export const ERROR_CATALOGUE_PARTS = { REQUEST_ERRORS, DESIGN_ERRORS, ORDER_ERRORS };

const en = { ...REQUEST_ERRORS.en, ...DESIGN_ERRORS.en, ...ORDER_ERRORS.en };
const et: Catalogue<typeof en> = { ...REQUEST_ERRORS.et, ...DESIGN_ERRORS.et, ...ORDER_ERRORS.et };

/** The messages of the API's errors, in each language. */
export const ERROR_CATALOGUES = { en, et };
export const errorTexts = defineCatalogue(ERROR_CATALOGUES);

export type ErrorKey = keyof typeof en;
/** A value each language writes its own way: a date, an amount, a product's name. */
export type LocalValue = (locale: Locale) => string;
export type ErrorValues = Record<string, string | number | LocalValue>;
/** An error's message as a key of the errors catalogue and its values, formatted per request. */
export type ErrorText = { readonly key: ErrorKey; readonly values?: ErrorValues };

export const errorText = (key: ErrorKey, values?: ErrorValues): ErrorText =>
  values ? { key, values } : { key };

/** `text` in `locale`; English is the message the logs keep. */
export function formatError(text: ErrorText, locale: Locale): string {
  const values =
    text.values &&
    Object.fromEntries(
      Object.entries(text.values).map(([name, value]) => [
        name,
        typeof value === 'function' ? value(locale) : value,
      ]),
    );
  return errorTexts(locale)(text.key, values);
}
