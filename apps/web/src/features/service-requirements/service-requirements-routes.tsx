import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { AuthGuard, RoleGuard } from '../../components/route-guards';

/**
 * Buyers' requirements (decision 017): the post-requirement wizard (sp/post-requirement; open to
 * all, it asks visitors to sign in or register as a buyer), a requirement's recommendations
 * (sp/requirements/:requirementId/recommendations; buyers only) and the public requirements
 * (sp/public/requirements; anyone).
 */
export const serviceRequirementsRoutes: RouteObject[] = [
  {
    path: 'sp/post-requirement',
    lazy: { Component: async () => (await import('./pages/post-requirement-page')).PostRequirementPage },
  },
  {
    path: 'sp/requirements/:requirementId/recommendations',
    element: (
      <AuthGuard>
        <RoleGuard allowed={[USER_TYPES.buyer]} />
      </AuthGuard>
    ),
    children: [
      {
        index: true,
        lazy: { Component: async () => (await import('./pages/recommendations-page')).RecommendationsPage },
      },
    ],
  },
  {
    path: 'sp/public/requirements',
    lazy: { Component: async () => (await import('./pages/public-requirements-page')).PublicRequirementsPage },
  },
];
