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
import featuringAr from '../features/featuring/i18n/ar.json';
import featuringEn from '../features/featuring/i18n/en.json';
import salesRequestsAr from '../features/sales-requests/i18n/ar.json';
import salesRequestsEn from '../features/sales-requests/i18n/en.json';
import serviceQuotationsEn from '../features/service-quotations/i18n/en.json';
import invoicesAr from '../features/invoices/i18n/ar.json';
import invoicesEn from '../features/invoices/i18n/en.json';
import paymentsAr from '../features/payments/i18n/ar.json';
import paymentsEn from '../features/payments/i18n/en.json';
import subscriptionsAr from '../features/subscriptions/i18n/ar.json';
import subscriptionsEn from '../features/subscriptions/i18n/en.json';
import contactAr from '../features/contact/i18n/ar.json';
import contactEn from '../features/contact/i18n/en.json';
import newsletterAr from '../features/newsletter/i18n/ar.json';
import newsletterEn from '../features/newsletter/i18n/en.json';
import sitePagesAr from '../features/site-pages/i18n/ar.json';
import sitePagesEn from '../features/site-pages/i18n/en.json';
import smeLoansAr from '../features/sme-loans/i18n/ar.json';
import smeLoansEn from '../features/sme-loans/i18n/en.json';
import adminHomeAr from '../features/admin-home/i18n/ar.json';
import adminHomeEn from '../features/admin-home/i18n/en.json';
import newsAr from '../features/news/i18n/ar.json';
import newsEn from '../features/news/i18n/en.json';
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
  featuring: { en: featuringEn, ar: featuringAr },
  salesRequests: { en: salesRequestsEn, ar: salesRequestsAr },
  invoices: { en: invoicesEn, ar: invoicesAr },
  payments: { en: paymentsEn, ar: paymentsAr },
  subscriptions: { en: subscriptionsEn, ar: subscriptionsAr },
  contact: { en: contactEn, ar: contactAr },
  newsletter: { en: newsletterEn, ar: newsletterAr },
  sitePages: { en: sitePagesEn, ar: sitePagesAr },
  smeLoans: { en: smeLoansEn, ar: smeLoansAr },
  adminHome: { en: adminHomeEn, ar: adminHomeAr },
  news: { en: newsEn, ar: newsAr },
});
