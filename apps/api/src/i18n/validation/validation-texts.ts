import { defineCatalogue, type Catalogue } from '../translator';
import { DOMAIN_TEXTS } from './domain-texts';
import { ZOD_TEXTS } from './zod-texts';

/** Every part of the validation catalogue, by name: the catalogue test checks no key is in two. */
export const VALIDATION_CATALOGUE_PARTS = { DOMAIN_TEXTS, ZOD_TEXTS };

const en = { ...DOMAIN_TEXTS.en, ...ZOD_TEXTS.en };
const et: Catalogue<typeof en> = { ...DOMAIN_TEXTS.et, ...ZOD_TEXTS.et };

/** The messages of the domain's checks and of zod, in each language. */
export const VALIDATION_CATALOGUES = { en, et };
export const validationTexts = defineCatalogue(VALIDATION_CATALOGUES);
export type ValidationKey = keyof typeof en;
