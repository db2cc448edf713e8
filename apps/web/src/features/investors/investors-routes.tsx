import type { RouteObject } from 'react-router';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../components/route-guards';

const individualProfile = {
  Component: async () => (await import('./pages/individual-profile-page')).IndividualProfilePage,
};
const updateIndividualProfile = {
  Component: async () => (await import('./pages/update-individual-profile-page')).UpdateIndividualProfilePage,
};
const institutionalProfile = {
  Component: async () => (await import('./pages/institutional-profile-page')).InstitutionalProfilePage,
};
const updateInstitutionalProfile = {
  Component: async () => (await import('./pages/update-institutional-profile-page')).UpdateInstitutionalProfilePage,
};

/**
 * The public investors pages: investors, and the individual and institutional investor profiles
 * (…-investor-profile-detail-view/:investorId).
 */
export const investorsPublicRoutes: RouteObject[] = [
  { path: 'investors', lazy: { Component: async () => (await import('./pages/investors-page')).InvestorsPage } },
  {
    path: 'individual-investor-profile-detail-view/:investorId',
    lazy: { Component: async () => (await import('./pages/investor-profile-page')).IndividualInvestorProfilePage },
  },
  {
    path: 'institutional-investor-profile-detail-view/:investorId',
    lazy: { Component: async () => (await import('./pages/investor-profile-page')).InstitutionalInvestorProfilePage },
  },
];

/** The profile pages of one kind of account in one dashboard area, behind the kind's role guard. */
function profileRoutes(area: 'investor' | 'shareholder', individual: UserType, institutional: UserType): RouteObject[] {
  return [
    {
      path: area,
      element: <RoleGuard allowed={[individual]} />,
      children: [
        { path: 'individual-profile', lazy: individualProfile },
        { path: 'update-individual-profile', lazy: updateIndividualProfile },
      ],
    },
    {
      path: area,
      element: <RoleGuard allowed={[institutional]} />,
      children: [
        { path: 'institutional-profile', lazy: institutionalProfile },
        { path: 'update-institutional-profile', lazy: updateInstitutionalProfile },
      ],
    },
  ];
}

/**
 * Investors inside the dashboards: the shareholder's and investor's own profile pages
 * (individual-profile, update-individual-profile for individual accounts; institutional-profile,
 * update-institutional-profile for institutional ones) and the company user's find-investors.
 */
export const investorsDashboardRoutes: RouteObject[] = [
  ...profileRoutes('investor', USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor),
  ...profileRoutes('shareholder', USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder),
  {
    path: 'company',
    element: <RoleGuard allowed={[USER_TYPES.company]} />,
    children: [
      {
        path: 'find-investors',
        lazy: { Component: async () => (await import('./pages/find-investors-page')).FindInvestorsPage },
      },
      {
        path: 'find-investors/all',
        lazy: { Component: async () => (await import('./pages/find-investors-page')).FindInvestorsPage },
      },
    ],
  },
];
