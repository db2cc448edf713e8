import i18next, { type FormatterModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@hissa/contracts/languages';
import serverAr from '@hissa/contracts/messages/ar.json';
import serverEn from '@hissa/contracts/messages/en.json';
import { type DigitPreference, getDigitPreference, onDigitPreferenceChange } from '../lib/digit-preference';
import { createFormatters } from '../lib/formatting';
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

/**
 * Formats every number interpolated into a text ("{{count}} employees", "trade no. {{id}}") with
 * the shared formatter, so a sentence shows the page's digits (design.md, "Numbers"): Arabic-Indic
 * or Latin in Arabic as the user chose, Latin in English. Other values pass unchanged.
 */
const numberFormatter: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  format: (value: unknown, _format, language, options) => {
    // Not a number: i18next writes the value as it is.
    if (typeof value !== 'number' || !Number.isFinite(value)) return value as string;
    const format = createFormatters(language === 'ar' ? 'ar' : 'en', getDigitPreference());
    // An id ("trade no. {{id}}") or a year is written without grouping.
    return IDENTIFIER_KEYS.has(String(options?.interpolationkey)) ? format.wholeNumber(value) : format.number(value);
  },
};

/** Interpolation keys whose numbers are identifiers, shown without grouping. */
const IDENTIFIER_KEYS = new Set(['id', 'year', 'number', 'reference']);

/**
 * The Arabic texts with the numbers written in them ("أقل من 2 ميجابايت") in the chosen digits;
 * placeholders and runs of 7 or more digits (phone examples) are left as they are.
 */
function withDigits(texts: ResourceKey, digits: DigitPreference): ResourceKey {
  if (typeof texts === 'string') {
    if (digits === 'latn') return texts;
    return texts
      .split(/(\{\{.*?\}\}|\$t\(.*?\))/)
      .map((part, index) =>
        index % 2 === 1 ? part : part.replace(/(?<![\d+])\d{1,6}(?!\d)/g, (run) => toArabicIndic(run)),
      )
      .join('');
  }
  if (typeof texts !== 'object' || texts === null) return texts;
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, withDigits(value as ResourceKey, digits)]),
  );
}

/** Latin digits as Arabic-Indic (0 -> ٠). */
function toArabicIndic(latin: string): string {
  return latin.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
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
    Object.fromEntries(
      Object.entries(namespaces).map(([name, texts]) => [
        name,
        language === 'ar' ? withDigits(texts.ar, getDigitPreference()) : texts[language],
      ]),
    );
  void i18next
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      resources: { en: resourcesIn('en'), ar: resourcesIn('ar') },
      lng: readStoredLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES.map((language) => language.code),
      ns: Object.keys(namespaces),
      defaultNS: 'ui',
      // React escapes already; every value goes through numberFormatter.
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      // A missing key fails loudly in development (house-style.md, "Language and direction").
      saveMissing: import.meta.env.DEV,
      missingKeyHandler: (languages, namespace, key) => {
        console.error(`[i18n] missing key "${namespace}:${key}" for ${languages.join(', ')}`);
      },
      initAsync: false,
    });

  applyDocumentLanguage(i18next.language);
  // Texts with numbers render again in the newly chosen digits.
  onDigitPreferenceChange(() => {
    for (const [name, texts] of Object.entries(resourcesIn('ar')))
      i18next.addResourceBundle('ar', name, texts, true, true);
    void i18next.changeLanguage(i18next.language);
  });
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
