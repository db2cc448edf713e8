import { Button, Group } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { openChangePasswordDialog } from '../../../lib/session/change-password-dialog-state';
import { hasDashboard, landingPathFor, loginPathFrom } from '../../../lib/session/landing-path';
import { getLastEndReason, useSession } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, AuthPage } from '../components/auth-page';

/**
 * The change-password route (ChangePasswordEndpoint; the role guard sends first-time users here).
 * It opens the app's change-password dialog, forced for a first-time user; behind it a card can
 * re-open it. Signed-out visitors log in first and come back.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.changePassword.title'));
  const session = useSession();
  const isSignedIn = session !== null;

  useEffect(() => {
    if (isSignedIn) openChangePasswordDialog();
  }, [isSignedIn]);

  if (!session) return <Navigate to={loginPathFrom('/change-password', getLastEndReason())} replace />;

  return (
    <AuthPage>
      <AuthCard
        icon={<IconShieldLock size={28} />}
        title={t('auth.changePassword.heading')}
        description={t('auth.changePassword.pageText')}
      >
        <Group grow gap="sm">
          {hasDashboard(session.claims.type) && !session.claims.isFirstTimeLogin && (
            <Button component={Link} to={landingPathFor(session.claims.type)} variant="default" size="md">
              {t('auth.changePassword.pageBack')}
            </Button>
          )}
          <Button size="md" onClick={openChangePasswordDialog}>
            {t('auth.changePassword.pageOpen')}
          </Button>
        </Group>
      </AuthCard>
    </AuthPage>
  );
}
