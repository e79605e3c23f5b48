/** The Estonian for the products beside the two tees (see catalog-texts-et.ts). */
import type { CatalogProductTexts } from '@prompttee/domain';
import { care, colorsEt, sizesEt, warnings } from './catalog-texts-et';

const fleece =
  '80 % ringketrusega puuvill, 20 % polüester, fliis 280 g/m², seest kraasitud; soonikkoes kätised ja allääre soonik 95 % puuvill, 5 % elastaan. Trükitud otse rõivale veepõhiste pigmenttintidega.';
const identifier = (name: string, model: string, sku: string) =>
  `PromptTee ${name}, mudel ${model}; tootekood (nt ${sku}) on hooldusetiketil`;

const kidsSizesEt: Record<string, string> = {
  '3-4': '3–4 aastat',
  '5-6': '5–6 aastat',
  '7-8': '7–8 aastat',
  '9-11': '9–11 aastat',
  '12-14': '12–14 aastat',
};

export const moreProductTextsEt: Record<string, CatalogProductTexts> = {
  hoodie: {
    name: 'Kapuutsiga pusa',
    colors: { ...colorsEt, HGR: 'Spordihall' },
    sizes: sizesEt,
    safety: {
      identifier: identifier('kapuutsiga unisex pusa', 'HOD', 'HOD-BLK-M'),
      material: `${fleece} Kapuutsis lamedad puuvillased paelad.`,
      care: `${care} Enne pesu siduda paelad kokku.`,
      warnings: [
        ...warnings,
        'Täiskasvanute rõivas: kapuutsil on paelad, mida standard EN 14682 lasterõivastel ei luba. Hoida paelad eemal liikuvatest osadest, nagu jalgrattarattad, uksed ja eskalaatorid.',
      ],
    },
  },
  'crewneck-sweatshirt': {
    name: 'Dressipluus',
    colors: { ...colorsEt, HGR: 'Spordihall' },
    sizes: sizesEt,
    safety: {
      identifier: identifier('ümara kaelusega dressipluus', 'SWT', 'SWT-NAV-M'),
      material: fleece,
      care,
      warnings,
    },
  },
  'long-sleeve-tee': {
    name: 'Pikkade varrukatega T-särk',
    colors: { ...colorsEt, HGR: 'Spordihall' },
    sizes: sizesEt,
    safety: {
      identifier: identifier('pikkade varrukatega T-särk', 'LSL', 'LSL-WHI-M'),
      material:
        '100 % kammitud ringketrusega puuvill, ühepalgeline trikoo, 180 g/m²; meleeživärvid 90 % puuvill, 10 % polüester; soonikkoes kätised. Trükitud otse rõivale veepõhiste pigmenttintidega.',
      care,
      warnings,
    },
  },
  'kids-tee': {
    name: 'Laste T-särk',
    colors: { ...colorsEt, HGR: 'Spordihall', YEL: 'Päikesekollane' },
    sizes: kidsSizesEt,
    safety: {
      identifier: identifier('laste T-särk', 'KID', 'KID-RED-7-8'),
      material:
        '100 % kammitud ringketrusega puuvill, ühepalgeline trikoo, 160 g/m²; hallmeleež 90 % puuvill, 10 % polüester. Trükitud otse rõivale veepõhiste pigmenttintidega. Ilma paelte, nööpide ja muude väikeste osadeta (EN 14682).',
      care,
      warnings,
    },
  },
  'tote-bag': {
    name: 'Riidest kott',
    colors: colorsEt,
    sizes: { OS: 'Üks suurus' },
    safety: {
      identifier: identifier('riidest kott', 'TOT', 'TOT-NAT-OS'),
      material:
        '100 % puuvillane lõuend, 340 g/m²; 38 x 42 cm, sangad 70 cm. Trükitud veepõhiste pigmenttintidega.',
      care: 'Plekke puhastada käsitsi või pesta masinas pahempidi 30 °C juures õrnal programmil. Mitte valgendada ega trummelkuivatada. Triikida pahempidi, mitte kunagi trükipildil. Mitte keemiliselt puhastada.',
      warnings: [
        'Kandevõime kuni 10 kg.',
        'Hoida eemal tulest ja lahtisest leegist.',
        'Ei ole mänguasi: hoida sangad väikelastest eemal, sest lapsed võivad neisse takerduda.',
      ],
    },
  },
};
