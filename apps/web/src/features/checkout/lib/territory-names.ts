import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The places inside a member state but outside the EU VAT area that the address schema refuses,
// by the English name its message gives them.
const TERRITORIES: Record<string, MessageDescriptor> = {
  'the Canary Islands': msg`the Canary Islands`,
  Ceuta: msg`Ceuta`,
  Melilla: msg`Melilla`,
  'Saint-Barthélemy': msg`Saint-Barthélemy`,
  'Saint-Martin': msg`Saint-Martin`,
  Guadeloupe: msg`Guadeloupe`,
  Martinique: msg`Martinique`,
  'French Guiana': msg`French Guiana`,
  Réunion: msg`Réunion`,
  'Saint-Pierre-et-Miquelon': msg`Saint-Pierre-et-Miquelon`,
  Mayotte: msg`Mayotte`,
  'Wallis and Futuna': msg`Wallis and Futuna`,
  'French Polynesia': msg`French Polynesia`,
  'New Caledonia': msg`New Caledonia`,
  Åland: msg`Åland`,
  Heligoland: msg`Heligoland`,
  'Büsingen am Hochrhein': msg`Büsingen am Hochrhein`,
  Livigno: msg`Livigno`,
  "Campione d'Italia": msg`Campione d'Italia`,
  'Mount Athos': msg`Mount Athos`,
  Greenland: msg`Greenland`,
  'the Faroe Islands': msg`the Faroe Islands`,
};

const OUTSIDE = /^We can't deliver to (.+): it is outside the EU VAT area\.$/;

/** "We can't deliver to the Canary Islands: ..." in the page's language; null for other messages. */
export function territoryMessage(message: string): string | null {
  const name = OUTSIDE.exec(message)?.[1];
  if (!name) return null;
  const known = TERRITORIES[name];
  const territory = known ? i18n._(known) : name;
  return i18n._(msg`We can't deliver to ${territory}: it is outside the EU VAT area.`);
}
