import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../components/route-guards';

const viewFundingRounds = {
  Component: async () => (await import('./pages/view-funding-rounds-page')).ViewFundingRoundsPage,
};

/** The public funding page: view-funding-rounds/:companyId (lib/routes.ts fundingRoundsPath). */
export const fundingPublicRoutes: RouteObject[] = [{ path: 'view-funding-rounds/:companyId', lazy: viewFundingRounds }];

/**
 * Funding inside the dashboards: {investor|shareholder}/view-funding-rounds/:companyId behind
 * each area's role guard, and the company user's funding profile and rounds
 * (company/funding-profile).
 */
export const fundingDashboardRoutes: RouteObject[] = [
  {
    path: 'investor',
    element: <RoleGuard allowed={[USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]} />,
    children: [{ path: 'view-funding-rounds/:companyId', lazy: viewFundingRounds }],
  },
  {
    path: 'shareholder',
    element: <RoleGuard allowed={[USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]} />,
    children: [{ path: 'view-funding-rounds/:companyId', lazy: viewFundingRounds }],
  },
  {
    path: 'company',
    element: <RoleGuard allowed={[USER_TYPES.company]} />,
    children: [
      {
        path: 'funding-profile',
        lazy: { Component: async () => (await import('./pages/company-funding-page')).CompanyFundingPage },
      },
    ],
  },
];
