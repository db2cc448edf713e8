import adminRegistrationsAr from '../features/admin-registrations/i18n/ar.json';
import adminRegistrationsEn from '../features/admin-registrations/i18n/en.json';
import companyProfileAr from '../features/companies/i18n/ar.json';
import companyProfileEn from '../features/companies/i18n/en.json';
import followingAr from '../features/following/i18n/ar.json';
import followingEn from '../features/following/i18n/en.json';
import fundingAr from '../features/funding/i18n/ar.json';
import fundingEn from '../features/funding/i18n/en.json';
import investorsAr from '../features/investors/i18n/ar.json';
import investorsEn from '../features/investors/i18n/en.json';
import marketplaceAccountsAr from '../features/marketplace-accounts/i18n/ar.json';
import marketplaceAccountsEn from '../features/marketplace-accounts/i18n/en.json';
import opportunitiesAr from '../features/opportunities/i18n/ar.json';
import opportunitiesEn from '../features/opportunities/i18n/en.json';
import registrationAr from '../features/registration/i18n/ar.json';
import registrationEn from '../features/registration/i18n/en.json';
import requestsAr from '../features/requests/i18n/ar.json';
import requestsEn from '../features/requests/i18n/en.json';
import adminTradesAr from '../features/trading/admin/i18n/ar.json';
import adminTradesEn from '../features/trading/admin/i18n/en.json';
import tradingAr from '../features/trading/i18n/ar.json';
import tradingEn from '../features/trading/i18n/en.json';
import screenerAr from '../features/provider-screener/i18n/ar.json';
import screenerEn from '../features/provider-screener/i18n/en.json';
import providerProfileAr from '../features/service-providers/i18n/ar.json';
import providerProfileEn from '../features/service-providers/i18n/en.json';
import serviceRequirementsAr from '../features/service-requirements/i18n/ar.json';
import serviceRequirementsEn from '../features/service-requirements/i18n/en.json';
import serviceQuotationsAr from '../features/service-quotations/i18n/ar.json';
import serviceQuotationsEn from '../features/service-quotations/i18n/en.json';
import { startI18n } from '../i18n/i18n';

// Each feature keeps its texts in features/<name>/i18n; app/ hands them to i18n at start, so
// the shared i18n folder never imports a feature (decision 011). The names are the namespaces
// the code asks for (useTranslation('trading'), 'trading:...'); i18next.d.ts types them.
startI18n({
  registration: { en: registrationEn, ar: registrationAr },
  adminRegistrations: { en: adminRegistrationsEn, ar: adminRegistrationsAr },
  trading: { en: tradingEn, ar: tradingAr },
  adminTrades: { en: adminTradesEn, ar: adminTradesAr },
  requests: { en: requestsEn, ar: requestsAr },
  funding: { en: fundingEn, ar: fundingAr },
  opportunities: { en: opportunitiesEn, ar: opportunitiesAr },
  investors: { en: investorsEn, ar: investorsAr },
  following: { en: followingEn, ar: followingAr },
  companyProfile: { en: companyProfileEn, ar: companyProfileAr },
  marketplaceAccounts: { en: marketplaceAccountsEn, ar: marketplaceAccountsAr },
  screener: { en: screenerEn, ar: screenerAr },
  providerProfile: { en: providerProfileEn, ar: providerProfileAr },
  serviceRequirements: { en: serviceRequirementsEn, ar: serviceRequirementsAr },
  serviceQuotations: { en: serviceQuotationsEn, ar: serviceQuotationsAr },
});
