import { defineCatalogue, type Catalogue } from '../i18n/translator';

// What a page's head says of the shop, in each language: the description search engines and link
// previews show (apps/web/index.html has the English one).

const en = {
  description: 'Describe a t-shirt design in words, get a generated print and order it on a shirt.',
};

const et: Catalogue<typeof en> = {
  description: 'Kirjelda T-särgi kujundust sõnadega, saa valmis trükipilt ja telli see särgile.',
};

export const PAGE_TEXT_CATALOGUES = { en, et };
export const pageTexts = defineCatalogue(PAGE_TEXT_CATALOGUES);
