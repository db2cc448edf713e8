import { Checkbox, PasswordInput, SimpleGrid, TextInput, Title, type PasswordInputProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** A password input whose show/hide toggle is a named, keyboard-reachable button. */
export function PasswordBox(props: PasswordInputProps) {
  const { t } = useTranslation();
  const [isVisible, setIsVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      visible={isVisible}
      onVisibilityChange={setIsVisible}
      visibilityToggleButtonProps={{
        'aria-label': isVisible ? t('auth.hidePassword') : t('auth.showPassword'),
        'aria-pressed': isVisible,
        tabIndex: 0,
      }}
    />
  );
}

/** useAccountForm's props getter, for any field of the form. */
export type FieldGetter = (
  name: string,
  options?: { type?: 'input' | 'checkbox' },
) => Record<string, unknown> & { error?: string };

/**
 * The person's fields of a provider account (first and last name, designation, e-mail, mobile)
 * and the password pair; `field` is useAccountForm's props getter.
 */
export function ProviderPersonFields({ field, withAccount = true }: { field: FieldGetter; withAccount?: boolean }) {
  const { t } = useTranslation('marketplaceAccounts');
  return (
    <>
      <FormSection title={t('sections.person')}>
        <TextInput {...field('firstName')} label={t('fields.firstName')} autoComplete="given-name" withAsterisk />
        <TextInput {...field('lastName')} label={t('fields.lastName')} autoComplete="family-name" withAsterisk />
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
        <PasswordBox {...field('password')} label={t('fields.password')} autoComplete="new-password" withAsterisk />
        <PasswordBox
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
