import type { Catalogue } from '../translator';

// Zod's own messages, for checks that give none of their own (zod 4's English locale, whose
// words the API has always sent). The values are read back from the English message
// (translate-message.ts); Estonian writes the types and limits in its own words.

const en = {
  zodMissing: 'Invalid input: expected {expected}, received undefined',
  zodInvalidType: 'Invalid input: expected {expected}, received {received}',
  zodInvalidValue: 'Invalid input: expected {value}',
  zodInvalidOption: 'Invalid option: expected one of {options}',
  zodTooBigSized: 'Too big: expected {origin} to have {relation}{limit} {unit}',
  zodTooBig: 'Too big: expected {origin} to be {relation}{limit}',
  zodTooSmallSized: 'Too small: expected {origin} to have {relation}{limit} {unit}',
  zodTooSmall: 'Too small: expected {origin} to be {relation}{limit}',
  zodInvalidPattern: 'Invalid string: must match pattern {pattern}',
  zodInvalidFormat: 'Invalid {format}',
  zodNotMultipleOf: 'Invalid number: must be a multiple of {divisor}',
  zodUnrecognizedKeys: 'Unrecognized {count, plural, one {key} other {keys}}: {keys}',
  zodInvalidInput: 'Invalid input',
};

const et: Catalogue<typeof en> = {
  zodMissing: 'Väärtus puudub (oodatav tüüp: {expected})',
  zodInvalidType: 'Vigane väärtus: oodatav tüüp on {expected}, saadud tüüp on {received}',
  zodInvalidValue: 'Vigane väärtus: oodati {value}',
  zodInvalidOption: 'Vigane valik: oodati üht järgmistest: {options}',
  zodTooBigSized: 'Liiga suur: {origin} võib sisaldada {relation} {limit} {unit}',
  zodTooBig: 'Liiga suur: {origin} peab olema {relation} {limit}',
  zodTooSmallSized: 'Liiga väike: {origin} peab sisaldama {relation} {limit} {unit}',
  zodTooSmall: 'Liiga väike: {origin} peab olema {relation} {limit}',
  zodInvalidPattern: 'Vigane tekst: peab vastama mustrile {pattern}',
  zodInvalidFormat: 'Vigane {format}',
  zodNotMultipleOf: 'Vigane arv: peab olema arvu {divisor} kordne',
  zodUnrecognizedKeys: '{count, plural, one {Tundmatu võti} other {Tundmatud võtmed}}: {keys}',
  zodInvalidInput: 'Vigane väärtus',
};

export const ZOD_TEXTS = { en, et };
