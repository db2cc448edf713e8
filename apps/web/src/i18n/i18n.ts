import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@hissa/contracts/languages';
import serverAr from '@hissa/contracts/messages/ar.json';
import serverEn from '@hissa/contracts/messages/en.json';
import ar from './ar.json';
import en from './en.json';

/** localStorage key of the chosen language ("en" | "ar"). */
const LANGUAGE_STORAGE_KEY = 'hissa.language';

/** The stored language, or the default (English, contracts languages.ts). */
function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (private mode, policies): fall back to the default.
    return DEFAULT_LANGUAGE;
  }
}

/** Sets `<html lang dir>` from i18next's own dir() (house-style.md, "Language and direction"). */
function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

/** Namespaces of texts by name, each in English and Arabic (a feature's features/<name>/i18n/{en,ar}.json). */
type Namespaces = Record<string, Record<Language, ResourceKey>>;

/**
 * Starts i18next with the shared namespaces (ui, server) and the features' own, which app/
 * passes in (this folder does not import features, decision 011), and keeps `<html lang dir>`
 * and the stored choice in step with the language. Call once, before the first render.
 */
export function startI18n(featureNamespaces: Namespaces): void {
  const namespaces: Namespaces = { ui: { en, ar }, server: { en: serverEn, ar: serverAr }, ...featureNamespaces };
  const resourcesIn = (language: Language) =>
    Object.fromEntries(Object.entries(namespaces).map(([name, texts]) => [name, texts[language]]));
  void i18next.use(initReactI18next).init({
    resources: { en: resourcesIn('en'), ar: resourcesIn('ar') },
    lng: readStoredLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((language) => language.code),
    ns: Object.keys(namespaces),
    defaultNS: 'ui',
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    // A missing key fails loudly in development (house-style.md, "Language and direction").
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: (languages, namespace, key) => {
      console.error(`[i18n] missing key "${namespace}:${key}" for ${languages.join(', ')}`);
    },
    initAsync: false,
  });

  applyDocumentLanguage(i18next.language);
  i18next.on('languageChanged', (language) => {
    applyDocumentLanguage(language);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered when storage is blocked; the choice still holds for this visit.
    }
  });
}

export { i18next };
