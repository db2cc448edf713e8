import type { RouteObject } from 'react-router';

/**
 * Finding service providers (decision 016), all public: the screener (sp/sp-screener), top and
 * latest companies (sp/public/top-companies, sp/public/latest-companies) and browsing by service
 * category (sp/public/access-by-service-provider).
 */
export const providerScreenerRoutes: RouteObject[] = [
  {
    path: 'sp/sp-screener',
    lazy: { Component: async () => (await import('./pages/screener-page')).ScreenerPage },
  },
  {
    path: 'sp/public/top-companies',
    lazy: { Component: async () => (await import('./pages/public-lists-pages')).TopCompaniesPage },
  },
  {
    path: 'sp/public/latest-companies',
    lazy: { Component: async () => (await import('./pages/public-lists-pages')).LatestCompaniesPage },
  },
  {
    path: 'sp/public/access-by-service-provider',
    lazy: { Component: async () => (await import('./pages/access-by-service-page')).AccessByServicePage },
  },
];
