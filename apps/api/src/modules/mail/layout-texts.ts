import { defineCatalogue, type Catalogue } from '../../i18n/translator';

// The words of the one e-mail layout: the footer's and the note under the button.

const en = {
  questions: 'Questions? Write to {email}',
  registryAndVat: 'Registry code {code} · VAT {vat}',
  buttonFallback: 'If the button does not work, copy this link into your browser:',
};

const et: Catalogue<typeof en> = {
  questions: 'Küsimuste korral kirjuta aadressil {email}',
  registryAndVat: 'Registrikood {code} · KMKR {vat}',
  buttonFallback: 'Kui nupp ei tööta, kopeeri see link oma brauserisse:',
};

export const LAYOUT_CATALOGUES = { en, et };
export const layoutTexts = defineCatalogue(LAYOUT_CATALOGUES);
