import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BuyerRegistrationSchema } from '@hissa/contracts/services-marketplace/provider-accounts';
import { FormActions } from '../../../components/form-actions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegisterBuyer } from '../api/accounts-api';
import { type FieldGetter, FormSection, PasswordFields } from '../components/account-fields';
import { AccountForm, AccountPage, SentNotice } from '../components/account-page';
import { BuyerProfileFields } from '../components/buyer-fields';
import { useAccountForm } from '../hooks/use-account-form';

/**
 * sp/buyer (RegisterBuyerEndpoint; decision 015): a buyer account (type 11) with its profile and
 * the chosen password; the page then asks to confirm the e-mail from the mailed link.
 */
export function BuyerRegistrationPage() {
  const { t } = useTranslation('marketplaceAccounts');
  useDocumentTitle(t('buyer.title'));
  const { form, field, applyServerErrors } = useAccountForm(BuyerRegistrationSchema, {
    titleCode: '',
    firstName: '',
    lastName: '',
    firstNameAr: '',
    lastNameAr: '',
    phone: '',
    countryCode: 'SA',
    preferredCategoryCodes: [] as string[],
    companyName: '',
    email: '',
    password: '',
    confirmPassword: '',
    acceptTerms: false,
  });
  const mutation = useRegisterBuyer();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const getField = field as FieldGetter;

  const submit = form.onSubmit((values) =>
    mutation.mutate(
      { ...values, acceptTerms: true },
      {
        onSuccess: (answer) => setSent({ message: answer.message, email: answer.data.email }),
        onError: applyServerErrors,
      },
    ),
  );

  if (sent)
    return (
      <AccountPage title={t('buyer.title')}>
        <SentNotice {...sent} />
      </AccountPage>
    );

  return (
    <AccountPage title={t('buyer.title')} subtitle={t('buyer.subtitle')}>
      <AccountForm label={t('buyer.title')} onSubmit={submit}>
        <BuyerProfileFields field={getField} />
        <FormSection title={t('fields.email')}>
          <TextInput
            {...field('email')}
            label={t('fields.email')}
            description={t('fields.emailHint')}
            type="email"
            autoComplete="email"
            dir="ltr"
            withAsterisk
          />
        </FormSection>
        <PasswordFields field={getField} />
        <FormActions error={mutation.error} isPending={mutation.isPending} submitLabel={t('buyer.submit')} />
      </AccountForm>
    </AccountPage>
  );
}
