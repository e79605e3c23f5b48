import { describe, expect, it } from 'vitest';
import { shippingAddressInputSchema } from '../shipping-address';
import { outsideEuVatArea, outsideEuVatAreaMessage } from '../vat';

// Each territory of the VAT Directive's article 6 (and the overseas lands outside the EU that an
// address of a member state can name), beside a mainland postcode a few kilometres away.
const outside: [country: string, postcode: string, territory: string][] = [
  ['ES', '35001', 'the Canary Islands'],
  ['ES', '38001', 'the Canary Islands'],
  ['ES', '51001', 'Ceuta'],
  ['ES', '52001', 'Melilla'],
  ['FR', '97110', 'Guadeloupe'],
  ['FR', '97133', 'Saint-Barthélemy'],
  ['FR', '97150', 'Saint-Martin'],
  ['FR', '97200', 'Martinique'],
  ['FR', '97300', 'French Guiana'],
  ['FR', '97400', 'Réunion'],
  ['FR', '97600', 'Mayotte'],
  ['FR', '97500', 'Saint-Pierre-et-Miquelon'],
  ['FR', '98600', 'Wallis and Futuna'],
  ['FR', '98714', 'French Polynesia'],
  ['FR', '98800', 'New Caledonia'],
  ['FI', '22100', 'Åland'],
  ['DE', '27498', 'Heligoland'],
  ['DE', '78266', 'Büsingen am Hochrhein'],
  ['IT', '23041', 'Livigno'],
  ['IT', '22061', "Campione d'Italia"],
  ['GR', '63086', 'Mount Athos'],
  ['DK', '3900', 'Greenland'],
  ['DK', '100', 'the Faroe Islands'],
];

const inside: [country: string, postcode: string, place: string][] = [
  ['ES', '28001', 'Madrid'],
  ['ES', '29001', 'Málaga'],
  ['ES', '11201', 'Algeciras, across the strait from Ceuta'],
  ['FR', '75001', 'Paris'],
  ['FR', '13001', 'Marseille'],
  ['FR', '98000', 'Monaco, inside the French VAT area (article 7)'],
  ['FI', '00100', 'Helsinki'],
  ['FI', '21600', 'Parainen, the mainland side of the archipelago'],
  ['DE', '27472', 'Cuxhaven'],
  ['DE', '78262', 'Gailingen am Hochrhein'],
  ['IT', '23030', 'Valdidentro, beside Livigno'],
  ['IT', '22100', 'Como'],
  ['IT', '22018', 'Porlezza, on the shore of Lake Lugano'],
  ['GR', '63100', 'Polygyros'],
  ['GR', '63075', 'Ouranoupoli, the last village before Mount Athos'],
  ['DK', '2100', 'Copenhagen'],
  ['DK', '3700', 'Rønne, Bornholm'],
  ['PT', '9000-018', 'Funchal, Madeira (in the EU VAT area)'],
];

describe('outsideEuVatArea', () => {
  it.each(outside)('%s %s is %s', (country, postcode, territory) => {
    expect(outsideEuVatArea({ country, postcode, city: 'Somewhere' })).toBe(territory);
  });

  it.each(inside)('%s %s (%s) is inside', (country, postcode) => {
    expect(outsideEuVatArea({ country, postcode, city: 'Somewhere' })).toBeNull();
  });

  it.each([
    ['ES', 'E-35001'],
    ['FI', 'AX-22100'],
    ['FI', 'ax 22100'],
    ['GR', '630 86'],
    ['FR', 'F-97400'],
    ['DK', 'FO-100'],
  ])('reads %s %s written with a country prefix or spaces', (country, postcode) => {
    expect(outsideEuVatArea({ country, postcode, city: 'Somewhere' })).not.toBeNull();
  });

  // Before their own codes, Livigno and Campione shared a code with their neighbours.
  it('knows Livigno and Campione by their city under the codes they once shared', () => {
    expect(outsideEuVatArea({ country: 'IT', postcode: '23030', city: 'Livigno' })).toBe('Livigno');
    expect(outsideEuVatArea({ country: 'IT', postcode: '23030', city: 'Trepalle' })).toBe('Livigno');
    expect(outsideEuVatArea({ country: 'IT', postcode: '22060', city: "Campione d'Italia" })).toBe(
      "Campione d'Italia",
    );
    expect(outsideEuVatArea({ country: 'IT', postcode: '22060', city: 'Carugo' })).toBeNull();
  });

  it('says why, in words a customer reads', () => {
    expect(outsideEuVatAreaMessage('the Canary Islands')).toBe(
      "We can't deliver to the Canary Islands: it is outside the EU VAT area.",
    );
  });
});

describe('the shipping address form', () => {
  const address = {
    first_name: 'Ana',
    last_name: 'Pérez',
    address1: 'Calle Mayor 5',
    city: 'Somewhere',
    county: 'Provincia',
    phone1: '+34612345678',
  };
  const postcodeErrors = (country: string, postcode: string) =>
    shippingAddressInputSchema
      .safeParse({ ...address, country, postcode })
      .error?.issues.filter((issue) => issue.path[0] === 'postcode')
      .map((issue) => issue.message) ?? [];

  it.each(outside)('refuses %s %s under the postcode, naming %s', (country, postcode, territory) => {
    expect(postcodeErrors(country, postcode)).toEqual([outsideEuVatAreaMessage(territory)]);
  });

  it.each(inside)('accepts %s %s (%s)', (country, postcode) => {
    expect(postcodeErrors(country, postcode)).toEqual([]);
  });
});
