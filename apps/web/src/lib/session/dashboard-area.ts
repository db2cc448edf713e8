import { useLocation } from 'react-router';
import { USER_TYPE_INFO } from '@hissa/contracts/user-types';
import { useSession } from './session';

/**
 * The dashboard area of the signed-in user ('/dashboard/investor', '/dashboard/shareholder',
 * '/dashboard/company'; from the type's default path), and whether the current page is inside it.
 * Null area when signed out or for types without a /dashboard area.
 */
export function useDashboardArea(): { areaPath: string | null; isInDashboard: boolean } {
  const session = useSession();
  const { pathname } = useLocation();
  const home = session ? USER_TYPE_INFO[session.claims.type].defaultPath : null;
  const areaPath = home && /^\/dashboard\/[a-z-]+\/home$/.test(home) ? home.replace(/\/home$/, '') : null;
  return { areaPath, isInDashboard: areaPath !== null && pathname.startsWith(`${areaPath}/`) };
}

/**
 * The dashboard area of a shareholder or investor while they are inside it ('/dashboard/investor',
 * '/dashboard/shareholder'), else null. The pages these areas share with the public site
 * (companies, company profile, funding rounds, order book; lib/routes.ts) link under it, so such a
 * user browsing companies stays in their dashboard.
 */
export function useBrowsingAreaPath(): string | null {
  const { areaPath, isInDashboard } = useDashboardArea();
  return isInDashboard && areaPath !== null && /\/(investor|shareholder)$/.test(areaPath) ? areaPath : null;
}
