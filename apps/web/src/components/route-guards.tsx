import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isUserType, type UserType } from '@hissa/contracts/user-types';
import { PATHS } from '../lib/routes';
import { landingPathFor, loginPathFrom } from '../lib/session/landing-path';
import { getLastEndReason, useSession } from '../lib/session/session';

/** The login path, with `next` to come back to unless the user chose to leave (logout, new password). */
function loginPath(currentPath: string): string {
  return loginPathFrom(currentPath, getLastEndReason());
}

/**
 * Auth guard: lets a signed-in user (a restored or fresh token) through, and sends everyone else to
 * login with a `next` parameter.
 */
export function AuthGuard({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return children ?? <Outlet />;
}

/**
 * Role guard (contracts user-types.ts USER_TYPE_INFO): a first-time-login user goes to change
 * password first; a user whose type is in `allowed` passes; any other type goes to its own default
 * dashboard; an unknown type goes to login.
 */
export function RoleGuard({ allowed, children }: { allowed: readonly UserType[]; children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  const { type, isFirstTimeLogin } = session.claims;
  if (isFirstTimeLogin) return <Navigate to="/change-password" replace />;
  if (!isUserType(type)) return <Navigate to={PATHS.login} replace />;
  if (!allowed.includes(type)) return <Navigate to={landingPathFor(type)} replace />;
  return children ?? <Outlet />;
}

/** /dashboard itself: the signed-in user's own dashboard. */
export function LandingRedirect() {
  const session = useSession();
  return <Navigate to={session ? landingPathFor(session.claims.type) : PATHS.login} replace />;
}
