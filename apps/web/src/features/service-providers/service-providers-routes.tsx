import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { AuthGuard, RoleGuard } from '../../components/route-guards';

/**
 * The services-marketplace pages built so far (under /sp/): a provider's public profile
 * (sp/sp/:providerId/:providerName), the marketplace home where buyers land
 * (sp/public/top-recommendations), and the provider user's own profile (sp/sp-profile, their
 * default page) behind the auth and role guards.
 */
export const serviceProvidersRoutes: RouteObject[] = [
  {
    path: 'sp/sp/:providerId/:providerName',
    lazy: { Component: async () => (await import('./pages/service-provider-profile-page')).ServiceProviderProfilePage },
  },
  {
    path: 'sp/public/top-recommendations',
    lazy: { Component: async () => (await import('./pages/top-recommendations-page')).TopRecommendationsPage },
  },
  {
    path: 'sp/sp-profile',
    element: (
      <AuthGuard>
        <RoleGuard allowed={[USER_TYPES.serviceProvider]} />
      </AuthGuard>
    ),
    children: [
      {
        index: true,
        lazy: {
          Component: async () => (await import('./pages/provider-profile-editor-page')).ProviderProfileEditorPage,
        },
      },
    ],
  },
  {
    path: 'sp/sp-view-profile',
    element: (
      <AuthGuard>
        <RoleGuard allowed={[USER_TYPES.serviceProvider]} />
      </AuthGuard>
    ),
    children: [
      {
        index: true,
        lazy: { Component: async () => (await import('./pages/provider-view-profile-page')).ProviderViewProfilePage },
      },
    ],
  },
];
