import { Alert, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../../components/back-link';
import { useParams } from 'react-router';
import {
  type ClaimableProvider,
  ProviderClaimSchema,
  SignedInClaimSchema,
} from '@hissa/contracts/services-marketplace/provider-accounts';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { EmptyState } from '../../../components/empty-state';
import { FormActions } from '../../../components/form-actions';
import { readRouteId } from '../../../lib/route-id';
import { useSession } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClaimableProvider, useClaimProvider, useClaimProviderAsUser } from '../api/accounts-api';
import { type FieldGetter, ProviderPersonFields } from '../components/account-fields';
import { AccountForm, AccountPage, SentNotice } from '../components/account-page';
import { useAccountForm } from '../hooks/use-account-form';
import { MARKETPLACE_PATHS } from '../marketplace-paths';

type Sent = { message: string; email: string };

function ProviderSummary({ provider }: { provider: ClaimableProvider }) {
  const { t } = useTranslation('marketplaceAccounts');
  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={4}>
        <Title order={2} size="h4">
          {provider.name}
        </Title>
        <Text size="sm" c="dimmed">
          {[provider.categoryName, provider.cityName].filter(Boolean).join(' · ')}
        </Text>
        {provider.isManaged && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle />} mt="xs">
            {t('claim.managedNote')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** The visitor's claim: the person's details and a new account's password. */
function VisitorClaimForm({ provider, onSent }: { provider: ClaimableProvider; onSent: (sent: Sent) => void }) {
  const { t } = useTranslation('marketplaceAccounts');
  const { form, field, applyServerErrors } = useAccountForm(ProviderClaimSchema, {
    providerId: provider.id,
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
  });
  const mutation = useClaimProvider();
  const submit = form.onSubmit((values) =>
    mutation.mutate(
      { ...values, acceptTerms: true },
      {
        onSuccess: (answer) => onSent({ message: answer.message, email: answer.data.email }),
        onError: applyServerErrors,
      },
    ),
  );
  return (
    <AccountForm label={t('claim.title')} onSubmit={submit}>
      <ProviderSummary provider={provider} />
      <ProviderPersonFields field={field as FieldGetter} />
      <FormActions error={mutation.error} isPending={mutation.isPending} submitLabel={t('claim.submit')} />
    </AccountForm>
  );
}

/** A signed-in provider user's claim: only the designation. */
function UserClaimForm({
  provider,
  email,
  onSent,
}: {
  provider: ClaimableProvider;
  email: string;
  onSent: (sent: Sent) => void;
}) {
  const { t } = useTranslation('marketplaceAccounts');
  const { form, field, applyServerErrors } = useAccountForm(SignedInClaimSchema, {
    providerId: provider.id,
    designation: '',
  });
  const mutation = useClaimProviderAsUser();
  const submit = form.onSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: (answer) => onSent({ message: answer.message, email: answer.data.email }),
      onError: applyServerErrors,
    }),
  );
  return (
    <AccountForm label={t('claim.title')} onSubmit={submit}>
      <ProviderSummary provider={provider} />
      <Text>{t('claim.signedInNote', { email })}</Text>
      <TextInput
        {...field('designation')}
        label={t('fields.designation')}
        placeholder={t('fields.designationPlaceholder')}
        withAsterisk
      />
      <FormActions error={mutation.error} isPending={mutation.isPending} submitLabel={t('claim.submit')} />
    </AccountForm>
  );
}

/**
 * sp/sp-claim-ownership/:providerId (ClaimProviderEndpoint, ClaimProviderAsUserEndpoint; decision
 * 015): the claim form of a directory provider. A visitor gives their details, designation and a
 * password (a new provider account); a signed-in provider user gives the designation only. Success
 * shows §8's 'claim ownership submitted (confirm email)'; the claim becomes effective when the
 * mailed link is opened. Unknown provider: not-found state.
 */
export function ClaimOwnershipPage() {
  const { t } = useTranslation('marketplaceAccounts');
  useDocumentTitle(t('claim.title'));
  const { providerId: rawId } = useParams();
  const providerId = readRouteId(rawId);
  const session = useSession();
  const provider = useClaimableProvider(providerId);
  const [sent, setSent] = useState<Sent | null>(null);
  const isProviderUser = session?.claims.type === USER_TYPES.serviceProvider;

  let content;
  if (sent) content = <SentNotice {...sent} />;
  else if (providerId === null || provider.isError)
    content = (
      <EmptyState
        icon={<IconBuildingStore size={28} />}
        title={t('claim.notFound')}
        description={t('search.emptyHint')}
      />
    );
  else if (!provider.data) content = <Skeleton height={480} radius="lg" />;
  else if (isProviderUser && session)
    content = <UserClaimForm provider={provider.data.data} email={session.claims.sub} onSent={setSent} />;
  else content = <VisitorClaimForm provider={provider.data.data} onSent={setSent} />;

  return (
    <AccountPage
      title={t('claim.title')}
      subtitle={sent ? undefined : t('claim.subtitle')}
      top={<BackLink to={MARKETPLACE_PATHS.searchCompany}>{t('claim.backToSearch')}</BackLink>}
    >
      {content}
    </AccountPage>
  );
}
