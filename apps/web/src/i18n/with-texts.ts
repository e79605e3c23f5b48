import { loadCatalogues, type Area } from './catalogues';
import { currentLocale } from './locale';

/**
 * A lazy chunk's loader that also loads the catalogues of the texts it shows, in the page's
 * language, so the part never renders before its texts have arrived.
 */
export const withTexts =
  <T>(areas: readonly Area[], load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadCatalogues(currentLocale(), areas)]).then(([chunk]) => chunk);
