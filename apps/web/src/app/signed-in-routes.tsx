import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { DASHBOARD_USER_TYPES, USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { AuthGuard, LandingRedirect, RoleGuard } from '../components/route-guards';
import { adminTradesRoute, tradingDashboardRoutes } from '../features/trading/trading-routes';
import {
  adminRequestsRoute,
  consultantRequestsRoutes,
  requestsDashboardRoutes,
} from '../features/requests/requests-routes';
import {
  adminConsultantsRoute,
  consultantAreaRoutes,
  consultantsDirectoryRoutes,
} from '../features/consultants/consultants-routes';
import { adminSalesRequestsRoute } from '../features/sales-requests/sales-requests-routes';
import { followingDashboardRoutes } from '../features/following/following-routes';
import { fundingDashboardRoutes } from '../features/funding/funding-routes';
import { investorsDashboardRoutes } from '../features/investors/investors-routes';
import { companiesDashboardRoutes } from '../features/companies/companies-routes';
import { adminConnectionQueueRoute } from '../features/service-quotations/service-quotations-routes';
import { adminInvoicesRoute, myInvoicesRoute } from '../features/invoices/invoices-routes';
import { subscriptionsDashboardRoutes } from '../features/subscriptions/subscriptions-routes';
import { adminLoanQueueRoute, smeLoansDashboardRoutes } from '../features/sme-loans/sme-loans-routes';
import { adminFintechClaimsRoute } from '../features/fintech/fintech-routes';
import { adminMediaRoutes } from '../features/media-hub/media-hub-routes';
import { adminClaimsRoute } from '../features/marketplace-accounts/marketplace-accounts-routes';
import { adminContactInboxRoute } from '../features/contact/contact-routes';
import { adminSubscribersRoute } from '../features/newsletter/newsletter-routes';
import { adminNewsroomRoute } from '../features/news/news-routes';
import { adminCouponsRoute, adminPaymentsRoute } from '../features/payments/payments-routes';
import { composedPages, orderBookHeaderReadPaths } from './composed/composed-pages';
import { RouteError } from './public-shell/route-error';

/** The signed-in frame, fetched only when a dashboard or admin page opens (decision 034). */
const DashboardShell = lazy(async () => ({
  default: (await import('./dashboard-shell/dashboard-shell')).DashboardShell,
}));

const accountHome = {
  Component: async () => (await import('../features/dashboard/pages/account-home-page')).AccountHomePage,
};

/** A dashboard area's account home, for the user types of that area (role guard). */
function areaHome(path: string, allowed: readonly UserType[]): RouteObject {
  return { path, element: <RoleGuard allowed={allowed} />, children: [{ index: true, lazy: accountHome }] };
}

/**
 * A signed-in area at `path`: the auth guard, then the role guard admitting `allowed`, around the
 * dashboard frame, with `pages` inside one error boundary.
 */
function signedInArea(path: string, allowed: readonly UserType[], pages: RouteObject[]): RouteObject {
  return {
    path,
    element: (
      <AuthGuard>
        <RoleGuard allowed={allowed}>
          <DashboardShell />
        </RoleGuard>
      </AuthGuard>
    ),
    children: [{ errorElement: <RouteError />, children: pages }],
  };
}

/**
 * The signed-in areas: the dashboards (dashboard/...) admit DASHBOARD_USER_TYPES behind the auth
 * and role guards, and each area its own types; /dashboard/consultant admits the consultant
 * (decision 043); /admin admits the admin. Children of the root route, added to the router on the
 * first visit to one of their paths (app/router.tsx, decision 075).
 */
export const signedInAreaRoutes: RouteObject[] = [
  signedInArea('/dashboard', DASHBOARD_USER_TYPES, [
    { index: true, element: <LandingRedirect /> },
    areaHome('company/home', [USER_TYPES.company]),
    areaHome('shareholder/home', [USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]),
    areaHome('investor/home', [USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]),
    ...tradingDashboardRoutes(composedPages.orderBook, orderBookHeaderReadPaths),
    ...requestsDashboardRoutes,
    ...consultantsDirectoryRoutes,
    ...fundingDashboardRoutes,
    ...investorsDashboardRoutes,
    ...followingDashboardRoutes,
    ...companiesDashboardRoutes(composedPages),
    myInvoicesRoute,
    ...subscriptionsDashboardRoutes,
    ...smeLoansDashboardRoutes,
  ]),
  // The consultant's area (decision 043): beside the dashboards area, whose admitted types
  // are the spec's (DASHBOARD_USER_TYPES), in the same frame.
  signedInArea(
    '/dashboard/consultant',
    [USER_TYPES.financialConsultant],
    [
      { index: true, element: <Navigate to="home" replace /> },
      ...consultantAreaRoutes(composedPages.consultantHome),
      ...consultantRequestsRoutes,
    ],
  ),
  signedInArea(
    '/admin',
    [USER_TYPES.admin],
    [
      { index: true, lazy: { Component: composedPages.adminHome } },
      {
        path: 'registrations',
        lazy: {
          Component: async () =>
            (await import('../features/admin-registrations/pages/registrations-queue-page')).RegistrationsQueuePage,
        },
      },
      adminTradesRoute,
      adminRequestsRoute,
      adminConsultantsRoute,
      adminClaimsRoute,
      adminFintechClaimsRoute,
      adminConnectionQueueRoute,
      adminSalesRequestsRoute,
      adminInvoicesRoute,
      adminPaymentsRoute,
      adminContactInboxRoute,
      adminSubscribersRoute,
      adminLoanQueueRoute,
      adminCouponsRoute,
      adminNewsroomRoute,
      ...adminMediaRoutes,
    ],
  ),
];
