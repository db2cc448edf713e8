import fp from 'fastify-plugin';
import i18next, { type TFunction } from 'i18next';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import mailAr from '@hissa/contracts/messages/mail-ar.json' with { type: 'json' };
import mailEn from '@hissa/contracts/messages/mail-en.json' with { type: 'json' };
import {
  type DigitSystem,
  digitsFromHeader,
  type Language,
  LANGUAGES,
  languageFromHeader,
} from '@hissa/contracts/languages';
import { codeNamesInDigits } from '../lib/code-name.ts';

const translator = i18next.createInstance();
// The e-mails' texts are the server's alone: they are kept in files of their own, which the
// web app does not fetch, and translated here under "mail.".
await translator.init({
  resources: { en: { translation: { ...en, mail: mailEn } }, ar: { translation: { ...ar, mail: mailAr } } },
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const fixedT = Object.fromEntries(LANGUAGES.map(({ code }) => [code, translator.getFixedT(code)])) as Record<
  Language,
  TFunction
>;

/**
 * The server's messages (packages/contracts/src/messages, the e-mails' under "mail.") in `language`. With `digits`, every
 * number among `params` is written in that digit system with the language's grouping
 * (Arabic "١٬٢٠٠" or "1,200"); plural forms are still chosen by the numeric `count`. Without
 * it, numbers are interpolated as they are (e-mails, which are read outside the page).
 */
export function translate(
  language: Language,
  key: string,
  params: Record<string, unknown> = {},
  digits?: DigitSystem,
): string {
  if (!digits) return fixedT[language](key, params);
  const numberFormat = new Intl.NumberFormat(language === 'ar' ? `ar-SA-u-nu-${digits}` : 'en-GB');
  const written = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' ? numberFormat.format(value) : value,
    ]),
  );
  return fixedT[language](key, { ...params, replace: written });
}

/** True when `key` names a message of the catalogue (so zod's own texts can be told apart). */
export function isMessageKey(key: string): boolean {
  return translator.exists(key);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, from Accept-Language (en by default). */
    language: Language;
    /**
     * The digits of the page that sent the request, from the Accept-Language extension
     * "-u-nu-arab|latn" (contracts languages.ts, digitsFromHeader): the numbers of its messages.
     */
    digits: DigitSystem;
  }
}

/**
 * Sets request.language and request.digits from the Accept-Language header on every request,
 * and writes the lookup names of Arabic answers in the page's digits (codeNamesInDigits).
 */
export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.decorateRequest('digits', 'latn');
    app.addHook('onRequest', async (request) => {
      request.language = languageFromHeader(request.headers['accept-language']);
      request.digits = digitsFromHeader(request.headers['accept-language']);
    });
    app.addHook('preSerialization', async (request, _reply, payload) =>
      request.language === 'ar' ? codeNamesInDigits(payload, request.digits) : payload,
    );
  },
  { name: 'i18n' },
);
