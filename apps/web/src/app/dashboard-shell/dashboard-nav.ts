import type { UserType } from '@hissa/contracts/user-types';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { PATHS } from '../../lib/routes';

/** A link of the dashboard's side navigation; `labelKey` is a UI translation key. */
export interface DashboardNavItem {
  labelKey: 'dashboard.overview' | 'dashboard.browseCompanies' | 'dashboard.publicSite';
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
    { labelKey: 'dashboard.browseCompanies', to: PATHS.companies },
    { labelKey: 'dashboard.publicSite', to: PATHS.home },
  ];
}
