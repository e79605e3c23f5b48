import type { Catalogue } from '../translator';

// Refusals of the operator's catalogue changes, and of a sold-out variant in an order.

const en = {
  soldOut: '{sku} is sold out',
  sendAtLeastOne: 'Send at least one of {fields}',
  noSuchColour: '{product} has no colour {code}',
  noSuchSize: '{product} has no size {code}',
  saleEndsBeforeStart: 'A sale must end after it starts',
  saleEndsInPast: 'A sale must end in the future',
  salePriceInEveryCurrency: 'Set a sale price in every currency',
  salePriceNotLower: 'A sale price must be lower than the usual price',
  noPriceInCurrency: 'The variant has no price in this currency',
};

const et: Catalogue<typeof en> = {
  soldOut: 'Toode {sku} on välja müüdud',
  sendAtLeastOne: 'Saada vähemalt üks neist: {fields}',
  noSuchColour: 'Tootel {product} ei ole värvi {code}',
  noSuchSize: 'Tootel {product} ei ole suurust {code}',
  saleEndsBeforeStart: 'Soodusmüük peab lõppema pärast selle algust',
  saleEndsInPast: 'Soodusmüük peab lõppema tulevikus',
  salePriceInEveryCurrency: 'Määra soodushind igas valuutas',
  salePriceNotLower: 'Soodushind peab olema tavahinnast madalam',
  noPriceInCurrency: 'Sellel variandil ei ole selles valuutas hinda',
};

export const CATALOG_ERRORS = { en, et };
