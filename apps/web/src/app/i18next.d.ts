import type serverEn from '@hissa/contracts/messages/en.json';
import type adminRegistrationsEn from '../features/admin-registrations/i18n/en.json';
import type registrationEn from '../features/registration/i18n/en.json';
import type adminTradesEn from '../features/trading/admin/i18n/en.json';
import type tradingEn from '../features/trading/i18n/en.json';
import type requestsEn from '../features/requests/i18n/en.json';
import type fundingEn from '../features/funding/i18n/en.json';
import type opportunitiesEn from '../features/opportunities/i18n/en.json';
import type investorsEn from '../features/investors/i18n/en.json';
import type followingEn from '../features/following/i18n/en.json';
import type companyProfileEn from '../features/companies/i18n/en.json';
import type marketplaceAccountsEn from '../features/marketplace-accounts/i18n/en.json';
import type screenerEn from '../features/provider-screener/i18n/en.json';
import type providerProfileEn from '../features/service-providers/i18n/en.json';
import type serviceRequirementsEn from '../features/service-requirements/i18n/en.json';
import type serviceQuotationsEn from '../features/service-quotations/i18n/en.json';
import type featuringEn from '../features/featuring/i18n/en.json';
import type salesRequestsEn from '../features/sales-requests/i18n/en.json';
import type invoicesEn from '../features/invoices/i18n/en.json';
import type paymentsEn from '../features/payments/i18n/en.json';
import type subscriptionsEn from '../features/subscriptions/i18n/en.json';
import type contactEn from '../features/contact/i18n/en.json';
import type newsletterEn from '../features/newsletter/i18n/en.json';
import type sitePagesEn from '../features/site-pages/i18n/en.json';
import type smeLoansEn from '../features/sme-loans/i18n/en.json';
import type adminHomeEn from '../features/admin-home/i18n/en.json';
import type meetingsEn from '../features/meetings/i18n/en.json';
import type fintechEn from '../features/fintech/i18n/en.json';
import type mediaHubEn from '../features/media-hub/i18n/en.json';
import type newsEn from '../features/news/i18n/en.json';
import type consultantsEn from '../features/consultants/i18n/en.json';
import type en from '../i18n/en.json';

// Translation keys are typed from the English files (house-style.md, "Language and direction").
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: {
      ui: typeof en;
      server: typeof serverEn;
      registration: typeof registrationEn;
      adminRegistrations: typeof adminRegistrationsEn;
      trading: typeof tradingEn;
      adminTrades: typeof adminTradesEn;
      requests: typeof requestsEn;
      funding: typeof fundingEn;
      opportunities: typeof opportunitiesEn;
      investors: typeof investorsEn;
      following: typeof followingEn;
      companyProfile: typeof companyProfileEn;
      marketplaceAccounts: typeof marketplaceAccountsEn;
      screener: typeof screenerEn;
      providerProfile: typeof providerProfileEn;
      serviceRequirements: typeof serviceRequirementsEn;
      serviceQuotations: typeof serviceQuotationsEn;
      featuring: typeof featuringEn;
      salesRequests: typeof salesRequestsEn;
      invoices: typeof invoicesEn;
      payments: typeof paymentsEn;
      subscriptions: typeof subscriptionsEn;
      contact: typeof contactEn;
      newsletter: typeof newsletterEn;
      sitePages: typeof sitePagesEn;
      smeLoans: typeof smeLoansEn;
      adminHome: typeof adminHomeEn;
      meetings: typeof meetingsEn;
      fintech: typeof fintechEn;
      mediaHub: typeof mediaHubEn;
      news: typeof newsEn;
      consultants: typeof consultantsEn;
    };
  }
}
