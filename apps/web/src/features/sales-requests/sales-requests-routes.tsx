import type { RouteObject } from 'react-router';

/** The public pages of sales requests (decision 023): the custom media package request and advertising. */
export const salesRequestsRoutes: RouteObject[] = [
  {
    path: 'sp/plan/custom-package',
    lazy: { Component: async () => (await import('./pages/custom-package-page')).CustomPackagePage },
  },
  {
    path: 'advertisement-support',
    lazy: { Component: async () => (await import('./pages/advertising-page')).AdvertisingPage },
  },
];

/** The admin's sales requests queue: /admin/sales-requests. */
export const adminSalesRequestsRoute: RouteObject = {
  path: 'sales-requests',
  lazy: { Component: async () => (await import('./pages/sales-requests-queue-page')).SalesRequestsQueuePage },
};
