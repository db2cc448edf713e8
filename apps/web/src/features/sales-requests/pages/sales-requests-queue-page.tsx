import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SALES_REQUEST_KINDS,
  SALES_REQUEST_NOTE_MAX_LENGTH,
  type SalesRequest,
} from '@hissa/contracts/billing/sales-requests';
import { showNotification } from '../../../lib/notify';
import { FollowUpCard, FollowUpInbox, FollowUpMessage } from '../../../components/follow-up-inbox';
import { SALES_QUEUE_PAGE_SIZE, useSalesQueue, useUpdateSalesRequest } from '../api/sales-requests-api';

/**
 * The sales team's queue (/admin/sales-requests; decision 023): custom media package and
 * advertising requests, newest first, filtered by kind and status; each can be moved to
 * contacted or closed with a note.
 */
export function SalesRequestsQueuePage() {
  const { t } = useTranslation('salesRequests');
  return (
    <FollowUpInbox
      title={t('admin.title')}
      subtitle={t('admin.subtitle')}
      kinds={SALES_REQUEST_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
      useItems={useSalesQueue}
      pageSize={SALES_QUEUE_PAGE_SIZE}
      renderItem={(item) => <QueueItem item={item} />}
    />
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
          { onSuccess: (answer) => showNotification({ color: 'green', message: answer.message }) },
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
