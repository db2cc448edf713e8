import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { AuthGuard, RoleGuard } from '../../components/route-guards';

/** /sp/plan/feature-your-company, for provider users (decision 023). */
export const featuringRoutes: RouteObject[] = [
  {
    path: 'sp/plan/feature-your-company',
    element: (
      <AuthGuard>
        <RoleGuard allowed={[USER_TYPES.serviceProvider]} />
      </AuthGuard>
    ),
    children: [
      {
        index: true,
        lazy: {
          Component: async () => (await import('./pages/feature-your-company-page')).FeatureYourCompanyPage,
        },
      },
    ],
  },
];
