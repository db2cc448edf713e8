import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCheck, IconShieldLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ChangePasswordRequestSchema } from '@hissa/contracts/auth';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { showNotification } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import {
  closeChangePasswordDialog,
  useIsChangePasswordDialogOpen,
} from '../../../lib/session/change-password-dialog-state';
import { landingPathFor } from '../../../lib/session/landing-path';
import { endSession, startSession, useSession } from '../../../lib/session/session';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useChangePassword } from '../api/change-password';
import { CHECKLIST_RULE_KEYS, PasswordRules } from './password-rules';
import { PasswordField } from '../../../components/password-field';
import { ConfirmPasswordField } from './password-field';
import { FailureAlert } from './failure-alert';

/** The dialog's fields (the request's optional `id` is not sent: the server takes the user from the token). */
const EMPTY_CHANGE: { currentPassword: string; newPassword: string; confirmNewPassword: string } = {
  currentPassword: '',
  newPassword: '',
  confirmNewPassword: '',
};
const CHANGE_PASSWORD_PATH = '/change-password';

/**
 * The change-password dialog (ChangePasswordEndpoint; rules in contracts auth.ts), 35rem wide,
 * mounted once for the whole app. Opened voluntarily (user menu, dashboards) it can be cancelled;
 * for a first-time user it opens by itself and cannot be dismissed (no close icon, no cancel, no
 * Escape or outside click) until the password is changed.
 *
 * On completion the form resets. After a success buyers keep going with the fresh token to
 * sp/public/top-recommendations; every other user is logged out and told to log in with the new
 * password (decision 008). A failure (a wrong current password, for instance) shows the server's
 * message and keeps the dialog open: logging the user out over a typo would only cost them their
 * session.
 */
export function ChangePasswordDialog() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isVoluntaryOpen = useIsChangePasswordDialogOpen();
  const isForced = session?.claims.isFirstTimeLogin === true;
  const isOpened = session !== null && (isForced || isVoluntaryOpen);
  const mutation = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const { values, isValid, inputProps, onSubmit, reset, applyServerErrors, clientErrors, isErrorShown, translate } =
    useValidatedForm({
      schema: ChangePasswordRequestSchema,
      initialValues: EMPTY_CHANGE,
    });

  const close = () => {
    if (isForced || mutation.isPending) return;
    reset();
    setFailure(null);
    closeChangePasswordDialog();
  };

  const submit = onSubmit((request) => {
    setFailure(null);
    mutation.mutate(request, {
      onSuccess: ({ idToken }) => {
        reset();
        closeChangePasswordDialog();
        if (session?.claims.type === USER_TYPES.buyer) {
          void startSession(idToken).then(
            (started) => {
              showNotification({
                color: 'brand',
                icon: <IconCheck size={18} />,
                title: t('auth.changePassword.successTitle'),
                message: t('auth.changePassword.successContinue'),
              });
              // Buyers go on to the services marketplace home (their landing page; decision 008).
              void navigate(landingPathFor(started.claims.type), { replace: pathname === CHANGE_PASSWORD_PATH });
            },
            // An answer without readable claims: sign in again.
            () => endSession('passwordChanged'),
          );
          return;
        }
        endSession('passwordChanged');
      },
      onError: (error) => {
        reset();
        setFailure(errorMessage(error));
        applyServerErrors(error);
      },
    });
  });

  // The checklist stands for the rule messages of the new password; other errors still show.
  const newPasswordError = clientErrors.get('newPassword');
  const isNewPasswordErrorHidden = newPasswordError !== undefined && CHECKLIST_RULE_KEYS.has(newPasswordError);
  const newPasswordProps = inputProps('newPassword');

  return (
    <Modal
      opened={isOpened}
      onClose={close}
      size="35rem"
      centered
      withCloseButton={!isForced}
      closeOnEscape={!isForced}
      closeOnClickOutside={!isForced}
      closeButtonProps={{ 'aria-label': t('auth.changePassword.cancel') }}
      title={
        <Group gap="xs" wrap="nowrap">
          <IconShieldLock size={22} stroke={1.75} aria-hidden="true" color="var(--mantine-color-brand-7)" />
          <Text component="span" fw={600} size="lg">
            {t('auth.changePassword.heading')}
          </Text>
        </Group>
      }
      radius="lg"
      padding="xl"
    >
      <form noValidate onSubmit={submit}>
        {/* For password managers: the account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={session?.claims.sub ?? ''} readOnly hidden />
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {isForced ? t('auth.changePassword.forcedIntro') : t('auth.changePassword.intro')}
          </Text>
          <FailureAlert
            title={t('auth.changePassword.failedTitle')}
            message={failure}
            onDismiss={() => setFailure(null)}
          />
          <PasswordField
            {...inputProps('currentPassword')}
            label={t('auth.changePassword.currentPasswordLabel')}
            autoComplete="current-password"
            withAsterisk
            data-autofocus
          />
          <Stack gap={8}>
            <PasswordField
              {...newPasswordProps}
              error={isNewPasswordErrorHidden ? undefined : newPasswordProps.error}
              aria-invalid={isErrorShown('newPassword') && newPasswordError !== undefined}
              aria-describedby="change-password-rules"
              label={t('auth.reset.newPasswordLabel')}
              autoComplete="new-password"
              withAsterisk
            />
            <PasswordRules id="change-password-rules" value={values.newPassword} />
          </Stack>
          <ConfirmPasswordField {...inputProps('confirmNewPassword')} />
          {/* Screen readers hear the first unmet rule on submit through the field's own error. */}
          {isErrorShown('newPassword') && isNewPasswordErrorHidden && newPasswordError && (
            <span className="visually-hidden" role="status">
              {translate(newPasswordError)}
            </span>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            {!isForced && (
              <Button variant="default" onClick={close} disabled={mutation.isPending}>
                {t('auth.changePassword.cancel')}
              </Button>
            )}
            <Button type="submit" loading={mutation.isPending} disabled={!isValid}>
              {t('auth.changePassword.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
