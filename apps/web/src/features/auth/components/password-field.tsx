import type { PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';

/** The "confirm new password" input of the password forms (change, reset), its label and autofill fixed. */
export function ConfirmPasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordField {...props} label={t('auth.reset.confirmPasswordLabel')} autoComplete="new-password" withAsterisk />
  );
}
