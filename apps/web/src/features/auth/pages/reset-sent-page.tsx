import { Button } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthCard, AuthPage } from '../components/auth-page';

/**
 * Reset sent (auth/success-reset?email=): the reset request was initiated, check your e-mail (the
 * address is shown); OK goes home.
 */
export function ResetSentPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.resetSent.title'));
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  return (
    <AuthPage>
      <AuthCard
        icon={<IconMailForward size={28} />}
        title={t('auth.resetSent.heading')}
        description={
          email ? (
            <Trans
              i18nKey="auth.resetSent.text"
              values={{ email }}
              // The address reads left to right and is isolated from the Arabic around it.
              components={{ email: <strong dir="ltr" style={{ unicodeBidi: 'isolate' }} /> }}
            />
          ) : (
            t('auth.resetSent.textNoEmail')
          )
        }
      >
        <Button component={Link} to={PATHS.home} size="md" fullWidth>
          {t('auth.resetSent.ok')}
        </Button>
      </AuthCard>
    </AuthPage>
  );
}
