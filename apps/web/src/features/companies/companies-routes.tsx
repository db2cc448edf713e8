import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../components/route-guards';

const companiesPage = { Component: async () => (await import('./pages/companies-page')).CompaniesPage };
const companyProfilePage = { Component: async () => (await import('./pages/company-profile-page')).CompanyProfilePage };

/**
 * The companies list and company profile (marketplace.txt section 2), public at /companies and
 * /company-profile-detail-view/:companyName, and the same paths inside dashboard areas.
 */
export const companiesPublicRoutes: RouteObject[] = [
  { path: 'companies', lazy: companiesPage },
  { path: 'company-profile-detail-view/:companyName', lazy: companyProfilePage },
];

/**
 * The same pages inside the shareholder and investor dashboards (marketplace.txt section 2:
 * {shareholder|investor}/companies and company-profile-detail-view/:companyName), each behind
 * its area's role guard.
 */
export const companiesDashboardRoutes: RouteObject[] = [
  {
    path: 'investor',
    element: <RoleGuard allowed={[USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]} />,
    children: companiesPublicRoutes,
  },
  {
    path: 'shareholder',
    element: <RoleGuard allowed={[USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]} />,
    children: companiesPublicRoutes,
  },
];
