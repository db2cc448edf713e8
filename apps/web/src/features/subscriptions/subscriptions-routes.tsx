import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { AuthGuard, RoleGuard } from '../../components/route-guards';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  Component: async () => (await load())[name],
});

/**
 * The provider's plans pages (decision 022) in the public frame: the plan step
 * (/sp/sp-subscription-step) and the plan page (/sp/plan/confirm).
 */
export const subscriptionsRoutes: RouteObject[] = [
  {
    path: 'sp',
    element: (
      <AuthGuard>
        <RoleGuard allowed={[USER_TYPES.serviceProvider]} />
      </AuthGuard>
    ),
    children: [
      {
        path: 'sp-subscription-step',
        lazy: page(() => import('./pages/subscription-step-page'), 'SubscriptionStepPage'),
      },
      { path: 'plan/confirm', lazy: page(() => import('./pages/plan-confirm-page'), 'PlanConfirmPage') },
    ],
  },
];

/** The company's media packages in its dashboard (/dashboard/company/media-packages). */
export const subscriptionsDashboardRoutes: RouteObject[] = [
  {
    path: 'company/media-packages',
    element: <RoleGuard allowed={[USER_TYPES.company]} />,
    children: [{ index: true, lazy: page(() => import('./pages/media-packages-page'), 'MediaPackagesPage') }],
  },
];
