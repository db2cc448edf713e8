import { useQueryClient } from '@tanstack/react-query';
import { IconCheck, IconClockExclamation } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { loadServerTexts } from '../i18n/i18n';
import { showNotification } from '../lib/notify';
import { PATHS } from '../lib/routes';
import { closeChangePasswordDialog } from '../lib/session/change-password-dialog-state';
import { onSessionEnd, useSession } from '../lib/session/session';

/** The change-password dialog, fetched once someone is signed in (decision 045). */
const ChangePasswordDialog = lazy(async () => ({
  default: (await import('../features/auth/components/change-password-dialog')).ChangePasswordDialog,
}));

/**
 * What happens when a session ends, wherever the user is (endSession in lib/session): cached data
 * is dropped, the dialog closes and the app goes to login, with `next` when the session ended by
 * itself (expiry, a 401) so the user can come back. A password change says to log in with the new
 * password.
 */
function SessionEndEffects() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      onSessionEnd((reason) => {
        queryClient.clear();
        closeChangePasswordDialog();
        const here = `${window.location.pathname}${window.location.search}`;
        if (reason === 'passwordChanged') {
          showNotification({
            color: 'brand',
            icon: <IconCheck size={18} />,
            title: t('auth.changePassword.successTitle'),
            message: t('auth.changePassword.successRelogin'),
            autoClose: 8000,
          });
        }
        if (reason === 'expired' || reason === 'unauthorized') {
          // Its message is the server's, whose texts a first load does not fetch (decision 082).
          void loadServerTexts().then(() =>
            showNotification({
              color: 'yellow',
              icon: <IconClockExclamation size={18} />,
              title: t('auth.session.endedTitle'),
              message: t('auth.sessionInvalid', { ns: 'server' }),
              autoClose: 8000,
            }),
          );
          if (!here.startsWith('/auth/')) {
            void navigate(`${PATHS.login}?next=${encodeURIComponent(here)}`, { replace: true });
            return;
          }
        }
        void navigate(PATHS.login, { replace: true });
      }),
    [navigate, queryClient, t],
  );
  return null;
}

/** The change-password dialog while someone is signed in; it can only open then. */
function SignedInChangePasswordDialog() {
  const session = useSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <ChangePasswordDialog />
    </Suspense>
  );
}

/**
 * The root of every route: the page (public or dashboard shell), the session's end handling and the
 * one change-password dialog, which a first-time user cannot get past.
 */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <SessionEndEffects />
      <SignedInChangePasswordDialog />
    </>
  );
}
