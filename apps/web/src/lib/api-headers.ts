import { acceptLanguageValue, isLanguage } from '@hissa/contracts/languages';
import { i18next, readStoredLanguage } from '../i18n/i18n';
import { getDigitPreference } from './digit-preference';
import { getSessionToken } from './session/session';

/** Country sent with every call (a request header). */
const COUNTRY_CODE = 'SA';

/**
 * The Accept-Language of every API call: the page's language with its digits ("ar-u-nu-arab"),
 * so numbers in the server's messages are written as on the page. Before i18next has started
 * (a route's early read, lib/early-reads.ts), the stored language it will start in.
 */
export function pageAcceptLanguage(): string {
  const language = i18next.language || readStoredLanguage();
  return isLanguage(language) ? acceptLanguageValue(language, getDigitPreference()) : language;
}

/**
 * The headers every API call carries: Accept-Language (pageAcceptLanguage), country-code, and
 * the bearer token when someone is signed in. Without schemas, so the start chunk can use it
 * (lib/early-reads.ts).
 */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': pageAcceptLanguage(), 'country-code': COUNTRY_CODE };
  const token = getSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * The headers of one API call (api-client's `send`, and a route's early read that the call
 * may take only when they match exactly): JSON accepted, apiHeaders(), and Content-Type for a
 * JSON body (`hasJsonBody`; FormData sets its own multipart type).
 */
export function callHeaders(hasJsonBody: boolean): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...apiHeaders() };
  if (hasJsonBody) headers['Content-Type'] = 'application/json';
  return headers;
}
