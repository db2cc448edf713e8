import type { RouteObject } from 'react-router';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  Component: async () => (await load())[name],
});

/**
 * The fintech hub's public pages (decision 031; spec §2): the landing (fintech-hub), the
 * fintech/... pages (screener, funding rounds and a round's details, company search, online
 * services, top news, an event), a company's profile (fintech-detail-view-beta/:companyId) and the
 * claim's confirmation link (fintech/claim-ownership/confirm/:token).
 */
export const fintechRoutes: RouteObject[] = [
  { path: 'fintech-hub', lazy: page(() => import('./pages/hub-page'), 'HubPage') },
  { path: 'fintech/fintech-screener', lazy: page(() => import('./pages/screener-page'), 'ScreenerPage') },
  { path: 'fintech/funding-round', lazy: page(() => import('./pages/rounds-page'), 'RoundsPage') },
  { path: 'fintech/funding-round-details', lazy: page(() => import('./pages/round-details-page'), 'RoundDetailsPage') },
  { path: 'fintech/search-company', lazy: page(() => import('./pages/search-company-page'), 'SearchCompanyPage') },
  { path: 'fintech/online-services', lazy: page(() => import('./pages/online-services-page'), 'OnlineServicesPage') },
  { path: 'fintech/top-news', lazy: page(() => import('./pages/news-page'), 'NewsPage') },
  { path: 'fintech/event/:id', lazy: page(() => import('./pages/event-page'), 'EventPage') },
  { path: 'fintech-detail-view-beta/:companyId', lazy: page(() => import('./pages/profile-page'), 'ProfilePage') },
  {
    path: 'fintech/claim-ownership/confirm/:token',
    lazy: page(() => import('./pages/confirm-claim-page'), 'ConfirmClaimPage'),
  },
];

/** The admin's fintech claims queue: /admin/fintech-claims (decision 041). */
export const adminFintechClaimsRoute: RouteObject = {
  path: 'fintech-claims',
  lazy: page(() => import('./pages/admin-claims-page'), 'AdminClaimsPage'),
};
