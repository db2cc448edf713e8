import { createBrowserRouter } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { PublicShell } from './public-shell/public-shell';
import { RouteError } from './public-shell/route-error';

/**
 * The routes built so far (marketplace.txt section 2). Only these are registered: every other
 * path, including pages linked from the header that are not built yet, reaches page-not-found.
 * Each page is its own chunk, fetched behind the full-page loader.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    element: <PublicShell />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: { Component: async () => (await import('../features/home/pages/home-page')).HomePage } },
          { path: 'home', lazy: { Component: async () => (await import('../features/home/pages/home-page')).HomePage } },
          {
            path: 'companies',
            lazy: { Component: async () => (await import('../features/companies/pages/companies-page')).CompaniesPage },
          },
          {
            path: 'company-profile-detail-view/:companyName',
            lazy: {
              Component: async () => (await import('../features/companies/pages/company-profile-page')).CompanyProfilePage,
            },
          },
          {
            path: 'sp/sp/:providerId/:providerName',
            lazy: {
              Component: async () =>
                (await import('../features/service-providers/pages/service-provider-profile-page')).ServiceProviderProfilePage,
            },
          },
          {
            path: '*',
            lazy: { Component: async () => (await import('../features/not-found/pages/not-found-page')).NotFoundPage },
          },
        ],
      },
    ],
  },
]);
