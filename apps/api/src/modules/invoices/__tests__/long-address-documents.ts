import { buildCreditNoteDocument } from '../build-invoice-document';
import type { InvoiceDocument } from '../invoice-repository';

// Every field at the longest the address form accepts (names and city 50, company and address
// lines 100, state 50), with Estonian compounds longer than a block is wide.
const longName = 'Maria-Magdalena Vanaemaleivateostmisekoosolekuruumide';
const longCity = 'Kõrvemaaveekogudekaitsevööndivalla-Järvakandisuur';
const longStreet =
  'Vanaemaleivateostmisekoosolekuruumidekoridoripõrandapuhastusvahenditekapi tänav 123, korter 45';
const longSellerAddress =
  'Tartumaapõllumajandusühistudekeskladudepiirkonnamaantee 5-12, 10117 Tallinn, Harju maakond, Estonia';

// Issued before documents had a language: no locale, the country as the last address line and
// the notes as English sentences; it still prints, in English.
export const longAddressInvoice: InvoiceDocument = {
  kind: 'invoice',
  number: 'INV-2026-000042',
  issueDate: '2026-11-20',
  supplyDate: '2026-11-20',
  seller: {
    name: 'PromptTee OÜ',
    address: longSellerAddress,
    registryCode: '16000000',
    vatNumber: 'EE102000000',
    email: 'support@prompttee.example',
  },
  buyer: {
    name: `${longName.slice(0, 50)} ${longName.slice(0, 50)}`,
    company: 'Rahvusvaheliste Tekstiilitrükiteenuste ja Reklaamlahenduste Osaühing Põhja-Eesti Filiaal nr 7',
    vatNumber: 'EE123456789012345678',
    address: [
      `${longStreet.slice(0, 100)}, ${longStreet.slice(0, 100)}`,
      `10117 ${longCity}`,
      'Ida-Virumaa ja Lääne-Virumaa ühendatud piirkond X',
      'Estonia',
    ],
  },
  order: { displayId: 'PT-2026-ABCDEF', date: '2026-11-20' },
  currency: 'EUR',
  vat: { country: 'EE', basisPoints: 2400, scheme: 'domestic' },
  lines: [
    {
      description: 'Classic Unisex T-Shirt (White / M) - front print',
      quantity: 1,
      unitNet: 2015,
      net: 2015,
      vat: 484,
      gross: 2499,
    },
  ],
  totals: { net: 2015, vat: 484, gross: 2499 },
  notes: ['VAT charged under the Estonian VAT Act.'],
};
export const longAddressCreditNote = buildCreditNoteDocument({
  number: 'CN-2026-000007',
  locale: 'en',
  issuedAt: new Date('2026-11-22T10:00:00Z'),
  invoice: longAddressInvoice,
});
