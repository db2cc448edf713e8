import fp from 'fastify-plugin';
import i18next, { type TFunction } from 'i18next';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { type Language, LANGUAGES, languageFromHeader } from '@hissa/contracts/languages';

const translator = i18next.createInstance();
await translator.init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

const fixedT = Object.fromEntries(LANGUAGES.map(({ code }) => [code, translator.getFixedT(code)])) as Record<
  Language,
  TFunction
>;

/** The server's messages (packages/contracts/src/messages) in `language`. */
export function translate(language: Language, key: string, params?: Record<string, unknown>): string {
  return fixedT[language](key, params ?? {});
}

/** True when `key` names a message of the catalogue (so zod's own texts can be told apart). */
export function isMessageKey(key: string): boolean {
  return translator.exists(key);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's language, from Accept-Language (en by default). */
    language: Language;
  }
}

/** Sets request.language from the Accept-Language header on every request. */
export const i18nPlugin = fp(
  async (app) => {
    app.decorateRequest('language', 'en');
    app.addHook('onRequest', async (request) => {
      request.language = languageFromHeader(request.headers['accept-language']);
    });
  },
  { name: 'i18n' },
);
