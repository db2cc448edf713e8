import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { AuthGuard, RoleGuard } from '../../components/route-guards';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  Component: async () => (await load())[name],
});

/**
 * The quotation pages of the services marketplace (decision 018), under /sp/ in the public frame:
 * the request form (open to everyone; visitors are asked to sign in as a buyer), the provider's
 * service quotations, a provider's proposal on a public requirement, and the buyer's requests
 * (open, and closed as requests/other).
 */
export const serviceQuotationsRoutes: RouteObject[] = [
  {
    path: 'sp/quotations/new',
    lazy: page(() => import('./pages/new-quotation-request-page'), 'NewQuotationRequestPage'),
  },
  {
    path: 'sp/quotations',
    element: (
      <AuthGuard>
        <RoleGuard allowed={[USER_TYPES.serviceProvider]} />
      </AuthGuard>
    ),
    children: [
      { index: true, lazy: page(() => import('./pages/provider-inbox-page'), 'ProviderInboxPage') },
      { path: ':quotationId', lazy: page(() => import('./pages/provider-quotation-page'), 'ProviderQuotationPage') },
    ],
  },
  {
    path: 'sp/public/requirements/:requirementId/propose',
    element: (
      <AuthGuard>
        <RoleGuard allowed={[USER_TYPES.serviceProvider]} />
      </AuthGuard>
    ),
    children: [{ index: true, lazy: page(() => import('./pages/proposal-page'), 'ProposalPage') }],
  },
  {
    path: 'sp/requests',
    element: (
      <AuthGuard>
        <RoleGuard allowed={[USER_TYPES.buyer]} />
      </AuthGuard>
    ),
    children: [
      { index: true, lazy: page(() => import('./pages/buyer-requests-page'), 'BuyerRequestsPage') },
      { path: 'other', lazy: page(() => import('./pages/buyer-requests-page'), 'BuyerClosedRequestsPage') },
      { path: ':requestId', lazy: page(() => import('./pages/buyer-request-page'), 'BuyerRequestPage') },
    ],
  },
];

/** The admin's queue of buyers to connect to unregistered providers: /admin/unregistered-providers. */
export const adminConnectionQueueRoute: RouteObject = {
  path: 'unregistered-providers',
  lazy: page(() => import('./pages/connection-queue-page'), 'ConnectionQueuePage'),
};
