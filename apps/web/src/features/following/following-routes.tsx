import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../components/route-guards';

const followingCompanies = {
  Component: async () => (await import('./pages/following-companies-page')).FollowingCompaniesPage,
};

/** Following Companies in the investor and shareholder dashboards: {investor|shareholder}/following-companies. */
export const followingDashboardRoutes: RouteObject[] = [
  {
    path: 'investor',
    element: <RoleGuard allowed={[USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]} />,
    children: [{ path: 'following-companies', lazy: followingCompanies }],
  },
  {
    path: 'shareholder',
    element: <RoleGuard allowed={[USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]} />,
    children: [{ path: 'following-companies', lazy: followingCompanies }],
  },
];
