import { Alert, Badge, Group, Skeleton, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type BuyerProfile, BuyerProfileUpdateSchema } from '@hissa/contracts/services-marketplace/provider-accounts';
import { ErrorState } from '../../../components/error-state';
import { FormActions } from '../../../components/form-actions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBuyerProfile, useUpdateBuyerProfile } from '../api/accounts-api';
import type { FieldGetter } from '../components/account-fields';
import { AccountForm, AccountPage } from '../components/account-page';
import { BuyerProfileFields } from '../components/buyer-fields';
import { useAccountForm } from '../hooks/use-account-form';

function ProfileForm({ profile }: { profile: BuyerProfile }) {
  const { t } = useTranslation('marketplaceAccounts');
  const { form, field, applyServerErrors } = useAccountForm(BuyerProfileUpdateSchema, {
    titleCode: profile.titleCode,
    firstName: profile.firstName,
    lastName: profile.lastName,
    firstNameAr: profile.firstNameAr,
    lastNameAr: profile.lastNameAr,
    phone: profile.phone,
    countryCode: profile.countryCode,
    preferredCategoryCodes: profile.preferredCategoryCodes,
    companyName: profile.companyName,
  });
  const mutation = useUpdateBuyerProfile();
  const submit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => form.resetDirty({ ...values, ...answer.data }),
      onError: applyServerErrors,
    }),
  );
  return (
    <AccountForm label={t('profile.title')} onSubmit={submit}>
      <Group gap="xs" wrap="wrap">
        <Text fw={500}>{t('profile.emailLabel')}:</Text>
        <Text dir="ltr">{profile.email}</Text>
        <Badge color={profile.isEmailVerified ? 'teal' : 'yellow'} variant="light">
          {profile.isEmailVerified ? t('profile.verified') : t('profile.unverified')}
        </Badge>
      </Group>
      <BuyerProfileFields field={field as FieldGetter} />
      {mutation.isSuccess && !form.isDirty() && (
        <Alert color="teal" variant="light" icon={<IconCircleCheck />} role="status">
          {mutation.data.message}
        </Alert>
      )}
      <FormActions error={mutation.error} isPending={mutation.isPending} submitLabel={t('profile.save')} />
    </AccountForm>
  );
}

/**
 * sp/buyer-profile (BuyerProfileEndpoint, UpdateBuyerProfileEndpoint; decision 015): the signed-in
 * buyer sees the e-mail (and whether it is confirmed; the shell's UnconfirmedEmailNotice offers a
 * new link while it is not) and edits the profile; Save shows the server's message.
 */
export function BuyerProfilePage() {
  const { t } = useTranslation('marketplaceAccounts');
  useDocumentTitle(t('profile.title'));
  const query = useBuyerProfile();
  let content;
  if (query.isError)
    content = <ErrorState error={query.error} title={t('profile.loadError')} onRetry={() => void query.refetch()} />;
  else if (!query.data) content = <Skeleton height={520} radius="lg" />;
  else content = <ProfileForm profile={query.data.data} />;
  return (
    <AccountPage title={t('profile.title')} subtitle={t('profile.subtitle')}>
      {content}
    </AccountPage>
  );
}
