import { isLocale, localeFromAcceptLanguage, type Locale } from '@prompttee/domain';
import type { FastifyRequest } from 'fastify';
import { signedInUser } from './authenticate';

/**
 * The language to answer a request in: the signed-in account's chosen language, else the first
 * language of `Accept-Language` the shop speaks, else English. The account's language arrives with
 * the bearer token's session check (cached), so this costs no query; a value the shop does not
 * speak is ignored wherever it comes from.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = signedInUser(request)?.locale;
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(request.headers['accept-language']);
}
