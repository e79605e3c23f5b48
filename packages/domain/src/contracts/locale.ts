import * as z from 'zod/mini';
import { LOCALES } from '../locale';

// Apart from the locales themselves, so that the page's first script, which reads the language
// before anything else, does not bring the validation library.
export const localeSchema = z.enum(LOCALES);
