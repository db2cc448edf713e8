import { Checkbox, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';

/** A titled group of a form (h2) with its fields in one column on phones and two from 768 px. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Title order={2} size="h4" mt="xs">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </>
  );
}

/** useAccountForm's props getter, for any field of the form. */
export type FieldGetter = (
  name: string,
  options?: { type?: 'input' | 'checkbox' },
) => Record<string, unknown> & { error?: string };

/**
 * The Arabic forms of the person's first and last name (`firstNameAr`, `lastNameAr`): optional,
 * Arabic letters only, typed right to left (contracts arabicPersonNameFields; decision 047).
 */
export function ArabicNameInputs({ field }: { field: FieldGetter }) {
  const { t } = useTranslation('marketplaceAccounts');
  return (
    <>
      <TextInput
        {...field('firstNameAr')}
        label={t('fields.firstNameAr')}
        description={t('fields.arabicNameHint')}
        maxLength={40}
        dir="rtl"
        lang="ar"
      />
      <TextInput
        {...field('lastNameAr')}
        label={t('fields.lastNameAr')}
        description={t('fields.arabicNameHint')}
        maxLength={40}
        dir="rtl"
        lang="ar"
      />
    </>
  );
}

/**
 * The person's fields of a provider account (first and last name and their Arabic forms,
 * designation, e-mail, mobile) and the password pair; `field` is useAccountForm's props getter.
 */
export function ProviderPersonFields({ field, withAccount = true }: { field: FieldGetter; withAccount?: boolean }) {
  const { t } = useTranslation('marketplaceAccounts');
  return (
    <>
      <FormSection title={t('sections.person')}>
        <TextInput {...field('firstName')} label={t('fields.firstName')} autoComplete="given-name" withAsterisk />
        <TextInput {...field('lastName')} label={t('fields.lastName')} autoComplete="family-name" withAsterisk />
        <ArabicNameInputs field={field} />
        <TextInput
          {...field('designation')}
          label={t('fields.designation')}
          placeholder={t('fields.designationPlaceholder')}
          autoComplete="organization-title"
          withAsterisk
        />
        <TextInput
          {...field('phone')}
          label={t('fields.phone')}
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          withAsterisk
        />
        {withAccount && (
          <TextInput
            {...field('email')}
            label={t('fields.email')}
            description={t('fields.emailHint')}
            type="email"
            autoComplete="email"
            dir="ltr"
            withAsterisk
          />
        )}
      </FormSection>
      {withAccount && <PasswordFields field={field} />}
    </>
  );
}

/** The password pair and the terms of a new account. */
export function PasswordFields({ field }: { field: FieldGetter }) {
  const { t } = useTranslation('marketplaceAccounts');
  return (
    <>
      <FormSection title={t('sections.account')}>
        <PasswordField {...field('password')} label={t('fields.password')} autoComplete="new-password" withAsterisk />
        <PasswordField
          {...field('confirmPassword')}
          label={t('fields.confirmPassword')}
          autoComplete="new-password"
          withAsterisk
        />
      </FormSection>
      <Checkbox {...field('acceptTerms', { type: 'checkbox' })} label={t('fields.acceptTerms')} />
    </>
  );
}
