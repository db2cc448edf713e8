import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { serviceProviderProfilePath } from '@hissa/contracts/service-providers';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ApiError } from '../../../lib/api-client';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyProviderProfile } from '../api/get-my-provider-profile';
import { ProviderProfileSkeleton, ProviderProfileView } from '../components/provider-profile-view';

/**
 * sp/sp-profile (MyProviderProfileEndpoint; the provider user's default page, decision 008): the
 * profile of the provider company the account acts for, as buyers see it, with a link to the public
 * page. An account not linked to a provider yet is told so (the server's message).
 */
export function MyProviderProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('services.myProfileTitle'));
  const profile = useMyProviderProfile();
  const provider = profile.data;

  let content;
  if (profile.error instanceof ApiError && profile.error.isNotFound)
    content = (
      <EmptyState
        icon={<IconLinkOff size={28} />}
        title={t('services.myProfileTitle')}
        description={profile.error.message}
        action={
          <Button component={Link} to={PATHS.servicesHome} variant="light">
            {t('services.browseProviders')}
          </Button>
        }
      />
    );
  else if (profile.isError) content = <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  else if (!provider) content = <ProviderProfileSkeleton />;
  else content = <ProviderProfileView provider={provider} headingOrder={2} />;

  return (
    <Container py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1}>{t('services.myProfileTitle')}</Title>
            <Text c="dimmed">{t('services.myProfileIntro')}</Text>
          </div>
          {provider && (
            <Button
              component={Link}
              to={serviceProviderProfilePath(provider.providerId, provider.providerName)}
              variant="default"
              leftSection={<IconEye size={16} aria-hidden="true" />}
            >
              {t('services.viewPublicProfile')}
            </Button>
          )}
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
