/**
 * The catalogue in Estonian: product names, colours, sizes and the product safety facts, as an
 * Estonian shop writes them. build-catalog.ts puts them in catalog.json under `translations.et`;
 * a test fails when a product, colour or size has no Estonian name.
 */
import type { CatalogProductTexts } from '@prompttee/domain';

export const sizesEt: Record<string, string> = {
  XS: 'Väga väike (XS)',
  S: 'Väike (S)',
  M: 'Keskmine (M)',
  L: 'Suur (L)',
  XL: 'Väga suur (XL)',
  '2XL': '2XL',
  '3XL': '3XL',
};

export const colorsEt: Record<string, string> = {
  WHI: 'Valge',
  BLK: 'Must',
  NAV: 'Tumesinine',
  HGR: 'Hallmeleež',
  RED: 'Punane',
  FOR: 'Metsaroheline',
  ROY: 'Kuninglik sinine',
  SAN: 'Liivakarva',
  PNK: 'Roosa',
  MAR: 'Kastanpruun',
  NAT: 'Naturaalvalge',
  SAG: 'Salvei',
  CLY: 'Savipunane',
  BUR: 'Burgundia',
  CHA: 'Süsihall',
  YEL: 'Kollane',
};

export const care =
  'Masinpesu pahempidi 30 °C juures koos sarnast värvi pesuga. Mitte valgendada ega trummelkuivatada. Triikida pahempidi madalal temperatuuril, mitte kunagi trükipildil. Mitte keemiliselt puhastada.';
export const warnings = [
  'Hoida eemal tulest ja lahtisest leegist.',
  'Pesta enne esimest kandmist: uus trükitud rõivas võib värvi anda.',
];

export const productTextsEt: Record<string, CatalogProductTexts> = {
  'classic-tee': {
    name: 'Klassikaline unisex T-särk',
    colors: colorsEt,
    sizes: sizesEt,
    safety: {
      identifier:
        'PromptTee klassikaline unisex T-särk, mudel CLS; tootekood (nt CLS-WHI-M) on hooldusetiketil',
      material:
        '100 % kammitud ringketrusega puuvill, ühepalgeline trikoo, 180 g/m²; meleeživärvid 90 % puuvill, 10 % polüester. Trükitud otse rõivale veepõhiste pigmenttintidega.',
      care,
      warnings,
    },
  },
  'premium-organic-tee': {
    name: 'Premium mahepuuvillane T-särk',
    colors: { ...colorsEt, NAV: 'Prantsuse tumesinine' },
    sizes: sizesEt,
    safety: {
      identifier:
        'PromptTee premium mahepuuvillane T-särk, mudel PRM; tootekood (nt PRM-NAT-M) on hooldusetiketil',
      material:
        '100 % kammitud mahepuuvill, ühepalgeline trikoo, 200 g/m²; hallmeleež 85 % mahepuuvill, 15 % viskoos. Trükitud otse rõivale veepõhiste pigmenttintidega.',
      care,
      warnings,
    },
  },
};
