import { WITHDRAWAL_NOTICE } from '@prompttee/domain';
import { describe, expect, it } from 'vitest';
import { documentLocale } from '../build-invoice-document';
import { renderInvoicePdf } from '../render-invoice-pdf';
import { creditNoteOf, invoiceOf, readable, SHIRT } from './document-fixtures';
import { longAddressInvoice } from './long-address-documents';
import { pdfText } from './pdf-text';

const lines = [
  { description: SHIRT, quantity: 1, unitGrossCents: 2499 },
  { description: 'Tote Bag (Natural) - front print', quantity: 2, unitGrossCents: 1999 },
];
const textOf = async (document: Parameters<typeof renderInvoicePdf>[0]) =>
  readable(await pdfText(await renderInvoicePdf(document, 'PromptTee')));
const MINUS = '\u2212';

describe('the language of a document', () => {
  it('is the account’s, else the order’s, else English', () => {
    expect(documentLocale('et', 'en')).toBe('et');
    expect(documentLocale('en', 'et')).toBe('en');
    expect(documentLocale(null, 'et')).toBe('et');
    expect(documentLocale(null)).toBe('en');
  });

  it('is stored with the document, so it prints the same again', async () => {
    const document = invoiceOf({ locale: 'et', lines, shippingCents: 399 });
    expect(document.locale).toBe('et');
    const stored = JSON.parse(JSON.stringify(document)) as typeof document;
    expect(
      (await renderInvoicePdf(stored, 'PromptTee')).equals(await renderInvoicePdf(document, 'PromptTee')),
    ).toBe(true);
  });
});

describe('an Estonian customer’s documents', () => {
  it('words the invoice in Estonian, with Estonian numbers, money and dates', async () => {
    const text = await textOf(invoiceOf({ locale: 'et', lines, shippingCents: 399 }));
    for (const expected of [
      'Arve nr INV-2026-000001',
      'Arve kuupäev: 20.11.2026',
      'Tarnekuupäev (tasumise päev): 20.11.2026',
      'Tellimus: PT-2026-ABCDEF, 20.11.2026',
      'Valuuta: EUR',
      'MÜÜJA PromptTee OÜ Narva mnt 5, 10117 Tallinn, Estonia Registrikood 16000000 KMKR nr EE102000000',
      'OSTJA Mari Tamm Pikk 12 51004 Tartu Eesti',
      'Kirjeldus Kogus Ühikuhind km-ta KM-määr Summa km-ta Käibemaks Kokku',
      `${SHIRT} 1 20,15 € 24% 20,15 € 4,84 € 24,99 €`,
      'Tote Bag (Natural) - front print 2 16,12 € 24% 32,24 € 7,74 € 39,98 €',
      'Kohaletoimetamine 1 3,22 € 24% 3,22 € 0,77 € 3,99 €',
      'Kokku km-ta 55,61 € Käibemaks 24% (Eesti) 13,35 € Tasutud kokku 68,96 €',
      'Käibemaks on arvestatud käibemaksuseaduse alusel.',
      'Särk valmistatakse teie enda kujunduse järgi, mistõttu 14-päevane taganemisõigus sellele ei kehti (direktiivi 2011/83/EL artikli 16 punkt c). Vigase või kahjustatud toote asendame või hüvitame siiski.',
      'PromptTee · Arve nr INV-2026-000001 Lk 1/1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Invoice');
  });

  it('words the credit note in Estonian, its amounts negative, taxed where it shipped', async () => {
    const text = await textOf(
      creditNoteOf({ locale: 'et', lines, vat: { country: 'SE', basisPoints: 2500 } }),
    );
    for (const expected of [
      'Kreeditarve nr CN-2026-000001',
      'Kreeditarve kuupäev: 22.11.2026',
      'Tagasimakse kuupäev: 22.11.2026',
      'Krediteeritav arve: INV-2026-000001, 20.11.2026',
      'OSTJA Mari Tamm Pikk 12 111 22 Stockholm Rootsi',
      `${SHIRT} 1 ${MINUS}19,99 € 25% ${MINUS}19,99 € ${MINUS}5,00 € ${MINUS}24,99 €`,
      `Kokku km-ta ${MINUS}51,98 € Käibemaks 25% (Rootsi) ${MINUS}12,99 € Krediteeritud kokku ${MINUS}64,97 €`,
      'Krediteerib arve INV-2026-000001 (20.11.2026) täies ulatuses: tellimus tühistati ja raha tagastati.',
      'Lk 1/1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('names the One-Stop-Shop and the country whose VAT an invoice charges', async () => {
    const text = await textOf(invoiceOf({ locale: 'et', lines, vat: { country: 'SE', basisPoints: 2500 } }));
    expect(text).toContain(
      'Käibemaks on arvestatud sihtriigi (Rootsi) määra järgi ELi ühe kontaktpunkti erikorra alusel (direktiivi 2006/112/EÜ artikkel 369b).',
    );
  });
});

describe('an English customer’s documents', () => {
  it('state the same facts as before, in English', async () => {
    const text = await textOf(invoiceOf({ locale: 'en', lines, vat: { country: 'SE', basisPoints: 2500 } }));
    for (const expected of [
      'Invoice INV-2026-000001',
      'Invoice date: Nov 20, 2026',
      'Date of supply (payment): Nov 20, 2026',
      'Order: PT-2026-ABCDEF of Nov 20, 2026',
      'Currency: EUR',
      'SELLER PromptTee OÜ Narva mnt 5, 10117 Tallinn, Estonia Registry code 16000000 VAT number EE102000000 support@shop.example',
      'CUSTOMER Mari Tamm Pikk 12 111 22 Stockholm Sweden',
      'Description Qty Unit price excl. VAT VAT rate Net VAT Total',
      `${SHIRT} 1 €19.99 25% €19.99 €5.00 €24.99`,
      'Total without VAT €51.98 VAT 25% (Sweden) €12.99 Total paid €64.97',
      'VAT of Sweden charged under the EU One-Stop-Shop scheme (Directive 2006/112/EC, article 369b).',
      WITHDRAWAL_NOTICE,
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a document issued before documents had a language in English, its notes as stored', async () => {
    const text = await textOf(longAddressInvoice);
    expect(longAddressInvoice.locale).toBeUndefined();
    expect(text).toContain('Invoice INV-2026-000042');
    expect(text).toContain('VAT 24% (Estonia)');
    expect(text).toContain('VAT charged under the Estonian VAT Act.');
  });
});
