import type serverEn from '@hissa/contracts/messages/en.json';
import type en from './en.json';

// Translation keys are typed from the English files (house-style.md, "Language and direction").
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    resources: { ui: typeof en; server: typeof serverEn };
  }
}
