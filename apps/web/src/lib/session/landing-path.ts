import { USER_TYPE_INFO, type UserType } from '@hissa/contracts/user-types';

/**
 * The default paths (user-types.ts, USER_TYPE_INFO) whose page exists today: the account homes
 * of the company, shareholder, investor, consultant and admin areas, the buyer's services
 * marketplace home and the provider user's profile.
 */
const BUILT_DEFAULT_PATHS: ReadonlySet<string> = new Set([
  '/dashboard/company/home',
  '/dashboard/shareholder/home',
  '/dashboard/investor/home',
  '/admin',
  '/sp/public/top-recommendations',
  '/sp/sp-profile',
  '/dashboard/consultant/home',
]);

/** Where a signed-in user of `type` lands: their default dashboard, or home until it exists. */
export function landingPathFor(type: UserType): string {
  const path = USER_TYPE_INFO[type].defaultPath;
  return BUILT_DEFAULT_PATHS.has(path) ? path : '/home';
}

/** True when the dashboard at the user's default path exists (for "My dashboard" links). */
export function hasDashboard(type: UserType): boolean {
  return landingPathFor(type) !== '/home';
}

/**
 * A `next` query parameter that is safe to follow after signing in: a path on this site
 * (starting with one slash), never another origin.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  return next;
}

/**
 * The login path for a signed-out visitor at `currentPath`: with `next` to come back to, unless
 * the user chose to leave (logged out, or must log in again after a password change).
 */
export function loginPathFrom(currentPath: string, lastEndReason: string | null): string {
  if (lastEndReason === 'logout' || lastEndReason === 'passwordChanged') return '/auth/login';
  return `/auth/login?next=${encodeURIComponent(currentPath)}`;
}
