import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { UpdatePasswordRequestSchema, type UpdatePasswordRequest } from '@hissa/contracts/auth';
import { errorMessage } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useUpdatePassword } from '../api/update-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import { AuthCard, AuthPage } from '../components/auth-page';
import { CHECKLIST_RULE_KEYS, PasswordRules } from '../components/password-rules';
import { PasswordField } from '../../../components/password-field';
import { ConfirmPasswordField } from '../components/password-field';
import { FailureAlert } from '../components/failure-alert';

/**
 * Reset password (auth/reset-password/:token; UpdatePasswordEndpoint). The link is checked on
 * entry: an unusable one goes silently to login. New and confirm passwords with the live rule
 * checklist; Cancel goes to login; success to the password-changed page; a failure shows the
 * server's message.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const verification = useVerifyResetToken(token);
  const mutation = useUpdatePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const initialValues: UpdatePasswordRequest = { newPassword: '', confirmNewPassword: '', token };
  const { values, isValid, inputProps, onSubmit, applyServerErrors, clientErrors } = useValidatedForm({
    schema: UpdatePasswordRequestSchema,
    initialValues,
  });

  if (verification.isError) return <Navigate to={PATHS.login} replace />;

  const submit = onSubmit((request) => {
    setFailure(null);
    mutation.mutate(request, {
      onSuccess: () => void navigate('/auth/success-password-change', { replace: true }),
      onError: (error) => {
        setFailure(errorMessage(error));
        applyServerErrors(error);
      },
    });
  });

  const newPasswordError = clientErrors.get('newPassword');
  const newPasswordProps = inputProps('newPassword');

  return (
    <AuthPage>
      <AuthCard title={t('auth.reset.heading')} description={t('auth.reset.subtitle')}>
        {verification.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label={t('auth.reset.checking')}>
            <Skeleton height={62} />
            <Skeleton height={70} />
            <Skeleton height={62} />
            <Skeleton height={42} />
          </Stack>
        ) : (
          <>
            <FailureAlert title={t('auth.reset.failedTitle')} message={failure} onDismiss={() => setFailure(null)} />
            <form noValidate onSubmit={submit}>
              <Stack gap="md">
                <Stack gap={8}>
                  <PasswordField
                    {...newPasswordProps}
                    error={
                      newPasswordError && CHECKLIST_RULE_KEYS.has(newPasswordError) ? undefined : newPasswordProps.error
                    }
                    aria-describedby="reset-password-rules"
                    label={t('auth.reset.newPasswordLabel')}
                    autoComplete="new-password"
                    withAsterisk
                    size="md"
                  />
                  <PasswordRules id="reset-password-rules" value={values.newPassword} />
                </Stack>
                <ConfirmPasswordField {...inputProps('confirmNewPassword')} size="md" />
                <Group justify="flex-end" gap="sm" mt="xs">
                  <Button component={Link} to={PATHS.login} variant="default" size="md">
                    {t('auth.reset.cancel')}
                  </Button>
                  <Button type="submit" size="md" loading={mutation.isPending} disabled={!isValid}>
                    {t('auth.reset.submit')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </>
        )}
      </AuthCard>
    </AuthPage>
  );
}
