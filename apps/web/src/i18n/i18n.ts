import i18next, { type BackendModule, type FormatterModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, inDigits, isLanguage, LANGUAGES, type Language } from '@hissa/contracts/languages';
import { type DigitPreference, getDigitPreference, onDigitPreferenceChange } from '../lib/digit-preference';
import { formattersFor } from '../lib/formatting';

/** localStorage key of the chosen language ("en" | "ar"). */
const LANGUAGE_STORAGE_KEY = 'hissa.language';

/** The stored language, or the default (English, contracts languages.ts): the language a first render shows. */
export function readStoredLanguage(): Language {
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
    const format = formattersFor(language === 'ar' ? 'ar' : 'en', getDigitPreference());
    // An id ("trade no. {{id}}") or a year is written without grouping.
    return IDENTIFIER_KEYS.has(String(options?.interpolationkey)) ? format.wholeNumber(value) : format.number(value);
  },
};

/** Interpolation keys whose numbers are identifiers, shown without grouping. */
const IDENTIFIER_KEYS = new Set(['id', 'year', 'number', 'reference']);

/**
 * The Arabic texts with the numbers written in them ("أقل من 2 ميجابايت") in the chosen digits;
 * placeholders and runs of 7 or more digits (phone examples) are left as they are (contracts inDigits).
 */
function withDigits(texts: ResourceKey, digits: DigitPreference): ResourceKey {
  if (typeof texts === 'string') {
    if (digits === 'latn') return texts;
    return texts
      .split(/(\{\{.*?\}\}|\$t\(.*?\))/)
      .map((part, index) => (index % 2 === 1 ? part : inDigits(part, digits)))
      .join('');
  }
  if (typeof texts !== 'object' || texts === null) return texts;
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [key, withDigits(value as ResourceKey, digits)]),
  );
}

/** One language's texts of one namespace, fetched on demand (a dynamic import of its JSON file). */
export type TextsLoader = () => Promise<{ default: ResourceKey }>;

/** Loaders of the namespaces' texts by namespace name, each per language. */
export type NamespaceLoaders = Record<string, Partial<Record<Language, TextsLoader>>>;

/**
 * The shared namespaces: the web's own texts (ui) and the server's messages (contracts' messages:
 * form validation, API errors, statuses), fetched by loadServerTexts.
 */
const SHARED_NAMESPACES: NamespaceLoaders = {
  ui: { en: () => import('./en.json'), ar: () => import('./ar.json') },
  server: {
    en: () => import('@hissa/contracts/messages/en.json'),
    ar: () => import('@hissa/contracts/messages/ar.json'),
  },
};

/**
 * Namespaces every page needs, loaded before the first render. The server's messages are not
 * among them (decision 082): a first paint shows none of them.
 */
const STARTUP_NAMESPACES = ['ui'];

/**
 * Fetches the server's messages (the server namespace, 11-13 KiB compressed per language) if
 * they are not in yet; resolves once they are, or once fetching them failed. The app asks for
 * them once the first page has painted (app/providers.tsx); a form or panel that shows one asks
 * as it mounts (useServerTexts), other components suspend until they are in, like any
 * namespace, and a route can list them to have them fetched beside its code (RouteTexts).
 */
export function loadServerTexts(): Promise<void> {
  return i18next.loadNamespaces('server');
}

/**
 * The server's "unknown error" message in the current language, or the web's own "Something went
 * wrong" while the server's texts are not in (call loadServerTexts first where it can be awaited).
 */
export function unknownErrorText(): string {
  return i18next.t('errors.unknown', { ns: 'server', defaultValue: i18next.t('errors.title') });
}

/** The texts as fetched, before the digit transformation, by "language/namespace". */
const fetchedTexts = new Map<string, ResourceKey>();

/** The texts i18next gets: Arabic ones in the chosen digits, others as written. */
function textsFor(language: string, texts: ResourceKey): ResourceKey {
  return language === 'ar' ? withDigits(texts, getDigitPreference()) : texts;
}

/**
 * An i18next backend that fetches one language's namespace when a page first asks for it
 * (useTranslation('trading') suspends until then), so a visit downloads only its language and
 * the namespaces its pages use (decision 034). An unknown namespace fails loudly.
 */
function onDemandBackend(loaders: NamespaceLoaders): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language, namespace, callback) => {
      const load = isLanguage(language) ? loaders[namespace]?.[language] : undefined;
      if (!load) {
        callback(new Error(`[i18n] no texts for namespace "${namespace}" in "${language}"`), null);
        return;
      }
      load().then(
        ({ default: texts }) => {
          fetchedTexts.set(`${language}/${namespace}`, texts);
          callback(null, textsFor(language, texts));
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
      );
    },
  };
}

/**
 * Starts i18next with the shared namespaces (ui, server) and the features' own, whose loaders
 * app/ passes in (this folder does not import features, decision 011); keeps `<html lang dir>`
 * and the stored choice in step with the language. Only the current language's texts are
 * fetched, each namespace when first used (decision 034). Resolves once the startup namespace (ui)
 * is in, and `firstPageNamespaces` with it (fetched side by side, so the first page does not
 * suspend on them one after the other, decision 050): await it before the first render.
 */
export async function startI18n(
  featureNamespaces: NamespaceLoaders,
  firstPageNamespaces: string[] = [],
): Promise<void> {
  const loaders: NamespaceLoaders = { ...featureNamespaces, ...SHARED_NAMESPACES };
  await i18next
    .use(initReactI18next)
    .use(numberFormatter)
    .use(onDemandBackend(loaders))
    .init({
      lng: readStoredLanguage(),
      // Both languages hold every key (i18n-files.test.ts), so the other one is never fetched.
      fallbackLng: false,
      supportedLngs: LANGUAGES.map((language) => language.code),
      ns: [...STARTUP_NAMESPACES, ...firstPageNamespaces],
      defaultNS: 'ui',
      // React escapes already; every value goes through numberFormatter.
      interpolation: { escapeValue: false, alwaysFormat: true },
      returnNull: false,
      // A missing key fails loudly in development (house-style.md, "Language and direction").
      saveMissing: import.meta.env.DEV,
      missingKeyHandler: (languages, namespace, key) => {
        console.error(`[i18n] missing key "${namespace}:${key}" for ${languages.join(', ')}`);
      },
    });

  applyDocumentLanguage(i18next.language);
  // Texts with numbers render again in the newly chosen digits.
  onDigitPreferenceChange(() => {
    for (const [name, texts] of fetchedTexts) {
      const [language, namespace] = name.split('/');
      if (language === 'ar' && namespace) i18next.addResourceBundle('ar', namespace, textsFor('ar', texts), true, true);
    }
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
