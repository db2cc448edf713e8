import { Skeleton } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useRequests } from '../api/search-requests';
import { RequestsList } from './requests-list';

const NEWEST = { search: '', type: '', status: '', page: 0 } as const;

/**
 * The newest requests sent to me (the first page of other-requests), for an account home such as
 * the consultant's (decision 043); each links to its page under `basePath`
 * ('/dashboard/consultant/other-requests/'). Empty: 'No requests found' and what comes next.
 */
export function LatestReceivedRequests({ basePath }: { basePath: string }) {
  const { t } = useTranslation('requests');
  const requests = useRequests('others', NEWEST);
  if (requests.isError) return <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />;
  if (!requests.data) return <Skeleton height={160} radius="md" />;
  if (requests.data.data.length === 0)
    return (
      <EmptyState
        icon={<IconInbox size={28} />}
        title={t('other.emptyTitle')}
        description={t('other.emptyText')}
        headingOrder={3}
      />
    );
  return <RequestsList requests={requests.data.data.slice(0, 5)} side="others" basePath={basePath} />;
}
