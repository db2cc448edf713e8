import type serverEn from '@hissa/contracts/messages/en.json';
import type adminRegistrationsEn from '../features/admin-registrations/i18n/en.json';
import type registrationEn from '../features/registration/i18n/en.json';
import type adminTradesEn from '../features/admin-trades/i18n/en.json';
import type tradingEn from '../features/trading/i18n/en.json';
import type en from './en.json';

// Translation keys are typed from the English files (house-style.md, "Language and direction").
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: typeof en; server: typeof serverEn; registration: typeof registrationEn; adminRegistrations: typeof adminRegistrationsEn; trading: typeof tradingEn; adminTrades: typeof adminTradesEn };
  }
}
