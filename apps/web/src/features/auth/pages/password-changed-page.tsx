import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, AuthPage } from '../components/auth-page';

/** Password changed (auth/success-password-change): log in with the new password. */
export function PasswordChangedPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.passwordChanged.title'));
  return (
    <AuthPage>
      <AuthCard
        icon={<IconCircleCheck size={30} />}
        title={t('auth.passwordChanged.heading')}
        description={t('auth.passwordChanged.text')}
      >
        <Button component={Link} to={PATHS.login} size="md" fullWidth>
          {t('auth.passwordChanged.login')}
        </Button>
      </AuthCard>
    </AuthPage>
  );
}
