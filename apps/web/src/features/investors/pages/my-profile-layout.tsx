import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';

/**
 * The frame of my profile's view and edit pages: title and sentence, the Edit button (view page,
 * `editPath`), a note while the profile was never saved, and the loading and error states.
 */
export function MyProfileLayout({
  title,
  subtitle,
  editPath,
  isSaved,
  query,
  children,
}: {
  title: string;
  subtitle: string;
  editPath?: string;
  isSaved: boolean | undefined;
  query: { isError: boolean; error: unknown; refetch: () => unknown; data: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation('investors');
  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>
        {editPath && (
          <Button component={Link} to={editPath} leftSection={<IconEdit size={16} aria-hidden="true" />}>
            {t('account.edit')}
          </Button>
        )}
      </Group>
      {isSaved === false && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={20} aria-hidden="true" />} title={t('account.notSavedTitle')}>
          {t('account.notSavedText')}
        </Alert>
      )}
      {query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Skeleton height={420} radius="lg" />
      ) : (
        children
      )}
    </Stack>
  );
}
