import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordRequestSchema, type ForgotPasswordRequest } from '@hissa/contracts/auth';
import { errorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard, AuthPage } from '../components/auth-page';
import { FailureAlert } from '../components/failure-alert';

/**
 * Forgot password (auth/forget-password; ForgotPasswordEndpoint): one e-mail field; Cancel returns
 * to login; on success the reset-sent page with the e-mail in the query. The server answers 200
 * whether or not the account exists. The spec shows nothing on failure; we show the server's
 * message (too many requests, no connection) so the user is not left waiting.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot.title'));
  const navigate = useNavigate();
  const mutation = useRequestPasswordReset();
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues: ForgotPasswordRequest = { email: '' };
  const { isValid, inputProps, onSubmit } = useValidatedForm({ schema: ForgotPasswordRequestSchema, initialValues });

  const submit = onSubmit((request) => {
    setFailure(null);
    mutation.mutate(request, {
      onSuccess: () => void navigate(`/auth/success-reset?email=${encodeURIComponent(request.email)}`),
      onError: (error) => setFailure(errorMessage(error)),
    });
  });

  return (
    <AuthPage>
      <AuthCard title={t('auth.forgot.heading')} description={t('auth.forgot.subtitle')}>
        <FailureAlert title={t('auth.forgot.failedTitle')} message={failure} onDismiss={() => setFailure(null)} />
        <form noValidate onSubmit={submit}>
          <Stack gap="lg">
            <TextInput
              {...inputProps('email')}
              label={t('auth.emailLabel')}
              placeholder={t('auth.emailPlaceholder')}
              type="email"
              inputMode="email"
              autoComplete="email"
              withAsterisk
              size="md"
            />
            <Group justify="flex-end" gap="sm">
              <Button component={Link} to={PATHS.login} variant="default" size="md">
                {t('auth.forgot.cancel')}
              </Button>
              <Button type="submit" size="md" loading={mutation.isPending} disabled={!isValid}>
                {t('auth.forgot.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </AuthCard>
    </AuthPage>
  );
}
