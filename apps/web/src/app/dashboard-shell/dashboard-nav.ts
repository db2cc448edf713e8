import type { UserType } from '@hissa/contracts/user-types';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { PATHS } from '../../lib/routes';

/** A link of the dashboard's side navigation; `labelKey` is a UI translation key. */
export interface DashboardNavItem {
  labelKey: 'dashboard.overview' | 'dashboard.browseCompanies' | 'dashboard.publicSite' | 'trading:nav.myOrders' | 'trading:nav.myTrades' | 'adminTrades:nav';
  to: string;
  /** True for the account home: current only on its exact path. */
  isHome?: boolean;
}

/** The account home of each dashboard area, by user type (USER_TYPE_INFO default paths). */
const HOME_BY_TYPE: Partial<Record<UserType, string>> = {
  [USER_TYPES.admin]: '/admin',
  [USER_TYPES.company]: '/dashboard/company/home',
  [USER_TYPES.individualShareholder]: '/dashboard/shareholder/home',
  [USER_TYPES.institutionalShareholder]: '/dashboard/shareholder/home',
  [USER_TYPES.individualInvestor]: '/dashboard/investor/home',
  [USER_TYPES.institutionalInvestor]: '/dashboard/investor/home',
};

/**
 * The side navigation of a user type: only pages that exist today (the account home, the
 * companies directory and the public home). Each area's own pages join with their issues.
 */
export function dashboardNavFor(type: UserType): DashboardNavItem[] {
  const home = HOME_BY_TYPE[type];
  return [
    ...(home ? [{ labelKey: 'dashboard.overview' as const, to: home, isHome: true }] : []),
    // Trading sub-area (investors and shareholders) and the admin's trade review.
    ...(home && /\/(investor|shareholder)\/home$/.test(home)
      ? [
          { labelKey: 'trading:nav.myOrders' as const, to: home.replace(/home$/, 'my-orders') },
          { labelKey: 'trading:nav.myTrades' as const, to: home.replace(/home$/, 'my-trades') },
        ]
      : []),
    ...(type === USER_TYPES.admin ? [{ labelKey: 'adminTrades:nav' as const, to: '/admin/trades' }] : []),
    { labelKey: 'dashboard.browseCompanies', to: PATHS.companies },
    { labelKey: 'dashboard.publicSite', to: PATHS.home },
  ];
}
