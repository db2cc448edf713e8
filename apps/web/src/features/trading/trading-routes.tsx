import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../app/guards';

const myOrders = { Component: async () => (await import('./pages/my-orders-page')).MyOrdersPage };
const myTrades = { Component: async () => (await import('./pages/my-trades-page')).MyTradesPage };

/** The public order book: view-order-book/:companyId (signed-in traders get the actions). */
export const orderBookRoute: RouteObject = {
  path: 'view-order-book/:companyId',
  lazy: { Component: async () => (await import('./pages/order-book-page')).OrderBookPage },
};

/**
 * The trading sub-area of the investor and shareholder dashboards (marketplace.txt section 2):
 * {investor|shareholder}/my-orders and my-trades, each behind its area's role guard; also the
 * order book inside the dashboard ({area}/view-order-book/:companyId).
 */
export const tradingDashboardRoutes: RouteObject[] = [
  {
    path: 'investor',
    element: <RoleGuard allowed={[USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]} />,
    children: [{ path: 'my-orders', lazy: myOrders }, { path: 'my-trades', lazy: myTrades }, orderBookRoute],
  },
  {
    path: 'shareholder',
    element: <RoleGuard allowed={[USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]} />,
    children: [{ path: 'my-orders', lazy: myOrders }, { path: 'my-trades', lazy: myTrades }, orderBookRoute],
  },
];

/** The admin's trade review queue: /admin/trades. */
export const adminTradesRoute: RouteObject = {
  path: 'trades',
  lazy: { Component: async () => (await import('../admin-trades/pages/trades-queue-page')).TradesQueuePage },
};
