import type { RouteObject } from 'react-router';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  Component: async () => (await load())[name],
});

/** "My invoices" inside the dashboards area: /dashboard/invoices (every dashboard user type can pay). */
export const myInvoicesRoute: RouteObject = {
  path: 'invoices',
  lazy: page(() => import('./pages/my-invoices-page'), 'MyInvoicesPage'),
};

/** The admin's invoices with filters and CSV export: /admin/invoices. */
export const adminInvoicesRoute: RouteObject = {
  path: 'invoices',
  lazy: page(() => import('./pages/admin-invoices-page'), 'AdminInvoicesPage'),
};
