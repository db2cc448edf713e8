import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconEdit, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { useDashboardArea } from '../../../lib/session/dashboard-area';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PageTitle } from '../../../components/page-title';
import { DetailSection } from '../../../components/detail-section';
import type { ProfileInvestment } from '@hissa/contracts/account-profiles';
import { PreviousInvestmentsEditor } from '../components/previous-investments-editor';
import { MyPreviousInvestments } from '../components/previous-investments-table';

/**
 * The frame of my profile's view and edit pages: the document title, heading and sentence, the
 * Edit button on a view page (`editPage`: the edit page's path inside my dashboard area), a note
 * while the profile was never saved, the loading and error states, and then `children` with the
 * loaded profile.
 */
export function MyProfileLayout<Profile extends { isSaved: boolean }>({
  title,
  subtitle,
  editPage,
  query,
  children,
}: {
  title: string;
  subtitle: string;
  editPage?: string;
  query: { isError: boolean; error: unknown; refetch: () => unknown; data: Profile | undefined };
  children: (profile: Profile) => ReactNode;
}) {
  const { t } = useTranslation('investors');
  const { areaPath } = useDashboardArea();
  useDocumentTitle(title);
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageTitle title={title} subtitle={subtitle} />
        {editPage && (
          <Button
            component={Link}
            to={`${areaPath ?? ''}/${editPage}`}
            leftSection={<IconEdit size={16} aria-hidden="true" />}
          >
            {t('account.edit')}
          </Button>
        )}
      </Group>
      {query.data?.isSaved === false && (
        <Alert
          color="blue"
          variant="light"
          icon={<IconInfoCircle size={20} aria-hidden="true" />}
          title={t('account.notSavedTitle')}
        >
          {t('account.notSavedText')}
        </Alert>
      )}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Skeleton height={420} radius="lg" />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}

/** A longer text of my profile (biography, about the company) under its label; nothing when it is empty. */
export function ProfileText({ label, text }: { label: string; text: string }) {
  if (!text) return null;
  return (
    <Stack gap={4} mt="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text dir="auto" style={{ whiteSpace: 'pre-line' }}>
        {text}
      </Text>
    </Stack>
  );
}

type LoadedProfile = { isSaved: boolean; previousInvestments: ProfileInvestment[] };

/**
 * My profile's view page: MyProfileLayout with its title and Edit button, `children`'s sections
 * for the loaded profile, then my previous investments.
 */
export function MyProfileView<Profile extends LoadedProfile>({
  subtitle,
  editPage,
  query,
  children,
}: {
  subtitle: string;
  editPage: string;
  query: { isError: boolean; error: unknown; refetch: () => unknown; data: Profile | undefined };
  children: (profile: Profile) => ReactNode;
}) {
  const { t } = useTranslation('investors');
  return (
    <MyProfileLayout title={t('account.title')} subtitle={subtitle} editPage={editPage} query={query}>
      {(data) => (
        <Stack gap="lg">
          {children(data)}
          <DetailSection title={t('investments.title')}>
            <MyPreviousInvestments investments={data.previousInvestments} />
          </DetailSection>
        </Stack>
      )}
    </MyProfileLayout>
  );
}

/**
 * My profile's edit page: MyProfileLayout with the edit title, `children` (the form and its
 * editors) for the loaded profile, then the editor of my previous investments.
 */
export function MyProfileEdit<Profile extends LoadedProfile>({
  query,
  children,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown; data: Profile | undefined };
  children: (profile: Profile) => ReactNode;
}) {
  const { t } = useTranslation('investors');
  return (
    <MyProfileLayout title={t('account.editTitle')} subtitle={t('account.editSubtitle')} query={query}>
      {(data) => (
        <Stack gap="lg">
          {children(data)}
          <DetailSection title={t('investments.title')}>
            <PreviousInvestmentsEditor investments={data.previousInvestments} />
          </DetailSection>
        </Stack>
      )}
    </MyProfileLayout>
  );
}
