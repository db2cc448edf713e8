import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { localName } from '@hissa/contracts/languages';
import { STATIC_LOOKUP_LISTS } from '@hissa/contracts/lookups/static-lists';
import {
  type ProviderRegistration,
  ProviderRegistrationSchema,
} from '@hissa/contracts/services-marketplace/provider-accounts';
import { FormActions } from '../../../components/form-actions';
import { LookupSelect } from '../../../components/lookup-select';
import { useLanguage } from '../../../i18n/use-language';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRegisterProvider } from '../api/accounts-api';
import { FormSection, type FieldGetter, ProviderPersonFields } from '../components/account-fields';
import { AccountForm, AccountPage, SentNotice } from '../components/account-page';
import { useAccountForm } from '../hooks/use-account-form';
import { MARKETPLACE_PATHS } from '../marketplace-paths';

type Values = Omit<ProviderRegistration, 'acceptTerms'> & { acceptTerms: boolean };

const INITIAL: Values = {
  companyNameEn: '',
  companyNameAr: '',
  isicClassCode: '',
  cityId: '',
  businessType: '',
  website: '',
  companyEmail: '',
  companyPhone: '',
  firstName: '',
  lastName: '',
  firstNameAr: '',
  lastNameAr: '',
  designation: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/**
 * sp/register/sp (RegisterProviderEndpoint; decision 015): a new provider company (names in
 * English and Arabic, category, city, business type, website, company e-mail and telephone) and
 * its first user with the chosen password. The required-field messages are the contracts' (§5);
 * on success the page says to confirm the e-mail, after which the company is listed.
 */
export function ProviderRegistrationPage() {
  const { t } = useTranslation('marketplaceAccounts');
  useDocumentTitle(t('provider.title'));
  const { language } = useLanguage();
  const { form, field, applyServerErrors } = useAccountForm(ProviderRegistrationSchema, INITIAL);
  const mutation = useRegisterProvider();
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const getField = field as FieldGetter;

  const submit = form.onSubmit((values) => {
    mutation.mutate(
      { ...values, acceptTerms: true },
      {
        onSuccess: (answer) => setSent({ message: answer.message, email: answer.data.email }),
        onError: applyServerErrors,
      },
    );
  });

  const top = <BackLink to={MARKETPLACE_PATHS.registerChoice}>{t('choice.title')}</BackLink>;
  if (sent)
    return (
      <AccountPage title={t('provider.title')} top={top}>
        <SentNotice {...sent} />
      </AccountPage>
    );

  return (
    <AccountPage title={t('provider.title')} subtitle={t('provider.subtitle')} top={top}>
      <AccountForm label={t('provider.title')} onSubmit={submit}>
        <FormSection title={t('sections.company')}>
          <TextInput {...field('companyNameEn')} label={t('fields.companyNameEn')} dir="ltr" withAsterisk />
          <TextInput {...field('companyNameAr')} label={t('fields.companyNameAr')} dir="rtl" lang="ar" withAsterisk />
          <LookupSelect
            {...field('isicClassCode')}
            list="industrial-classification-level-4"
            label={t('fields.isicClassCode')}
            description={t('fields.isicClassHint')}
            withAsterisk
          />
          <LookupSelect {...field('cityId')} list="cities" label={t('fields.cityId')} withAsterisk />
          <Select
            {...field('businessType')}
            data={STATIC_LOOKUP_LISTS['business-types'].map((item) => ({
              value: item.code,
              label: localName(item, language),
            }))}
            label={t('fields.businessType')}
            withAsterisk
          />
          <TextInput {...field('website')} label={t('fields.website')} type="url" dir="ltr" placeholder="https://" />
          <TextInput {...field('companyEmail')} label={t('fields.companyEmail')} type="email" dir="ltr" withAsterisk />
          <TextInput
            {...field('companyPhone')}
            label={t('fields.companyPhone')}
            inputMode="tel"
            dir="ltr"
            withAsterisk
          />
        </FormSection>
        <ProviderPersonFields field={getField} />
        <FormActions error={mutation.error} isPending={mutation.isPending} submitLabel={t('provider.submit')} />
      </AccountForm>
    </AccountPage>
  );
}
