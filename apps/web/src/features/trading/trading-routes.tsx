import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { AuthGuard, RoleGuard } from '../../components/route-guards';
import { BUYER_BIDS_PATH, type LazyComponent, type RouteTexts, withBodyFetchedBeside } from '../../lib/routes';

/** The order book's texts, fetched with the shared ones on a first load of it (decision 050). */
const orderBookTexts: RouteTexts = { namespaces: ['trading'] };

const myOrders = { Component: async () => (await import('./pages/my-orders-page')).MyOrdersPage };
const myTrades = { Component: async () => (await import('./pages/my-trades-page')).MyTradesPage };
const myCompanies = { Component: async () => (await import('./pages/my-companies-page')).MyCompaniesPage };
const myCompaniesDashboard = {
  Component: async () => (await import('./pages/my-companies-dashboard-page')).MyCompaniesDashboardPage,
};
const opportunities = { Component: async () => (await import('./pages/opportunities-page')).OpportunitiesPage };

/**
 * The public order book: view-order-book/:companyId (signed-in traders get the actions).
 * `orderBookPage` is OrderBookPage with the company's name, composed by app/ (decision 011).
 */
export function orderBookRoute(orderBookPage: LazyComponent): RouteObject {
  // the order book's body is fetched beside the page, not after it (order-book-page.tsx)
  const Component = withBodyFetchedBeside(orderBookPage, () => import('./components/company-order-book'));
  return { path: 'view-order-book/:companyId', lazy: { Component }, handle: orderBookTexts };
}

/** The pages of the trading sub-area, the same in both areas. */
function tradingChildren(orderBookPage: LazyComponent): RouteObject[] {
  return [
    { path: 'my-companies-dashboard', lazy: myCompaniesDashboard },
    { path: 'opportunities', lazy: opportunities },
    { path: 'my-companies', lazy: myCompanies },
    { path: 'my-orders', lazy: myOrders },
    { path: 'my-trades', lazy: myTrades },
    orderBookRoute(orderBookPage),
  ];
}

/**
 * The trading sub-area of the investor and shareholder dashboards:
 * {investor|shareholder}/my-companies-dashboard, opportunities, my-companies, my-orders and
 * my-trades, each behind its area's role guard; also the order book inside the dashboard
 * ({area}/view-order-book/:companyId).
 */
export function tradingDashboardRoutes(orderBookPage: LazyComponent): RouteObject[] {
  return [
    {
      path: 'investor',
      element: <RoleGuard allowed={[USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]} />,
      children: tradingChildren(orderBookPage),
    },
    {
      path: 'shareholder',
      element: <RoleGuard allowed={[USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]} />,
      children: tradingChildren(orderBookPage),
    },
  ];
}

/** The admin's trade review queue: /admin/trades. */
export const adminTradesRoute: RouteObject = {
  path: 'trades',
  lazy: { Component: async () => (await import('./admin/pages/trades-queue-page')).TradesQueuePage },
};

/**
 * The buyer's (type 11) "My bids and deals" page, /sp/my-bids (lib/routes.ts BUYER_BIDS_PATH;
 * decision 015), behind the buyer's role guard, inside the public frame like their other /sp pages.
 */
export const buyerBidsRoute: RouteObject = {
  path: BUYER_BIDS_PATH.slice(1),
  element: (
    <AuthGuard>
      <RoleGuard allowed={[USER_TYPES.buyer]} />
    </AuthGuard>
  ),
  children: [{ index: true, lazy: { Component: async () => (await import('./pages/buyer-bids-page')).BuyerBidsPage } }],
};
