import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../components/route-guards';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  Component: async () => (await load())[name],
});

/**
 * The public SME-loans pages (decision 026) in the public frame: the landing (/sme-bank), the
 * package comparison (select-package) and the application (apply-loans; visitors are asked to
 * sign in with a company account).
 */
export const smeLoansRoutes: RouteObject[] = [
  { path: 'sme-bank', lazy: page(() => import('./pages/sme-bank-page'), 'SmeBankPage') },
  { path: 'sme-bank/select-package', lazy: page(() => import('./pages/select-package-page'), 'SelectPackagePage') },
  { path: 'sme-bank/apply-loans', lazy: page(() => import('./pages/apply-loans-page'), 'ApplyLoansPage') },
];

/** The company's loan applications in its dashboard (/dashboard/company/loan-applications). */
export const smeLoansDashboardRoutes: RouteObject[] = [
  {
    path: 'company/loan-applications',
    element: <RoleGuard allowed={[USER_TYPES.company]} />,
    children: [
      { index: true, lazy: page(() => import('./pages/my-loan-applications-page'), 'MyLoanApplicationsPage') },
    ],
  },
];

/** The team's queue: /admin/loan-applications. */
export const adminLoanQueueRoute: RouteObject = {
  path: 'loan-applications',
  lazy: page(() => import('./pages/loan-queue-page'), 'LoanQueuePage'),
};
