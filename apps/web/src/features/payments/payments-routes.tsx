import type { RouteObject } from 'react-router';
import { USER_TYPE_CODES } from '@hissa/contracts/user-types';
import { AuthGuard, RoleGuard } from '../../components/route-guards';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  Component: async () => (await load())[name],
});

/**
 * The payer's payment pages in the public frame, for any signed-in user (decision 020):
 * /billing/payments (my payments) and /billing/payments/:reference (contracts PAYMENT_PAGE_PATH).
 */
export const paymentsRoutes: RouteObject[] = [
  {
    path: 'billing/payments',
    element: (
      <AuthGuard>
        <RoleGuard allowed={USER_TYPE_CODES} />
      </AuthGuard>
    ),
    children: [
      { index: true, lazy: page(() => import('./pages/my-payments-page'), 'MyPaymentsPage') },
      { path: ':reference', lazy: page(() => import('./pages/payment-page'), 'PaymentPage') },
    ],
  },
];

/** The admin's payments queue: /admin/payments. */
export const adminPaymentsRoute: RouteObject = {
  path: 'payments',
  lazy: page(() => import('./pages/admin-payments-page'), 'AdminPaymentsPage'),
};

/** The admin's coupons: /admin/coupons. */
export const adminCouponsRoute: RouteObject = {
  path: 'coupons',
  lazy: page(() => import('./pages/admin-coupons-page'), 'AdminCouponsPage'),
};
