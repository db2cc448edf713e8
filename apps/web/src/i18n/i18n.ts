import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@hissa/contracts/languages';
import serverAr from '@hissa/contracts/messages/ar.json';
import serverEn from '@hissa/contracts/messages/en.json';
import adminRegistrationsAr from '../features/admin-registrations/i18n/ar.json';
import adminRegistrationsEn from '../features/admin-registrations/i18n/en.json';
import registrationAr from '../features/registration/i18n/ar.json';
import registrationEn from '../features/registration/i18n/en.json';
import tradingAr from '../features/trading/i18n/ar.json';
import tradingEn from '../features/trading/i18n/en.json';
import adminTradesAr from '../features/trading/admin/i18n/ar.json';
import adminTradesEn from '../features/trading/admin/i18n/en.json';
import requestsAr from '../features/requests/i18n/ar.json';
import requestsEn from '../features/requests/i18n/en.json';
import fundingAr from '../features/funding/i18n/ar.json';
import fundingEn from '../features/funding/i18n/en.json';
import opportunitiesAr from '../features/opportunities/i18n/ar.json';
import opportunitiesEn from '../features/opportunities/i18n/en.json';
import investorsAr from '../features/investors/i18n/ar.json';
import investorsEn from '../features/investors/i18n/en.json';
import followingAr from '../features/following/i18n/ar.json';
import followingEn from '../features/following/i18n/en.json';
import companyProfileAr from '../features/companies/i18n/ar.json';
import companyProfileEn from '../features/companies/i18n/en.json';
import ar from './ar.json';
import en from './en.json';

/** localStorage key of the chosen language ("en" | "ar"). */
const LANGUAGE_STORAGE_KEY = 'hissa.language';

/** The stored language, or the default (English, marketplace.txt section 1). */
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

void i18next.use(initReactI18next).init({
  resources: {
    en: { ui: en, server: serverEn, registration: registrationEn, adminRegistrations: adminRegistrationsEn, trading: tradingEn, adminTrades: adminTradesEn, requests: requestsEn, funding: fundingEn, opportunities: opportunitiesEn, investors: investorsEn, following: followingEn, companyProfile: companyProfileEn },
    ar: { ui: ar, server: serverAr, registration: registrationAr, adminRegistrations: adminRegistrationsAr, trading: tradingAr, adminTrades: adminTradesAr, requests: requestsAr, funding: fundingAr, opportunities: opportunitiesAr, investors: investorsAr, following: followingAr, companyProfile: companyProfileAr },
  },
  lng: readStoredLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((language) => language.code),
  ns: ['ui', 'server', 'registration', 'adminRegistrations', 'trading', 'adminTrades', 'requests', 'funding', 'opportunities', 'investors', 'following', 'companyProfile'],
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

export { i18next };
