import { accountDocs } from './account';
import { adminDocs } from './admin';
import { catalogDocs } from './catalog';
import { designDocs } from './designs';
import { errorDocs } from './errors';
import type { SchemaDocs } from './field-docs';
import { invoiceDocs } from './invoices';
import { layerDocs } from './layers';
import { orderDocs } from './orders';
import { webhookDocs } from './webhooks';

/** Every documented schema of the API's contracts, for the OpenAPI document. */
export const CONTRACT_DOCS: readonly SchemaDocs[] = [
  ...errorDocs,
  ...designDocs,
  ...layerDocs,
  ...orderDocs,
  ...accountDocs,
  ...invoiceDocs,
  ...catalogDocs,
  ...adminDocs,
  ...webhookDocs,
];
