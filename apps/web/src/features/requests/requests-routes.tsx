import type { RouteObject } from 'react-router';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../components/route-guards';

const myRequests = { Component: async () => (await import('./pages/requests-list-page')).MyRequestsPage };
const otherRequests = { Component: async () => (await import('./pages/requests-list-page')).OtherRequestsPage };
const newRequest = { Component: async () => (await import('./pages/new-request-page')).NewRequestPage };
const myRequest = { Component: async () => (await import('./pages/request-detail-page')).MyRequestDetailPage };
const otherRequest = { Component: async () => (await import('./pages/request-detail-page')).OtherRequestDetailPage };

/** my-requests (list, new, one) and other-requests (list, one) of one dashboard area. */
function areaRequests(path: string, allowed: readonly UserType[]): RouteObject {
  return {
    path,
    element: <RoleGuard allowed={allowed} />,
    children: [
      { path: 'my-requests', lazy: myRequests },
      { path: 'my-requests/new', lazy: newRequest },
      { path: 'my-requests/:requestId', lazy: myRequest },
      { path: 'other-requests', lazy: otherRequests },
      { path: 'other-requests/:requestId', lazy: otherRequest },
    ],
  };
}

/**
 * The requests pages of the company, shareholder and investor dashboards
 * (dashboard/{company|shareholder|investor}/my-requests and other-requests), each behind its area's
 * role guard.
 */
export const requestsDashboardRoutes: RouteObject[] = [
  areaRequests('company', [USER_TYPES.company]),
  areaRequests('shareholder', [USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]),
  areaRequests('investor', [USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]),
];

/**
 * The consultant's received requests inside dashboard/consultant (decision 043): other-requests and
 * one of them. Consultants send none, so there is no my-requests. The area's guard is the router's.
 */
export const consultantRequestsRoutes: RouteObject[] = [
  { path: 'other-requests', lazy: otherRequests },
  { path: 'other-requests/:requestId', lazy: otherRequest },
];

/** The admin's list of visitors' requests to follow up: /admin/requests. */
export const adminRequestsRoute: RouteObject = {
  path: 'requests',
  lazy: { Component: async () => (await import('./pages/visitor-requests-page')).VisitorRequestsPage },
};
