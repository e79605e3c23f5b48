import { defineCatalogue, type Catalogue } from '../translator';
import { CATALOG_ERRORS } from './catalog-errors';
import { CLAIM_ERRORS } from './claim-errors';
import { DESIGN_ERRORS } from './design-errors';
import { ORDER_ERRORS } from './order-errors';
import { REQUEST_ERRORS } from './request-errors';
import { SERVICE_ERRORS } from './service-errors';

/** Every part of the errors catalogue, by name: the catalogue test checks no key is in two. */
export const ERROR_CATALOGUE_PARTS = {
  REQUEST_ERRORS,
  DESIGN_ERRORS,
  ORDER_ERRORS,
  CATALOG_ERRORS,
  CLAIM_ERRORS,
  SERVICE_ERRORS,
};

const en = {
  ...REQUEST_ERRORS.en,
  ...DESIGN_ERRORS.en,
  ...ORDER_ERRORS.en,
  ...CATALOG_ERRORS.en,
  ...CLAIM_ERRORS.en,
  ...SERVICE_ERRORS.en,
};
const et: Catalogue<typeof en> = {
  ...REQUEST_ERRORS.et,
  ...DESIGN_ERRORS.et,
  ...ORDER_ERRORS.et,
  ...CATALOG_ERRORS.et,
  ...CLAIM_ERRORS.et,
  ...SERVICE_ERRORS.et,
};

/** The messages of the API's errors, in each language. */
export const ERROR_CATALOGUES = { en, et };
export const errorTexts = defineCatalogue(ERROR_CATALOGUES);

export type ErrorKey = keyof typeof en;
