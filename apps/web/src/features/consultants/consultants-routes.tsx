import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../components/route-guards';
import type { LazyComponent } from '../../lib/routes';

/**
 * The consultant's own pages inside dashboard/consultant (decision 043): the home, composed in
 * app/ with the requests feature's widget (`home`), and the profile editor. The area's guard is
 * the router's.
 */
export function consultantAreaRoutes(home: LazyComponent): RouteObject[] {
  return [
    { path: 'home', lazy: { Component: home } },
    {
      path: 'profile',
      lazy: {
        Component: async () => (await import('./pages/edit-consultant-profile-page')).EditConsultantProfilePage,
      },
    },
  ];
}

/** The consultants directory of the company dashboard: dashboard/company/consultants and one consultant. */
export const consultantsDirectoryRoutes: RouteObject[] = [
  {
    path: 'company',
    element: <RoleGuard allowed={[USER_TYPES.company]} />,
    children: [
      {
        path: 'consultants',
        lazy: {
          Component: async () => (await import('./pages/consultants-directory-page')).ConsultantsDirectoryPage,
        },
      },
      {
        path: 'consultants/:consultantId',
        lazy: { Component: async () => (await import('./pages/consultant-detail-page')).ConsultantDetailPage },
      },
    ],
  },
];

/** The admin's consultants to verify: /admin/consultants. */
export const adminConsultantsRoute: RouteObject = {
  path: 'consultants',
  lazy: { Component: async () => (await import('./pages/admin-consultants-page')).AdminConsultantsPage },
};
