import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import {
  INDICATIVE_PRICE_PATH,
  MARKET_DEPTH_PATH,
  PUBLIC_ACTIVE_OFFERS_PATH,
} from '@hissa/contracts/trading/order-book-endpoint-paths';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { AuthGuard, RoleGuard } from '../../components/route-guards';
import { startEarlyRead } from '../../lib/early-reads';
import { readRouteId } from '../../lib/route-id';
import { getSessionToken } from '../../lib/session/session';
import { BUYER_BIDS_PATH, type LazyComponent, type RouteTexts, withBodyFetchedBeside } from '../../lib/routes';
import { visitorOffersFilters } from './api/visitor-offers-filters';

/** The order book's texts, fetched with the shared ones on a first load of it (decision 050). */
const orderBookTexts: RouteTexts = { namespaces: ['trading'] };

const myOrders = { Component: async () => (await import('./pages/my-orders-page')).MyOrdersPage };
const myTrades = { Component: async () => (await import('./pages/my-trades-page')).MyTradesPage };
const myCompanies = { Component: async () => (await import('./pages/my-companies-page')).MyCompaniesPage };
const myCompaniesDashboard = {
  Component: async () => (await import('./pages/my-companies-dashboard-page')).MyCompaniesDashboardPage,
};
const opportunities = { Component: async () => (await import('./pages/opportunities-page')).OpportunitiesPage };

/** True once the order book's code has arrived: its pages then ask for their own reads at once. */
let isOrderBookCodeIn = false;

/**
 * The public order book: view-order-book/:companyId (signed-in traders get the actions).
 * `orderBookPage` is OrderBookPage with the company's name, composed by app/ (decision 011);
 * `headerReadPaths` are the GET paths (with :companyId) of what app/ composes into its header.
 * On a first visit, while the page's code and schemas are still on their way, the route starts
 * the market depth, the indicative price, the header's reads and, for a visitor, the company's
 * public offers itself (decision 079), and the page takes their answers when its code is in.
 */
export function orderBookRoute(orderBookPage: LazyComponent, headerReadPaths: readonly string[] = []): RouteObject {
  // the order book's body is fetched beside the page, not after it (order-book-page.tsx)
  const page = withBodyFetchedBeside(orderBookPage, () => import('./components/company-order-book'));
  const Component: LazyComponent = async () => {
    const component = await page();
    isOrderBookCodeIn = true;
    return component;
  };
  const loader = ({ params }: LoaderFunctionArgs): null => {
    const companyId = readRouteId(params.companyId);
    if (isOrderBookCodeIn || companyId === null) return null;
    for (const path of [MARKET_DEPTH_PATH, INDICATIVE_PRICE_PATH, ...headerReadPaths])
      startEarlyRead(endpointUrl({ method: 'GET', path }, { companyId }));
    // a signed-in trader's offers come from another endpoint (get-company-offers.ts)
    if (getSessionToken() === null) startEarlyRead(PUBLIC_ACTIVE_OFFERS_PATH, visitorOffersFilters(companyId));
    return null;
  };
  return { path: 'view-order-book/:companyId', loader, lazy: { Component }, handle: orderBookTexts };
}

/** The pages of the trading sub-area, the same in both areas (orderBookRoute for the arguments). */
function tradingChildren(orderBookPage: LazyComponent, headerReadPaths: readonly string[]): RouteObject[] {
  return [
    { path: 'my-companies-dashboard', lazy: myCompaniesDashboard },
    { path: 'opportunities', lazy: opportunities },
    { path: 'my-companies', lazy: myCompanies },
    { path: 'my-orders', lazy: myOrders },
    { path: 'my-trades', lazy: myTrades },
    orderBookRoute(orderBookPage, headerReadPaths),
  ];
}

/**
 * The trading sub-area of the investor and shareholder dashboards:
 * {investor|shareholder}/my-companies-dashboard, opportunities, my-companies, my-orders and
 * my-trades, each behind its area's role guard; also the order book inside the dashboard
 * ({area}/view-order-book/:companyId; orderBookRoute for the arguments).
 */
export function tradingDashboardRoutes(
  orderBookPage: LazyComponent,
  headerReadPaths: readonly string[] = [],
): RouteObject[] {
  return [
    {
      path: 'investor',
      element: <RoleGuard allowed={[USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]} />,
      children: tradingChildren(orderBookPage, headerReadPaths),
    },
    {
      path: 'shareholder',
      element: <RoleGuard allowed={[USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]} />,
      children: tradingChildren(orderBookPage, headerReadPaths),
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
