import { WITHDRAWAL_NOTICE } from '@prompttee/domain';
import { defineCatalogue, type Catalogue } from '../../i18n/translator';

const en = {
  invoiceTitle: 'Invoice {number}',
  creditNoteTitle: 'Credit note {number}',
  invoiceDate: 'Invoice date',
  creditNoteDate: 'Credit note date',
  supplyDate: 'Date of supply (payment)',
  refundDate: 'Date of refund',
  order: 'Order',
  orderOf: '{id} of {date}',
  creditsInvoiceFact: 'Credits invoice',
  documentOf: '{number} of {date}',
  currency: 'Currency',
  seller: 'Seller',
  customer: 'Customer',
  registryCode: 'Registry code {code}',
  vatNumber: 'VAT number {number}',
  description: 'Description',
  quantity: 'Qty',
  unitPriceNet: 'Unit price excl. VAT',
  unitPrice: 'Unit price',
  vatRate: 'VAT rate',
  net: 'Net',
  vat: 'VAT',
  total: 'Total',
  shipping: 'Shipping',
  vatRounding: 'VAT rounding (VAT is worked out once, on the order total)',
  totalNet: 'Total without VAT',
  totalVat: 'VAT {rate} ({country})',
  vatInEuros: 'VAT in EUR at 1 EUR = {rate} {currency} ({source}, {date})',
  rateOfEcb: 'ECB',
  rateOfSeller: 'entered by the seller',
  totalPaid: 'Total paid',
  totalCredited: 'Total credited',
  vatEstonian: 'VAT charged under the Estonian VAT Act.',
  vatOneStopShop:
    'VAT of {country} charged under the EU One-Stop-Shop scheme (Directive 2006/112/EC, article 369b).',
  noWithdrawal: WITHDRAWAL_NOTICE,
  creditsInvoiceNote: 'Credits invoice {number} of {date} in full: the order was canceled and refunded.',
  page: 'Page {page} of {pages}',
};

/**
 * The same in Estonian, as an Estonian shop prints its own documents ("arve nr", "km-ta",
 * "KMKR nr"); a country is named only in the nominative (in brackets), which needs no case ending.
 */
const et: Catalogue<typeof en> = {
  invoiceTitle: 'Arve nr {number}',
  creditNoteTitle: 'Kreeditarve nr {number}',
  invoiceDate: 'Arve kuupäev',
  creditNoteDate: 'Kreeditarve kuupäev',
  supplyDate: 'Tarnekuupäev (tasumise päev)',
  refundDate: 'Tagasimakse kuupäev',
  order: 'Tellimus',
  orderOf: '{id}, {date}',
  creditsInvoiceFact: 'Krediteeritav arve',
  documentOf: '{number}, {date}',
  currency: 'Valuuta',
  seller: 'Müüja',
  customer: 'Ostja',
  registryCode: 'Registrikood {code}',
  vatNumber: 'KMKR nr {number}',
  description: 'Kirjeldus',
  quantity: 'Kogus',
  unitPriceNet: 'Ühikuhind km-ta',
  unitPrice: 'Ühikuhind',
  vatRate: 'KM-määr',
  net: 'Summa km-ta',
  vat: 'Käibemaks',
  total: 'Kokku',
  shipping: 'Kohaletoimetamine',
  vatRounding: 'Käibemaksu ümardus (käibemaks arvutatakse üks kord, kogu tellimuse summalt)',
  totalNet: 'Kokku km-ta',
  totalVat: 'Käibemaks {rate} ({country})',
  vatInEuros: 'Käibemaks eurodes kursiga 1 EUR = {rate} {currency} ({source}, {date})',
  rateOfEcb: 'EKP',
  rateOfSeller: 'müüja sisestatud',
  totalPaid: 'Tasutud kokku',
  totalCredited: 'Krediteeritud kokku',
  vatEstonian: 'Käibemaks on arvestatud käibemaksuseaduse alusel.',
  vatOneStopShop:
    'Käibemaks on arvestatud sihtriigi ({country}) määra järgi ELi ühe kontaktpunkti erikorra alusel (direktiivi 2006/112/EÜ artikkel 369b).',
  noWithdrawal:
    'Särk valmistatakse teie enda kujunduse järgi, mistõttu 14-päevane taganemisõigus sellele ei kehti (direktiivi 2011/83/EL artikli 16 punkt c). Vigase või kahjustatud toote asendame või hüvitame siiski.',
  creditsInvoiceNote:
    'Krediteerib arve {number} ({date}) täies ulatuses: tellimus tühistati ja raha tagastati.',
  page: 'Lk {page}/{pages}',
};

/** Every word of the invoice and the credit note, in each of the shop's languages. */
export const INVOICE_CATALOGUES = { en, et };
export const invoiceTexts = defineCatalogue(INVOICE_CATALOGUES);

export type InvoiceTranslate = ReturnType<typeof invoiceTexts>;
