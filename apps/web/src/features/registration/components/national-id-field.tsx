import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationFields } from '../hooks/use-registration-form';

/** The person's national ID, bound to the form field `nationalId`: left to right, never filled in by the browser. */
export function NationalIdField({ fields }: { fields: RegistrationFields }) {
  const { t } = useTranslation('registration');
  return (
    <TextInput
      {...fields.inputProps('nationalId')}
      label={t('fields.nationalId')}
      dir="ltr"
      autoComplete="off"
      required
    />
  );
}
