// Parts of member states where EU VAT does not apply (VAT Directive 2006/112/EC, article 6), and
// the overseas lands outside the EU that an address of a member state can still name. A delivery
// there is an export with customs and import VAT, not a One-Stop-Shop sale: the shop does not
// deliver there (decision 046). Known by postcode, as the producer and the post know them.
//
// Left out on purpose: the Italian waters of Lake Lugano have no postcode of their own (the comuni
// on the shore, such as Porlezza 22018 or Valsolda 22010, are inside the EU VAT area); Monaco
// (FR 98000) counts as France (article 7); Madeira and the Azores are inside, at their own rates.

type Territory = {
  country: string;
  /** Tested against the postcode's digits, without spaces, hyphens or a country prefix. */
  postcode: RegExp;
  /** Names the place when the postcode is shared with places inside the EU VAT area. */
  city?: RegExp;
  /** As a customer reads it after "We can't deliver to". */
  name: string;
};

const TERRITORIES: readonly Territory[] = [
  { country: 'ES', postcode: /^(35|38)\d{3}$/, name: 'the Canary Islands' },
  { country: 'ES', postcode: /^51\d{3}$/, name: 'Ceuta' },
  { country: 'ES', postcode: /^52\d{3}$/, name: 'Melilla' },
  // Saint-Barthélemy and Saint-Martin left Guadeloupe in 2007 but kept its postcodes.
  { country: 'FR', postcode: /^97133$/, name: 'Saint-Barthélemy' },
  { country: 'FR', postcode: /^97150$/, name: 'Saint-Martin' },
  { country: 'FR', postcode: /^971\d{2}$/, name: 'Guadeloupe' },
  { country: 'FR', postcode: /^972\d{2}$/, name: 'Martinique' },
  { country: 'FR', postcode: /^973\d{2}$/, name: 'French Guiana' },
  { country: 'FR', postcode: /^974\d{2}$/, name: 'Réunion' },
  { country: 'FR', postcode: /^975\d{2}$/, name: 'Saint-Pierre-et-Miquelon' },
  { country: 'FR', postcode: /^976\d{2}$/, name: 'Mayotte' },
  { country: 'FR', postcode: /^986\d{2}$/, name: 'Wallis and Futuna' },
  { country: 'FR', postcode: /^987\d{2}$/, name: 'French Polynesia' },
  { country: 'FR', postcode: /^988\d{2}$/, name: 'New Caledonia' },
  { country: 'FI', postcode: /^22\d{3}$/, name: 'Åland' },
  { country: 'DE', postcode: /^27498$/, name: 'Heligoland' },
  { country: 'DE', postcode: /^78266$/, name: 'Büsingen am Hochrhein' },
  { country: 'IT', postcode: /^23041$/, name: 'Livigno' },
  { country: 'IT', postcode: /^22061$/, name: "Campione d'Italia" },
  // Their codes until they got their own, still shared with neighbours inside the EU VAT area.
  { country: 'IT', postcode: /^23030$/, city: /\b(livigno|trepalle)\b/i, name: 'Livigno' },
  { country: 'IT', postcode: /^22060$/, city: /\bcampione\b/i, name: "Campione d'Italia" },
  { country: 'GR', postcode: /^63086$/, name: 'Mount Athos' },
  // Danish postcodes have four digits; 39xx are Greenland's and three digits the Faroes'.
  { country: 'DK', postcode: /^39\d{2}$/, name: 'Greenland' },
  { country: 'DK', postcode: /^\d{3}$/, name: 'the Faroe Islands' },
];

/** "E-35001", "AX-22100", "630 86" -> the digits the post sorts by. */
const postcodeDigits = (postcode: string) =>
  postcode
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/^[A-Z]+/, '');

/** The territory outside the EU VAT area that the address lies in, or null when it is inside. */
export function outsideEuVatArea(address: {
  country: string;
  postcode: string;
  city: string;
}): string | null {
  const country = address.country.trim().toUpperCase();
  const digits = postcodeDigits(address.postcode);
  const found = TERRITORIES.find(
    (territory) =>
      territory.country === country &&
      territory.postcode.test(digits) &&
      (!territory.city || territory.city.test(address.city)),
  );
  return found?.name ?? null;
}

export const outsideEuVatAreaMessage = (territory: string) =>
  `We can't deliver to ${territory}: it is outside the EU VAT area.`;
