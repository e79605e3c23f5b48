import type { Locale } from '@prompttee/domain';
import { defineCatalogue, type Catalogue } from '../translator';

// The words a message is built around: the address form's field names (in the nominative, as a
// sentence starts), the places outside the EU VAT area, and the types, units, limits and formats
// of zod's own messages. English is as the domain and zod write them.

const en = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company',
  vatNumber: 'VAT number',
  address: 'Address',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
  phone: 'Phone',
  canaryIslands: 'the Canary Islands',
  frenchGuiana: 'French Guiana',
  frenchPolynesia: 'French Polynesia',
  newCaledonia: 'New Caledonia',
  wallisAndFutuna: 'Wallis and Futuna',
  saintPierreEtMiquelon: 'Saint-Pierre-et-Miquelon',
  aland: 'Åland',
  heligoland: 'Heligoland',
  mountAthos: 'Mount Athos',
  greenland: 'Greenland',
  faroeIslands: 'the Faroe Islands',
  typeString: 'string',
  typeNumber: 'number',
  typeBoolean: 'boolean',
  typeObject: 'object',
  typeArray: 'array',
  typeDate: 'date',
  typeFile: 'file',
  typeSet: 'set',
  unitCharacters: 'characters',
  unitItems: 'items',
  unitBytes: 'bytes',
  unitEntries: 'entries',
  atMost: '<=',
  lessThan: '<',
  atLeast: '>=',
  moreThan: '>',
  exactly: 'exactly ',
  formatEmail: 'email address',
  formatIsoDate: 'ISO date',
  formatIsoDatetime: 'ISO datetime',
  formatIsoTime: 'ISO time',
  formatInput: 'input',
};

const et: Catalogue<typeof en> = {
  firstName: 'Eesnimi',
  lastName: 'Perekonnanimi',
  company: 'Ettevõte',
  vatNumber: 'KMKR number',
  address: 'Aadress',
  addressLine2: 'Aadressi 2. rida',
  city: 'Linn',
  state: 'Maakond',
  postalCode: 'Postiindeks',
  country: 'Riik',
  phone: 'Telefon',
  canaryIslands: 'Kanaari saared',
  frenchGuiana: 'Prantsuse Guajaana',
  frenchPolynesia: 'Prantsuse Polüneesia',
  newCaledonia: 'Uus-Kaledoonia',
  wallisAndFutuna: 'Wallis ja Futuna',
  saintPierreEtMiquelon: 'Saint-Pierre ja Miquelon',
  aland: 'Ahvenamaa',
  heligoland: 'Helgoland',
  mountAthos: 'Athose mägi',
  greenland: 'Gröönimaa',
  faroeIslands: 'Fääri saared',
  typeString: 'tekst',
  typeNumber: 'arv',
  typeBoolean: 'tõeväärtus',
  typeObject: 'objekt',
  typeArray: 'loend',
  typeDate: 'kuupäev',
  typeFile: 'fail',
  typeSet: 'hulk',
  unitCharacters: 'märki',
  unitItems: 'elementi',
  unitBytes: 'baiti',
  unitEntries: 'kirjet',
  atMost: 'kuni',
  lessThan: 'vähem kui',
  atLeast: 'vähemalt',
  moreThan: 'rohkem kui',
  exactly: 'täpselt',
  formatEmail: 'e-posti aadress',
  formatIsoDate: 'ISO-kuupäev',
  formatIsoDatetime: 'ISO-ajatempel',
  formatIsoTime: 'ISO-kellaaeg',
  formatInput: 'sisend',
};

export const VALUE_WORDS = { en, et };
const valueWords = defineCatalogue(VALUE_WORDS);
const keyOf = new Map(Object.entries(en).map(([key, english]) => [english, key as keyof typeof en]));

/** A word of a message in `locale`; one it does not know (a place name the same in every language) as it is. */
export function wordIn(english: string, locale: Locale): string {
  const key = keyOf.get(english);
  return key ? valueWords(locale)(key) : english;
}

/** Whether `english` is one of the address form's field names. */
export const isKnownWord = (english: string) => keyOf.has(english);
