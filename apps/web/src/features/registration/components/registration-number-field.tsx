import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationFields } from '../hooks/use-registration-form';

/** The company's commercial registration number, bound to the form field `companyRegistrationNumber`: digits, left to right. */
export function RegistrationNumberField({ fields }: { fields: RegistrationFields }) {
  const { t } = useTranslation('registration');
  return (
    <TextInput
      {...fields.inputProps('companyRegistrationNumber')}
      label={t('fields.companyRegistrationNumber')}
      description={t('fields.companyRegistrationNumberHint')}
      inputMode="numeric"
      dir="ltr"
      required
    />
  );
}
