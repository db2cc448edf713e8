import { Badge, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SALES_REQUEST_KINDS,
  SALES_REQUEST_NOTE_MAX_LENGTH,
  type SalesRequest,
  type SalesRequestKind,
} from '@hissa/contracts/billing/sales-requests';
import type { FollowUpStatus } from '@hissa/contracts/follow-up';
import { EmptyState } from '../../../components/empty-state';
import { FollowUpCard, FollowUpFilters, FollowUpMessage } from '../../../components/follow-up-inbox';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SALES_QUEUE_PAGE_SIZE, useSalesQueue, useUpdateSalesRequest } from '../api/sales-requests-api';

/**
 * The sales team's queue (/admin/sales-requests; decision 023): custom media package and
 * advertising requests, newest first, filtered by kind and status; each can be moved to
 * contacted or closed with a note.
 */
export function SalesRequestsQueuePage() {
  const { t } = useTranslation('salesRequests');
  useDocumentTitle(t('admin.title'));
  const [kind, setKind] = useState<SalesRequestKind | undefined>();
  const [status, setStatus] = useState<FollowUpStatus | undefined>('new');
  const [page, setPage] = useState(0);
  const queue = useSalesQueue({ kind, status, page });
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <FollowUpFilters
        kinds={SALES_REQUEST_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          setPage(0);
        }}
        status={status}
        onStatusChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
      />
      <PagedResults
        query={queue}
        page={page + 1}
        pageSize={SALES_QUEUE_PAGE_SIZE}
        onPageChange={(next) => setPage(next - 1)}
        rangeText={({ from, to, total }) => t('admin.range', { from, to, total })}
        paginationLabel={t('admin.pages')}
        empty={
          <EmptyState icon={<IconInbox size={28} />} title={t('admin.emptyTitle')} description={t('admin.empty')} />
        }
      >
        {(rows) => (
          <Stack gap="md">
            {rows.map((row) => (
              <QueueItem key={row.id} item={row} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}

/** One request: who, how to reach them, what they asked, and the status with a note. */
function QueueItem({ item }: { item: SalesRequest }) {
  const { t } = useTranslation('salesRequests');
  const update = useUpdateSalesRequest();
  return (
    <FollowUpCard
      label={`${item.fullName} – ${t(`kinds.${item.kind}`)}`}
      heading={
        <bdi>
          {item.fullName}
          {item.companyName ? ` · ${item.companyName}` : ''}
        </bdi>
      }
      kindLabel={t(`kinds.${item.kind}`)}
      createdAt={item.createdAt}
      status={item.status}
      note={item.adminNote}
      email={item.email}
      phone={item.phone}
      extraContact={<Text size="sm">{item.countryCode}</Text>}
      noteMaxLength={SALES_REQUEST_NOTE_MAX_LENGTH}
      isSaving={update.isPending}
      error={update.error}
      onSave={(body) =>
        update.mutate(
          { requestId: item.id, body },
          { onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }) },
        )
      }
    >
      {item.selectedFeatures.length > 0 && (
        <Group gap={6}>
          {item.selectedFeatures.map((code) => (
            <Badge key={code} variant="outline" color="gray" c="dark.6">
              {t(`features.${code}` as 'features.video')}
            </Badge>
          ))}
        </Group>
      )}
      {(item.additionalFeatures ?? item.message) && (
        <FollowUpMessage>{item.additionalFeatures ?? item.message}</FollowUpMessage>
      )}
    </FollowUpCard>
  );
}
