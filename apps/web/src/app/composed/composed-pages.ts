import { COMPANY_PROFILE_PATH } from '@hissa/contracts/company-profile-endpoint-paths';

/**
 * Pages that show more than one feature's parts, composed in app/composed (decision 011): a
 * feature's page takes the other features' widgets as props, and only app/ imports both. Each
 * is its own chunk, like every page.
 */
export const composedPages = {
  companyProfile: async () => (await import('./company-profile-page')).ComposedCompanyProfilePage,
  profileView: async () => (await import('./profile-view-page')).ComposedProfileViewPage,
  orderBook: async () => (await import('./order-book-page')).ComposedOrderBookPage,
  adminHome: async () => (await import('./admin-home-page')).ComposedAdminHomePage,
  home: async () => (await import('./home-page')).ComposedHomePage,
  consultantHome: async () => (await import('./consultant-home-page')).ComposedConsultantHomePage,
};

/**
 * The GET paths (with :companyId) of what the composed order book's header reads: the company's
 * profile. The order book route starts them early on a first visit (decision 079).
 */
export const orderBookHeaderReadPaths = [COMPANY_PROFILE_PATH];
