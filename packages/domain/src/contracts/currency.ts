import * as z from 'zod/mini';
import { CURRENCIES, CURRENCY_MESSAGE } from '../currency';

/** An ISO 4217 code the shop sells in, in capitals as the standard writes it ('SEK'). */
export const currencySchema = z.enum(CURRENCIES, { error: CURRENCY_MESSAGE });
