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
