import { Button, Loader, Stack, Text } from '@mantine/core';
import { IconMailCheck, IconMailX } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useVerifyEmail } from '../api/verify-email';
import { AuthCard, AuthPage } from '../components/auth-page';

/**
 * Confirm e-mail (confirm-email/:token; VerifyEmailEndpoint): posts the token once on load; success
 * shows 'You have successfully confirmed your email' with OK to /home, a failure the server's
 * message.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.confirmEmail.title'));
  const { token = '' } = useParams();
  const { mutate, isSuccess, isError, error, data } = useVerifyEmail();
  // The link works once: Strict Mode's second effect run must not post it again.
  const postedToken = useRef<string | null>(null);

  useEffect(() => {
    if (postedToken.current === token) return;
    postedToken.current = token;
    mutate({ verifyToken: token });
  }, [mutate, token]);

  if (isSuccess) {
    return (
      <AuthPage>
        <AuthCard
          icon={<IconMailCheck size={30} />}
          title={t('auth.confirmEmail.successHeading')}
          description={data.message}
        >
          <Button component={Link} to={PATHS.home} size="md" fullWidth>
            {t('auth.confirmEmail.ok')}
          </Button>
        </AuthCard>
      </AuthPage>
    );
  }
  if (isError) {
    return (
      <AuthPage>
        <AuthCard
          icon={<IconMailX size={30} />}
          iconColor="red"
          title={t('auth.confirmEmail.failedHeading')}
          description={errorMessage(error)}
        >
          <Button component={Link} to={PATHS.home} size="md" variant="default" fullWidth>
            {t('auth.confirmEmail.home')}
          </Button>
        </AuthCard>
      </AuthPage>
    );
  }
  return (
    <AuthPage>
      <AuthCard title={t('auth.confirmEmail.title')}>
        <Stack align="center" gap="sm" py="md" role="status">
          <Loader size="md" aria-hidden="true" />
          <Text c="dimmed">{t('auth.confirmEmail.confirming')}</Text>
        </Stack>
      </AuthCard>
    </AuthPage>
  );
}
