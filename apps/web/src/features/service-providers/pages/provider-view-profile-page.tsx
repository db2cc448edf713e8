import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowBack } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PROVIDER_PROFILE_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProviderEditor, useProviderPublicProfile } from '../api/provider-profile';
import { ProviderProfileSkeleton, ProviderPublicView } from '../components/provider-public-view';

/**
 * sp/sp-view-profile: the provider user sees its page exactly as buyers do (the same
 * ProviderPublicView as sp/sp/:providerId/:providerName), with a way back to the editor.
 */
export function ProviderViewProfilePage() {
  const { t } = useTranslation('providerProfile');
  useDocumentTitle(t('viewProfileTitle'));
  const editor = useProviderEditor();
  const profile = useProviderPublicProfile(editor.data?.providerId ?? null);
  const error = editor.error ?? profile.error;
  return (
    <Container py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={1}>{t('viewProfileTitle')}</Title>
            <Text c="dimmed">{t('viewProfileIntro')}</Text>
          </div>
          <Button
            component={Link}
            to={PROVIDER_PROFILE_PATHS.editor}
            variant="default"
            leftSection={<IconArrowBack size={16} aria-hidden="true" />}
          >
            {t('backToEditor')}
          </Button>
        </Group>
        {error ? (
          <ErrorState error={error} onRetry={() => void (editor.error ? editor.refetch() : profile.refetch())} />
        ) : profile.data ? (
          <ProviderPublicView profile={profile.data} headingOrder={2} />
        ) : (
          <ProviderProfileSkeleton />
        )}
      </Stack>
    </Container>
  );
}
