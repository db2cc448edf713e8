import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { AuthGuard, RoleGuard } from '../../components/route-guards';

/**
 * The marketplace accounts' pages in the public frame (decision 015): sp/register (the choice),
 * sp/register/sp (new company), sp/register/search-company, sp/sp-claim-ownership/:providerId,
 * sp/confirm-email/:token, sp/buyer and, behind the guards, sp/buyer-profile.
 */
export const marketplaceAccountsRoutes: RouteObject[] = [
  {
    path: 'sp/register',
    lazy: { Component: async () => (await import('./pages/register-choice-page')).RegisterChoicePage },
  },
  {
    path: 'sp/register/sp',
    lazy: { Component: async () => (await import('./pages/provider-registration-page')).ProviderRegistrationPage },
  },
  {
    path: 'sp/register/search-company',
    lazy: { Component: async () => (await import('./pages/search-company-page')).SearchCompanyPage },
  },
  {
    path: 'sp/sp-claim-ownership/:providerId',
    lazy: { Component: async () => (await import('./pages/claim-ownership-page')).ClaimOwnershipPage },
  },
  {
    path: 'sp/confirm-email/:token',
    lazy: { Component: async () => (await import('./pages/confirm-email-page')).MarketplaceConfirmEmailPage },
  },
  {
    path: 'sp/buyer',
    lazy: { Component: async () => (await import('./pages/buyer-registration-page')).BuyerRegistrationPage },
  },
  {
    path: 'sp/buyer-profile',
    element: (
      <AuthGuard>
        <RoleGuard allowed={[USER_TYPES.buyer]} />
      </AuthGuard>
    ),
    children: [
      { index: true, lazy: { Component: async () => (await import('./pages/buyer-profile-page')).BuyerProfilePage } },
    ],
  },
];

/** The admin's claims queue: /admin/provider-claims. */
export const adminClaimsRoute: RouteObject = {
  path: 'provider-claims',
  lazy: { Component: async () => (await import('./pages/admin-claims-page')).AdminClaimsPage },
};
