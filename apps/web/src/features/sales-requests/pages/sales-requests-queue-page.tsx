import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SALES_REQUEST_KINDS,
  SALES_REQUEST_NOTE_MAX_LENGTH,
  SALES_REQUEST_STATUSES,
  type SalesRequest,
  type SalesRequestKind,
  type SalesRequestStatus,
} from '@hissa/contracts/billing/sales-requests';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SALES_QUEUE_PAGE_SIZE, useSalesQueue, useUpdateSalesRequest } from '../api/sales-requests-api';
import classes from '../components/sales-requests.module.css';

const STATUS_COLOR: Record<SalesRequestStatus, string> = { new: 'blue', contacted: 'yellow', closed: 'gray' };

/**
 * The sales team's queue (/admin/sales-requests; decision 023): custom media package and
 * advertising requests, newest first, filtered by kind and status; each can be moved to
 * contacted or closed with a note.
 */
export function SalesRequestsQueuePage() {
  const { t } = useTranslation('salesRequests');
  useDocumentTitle(t('admin.title'));
  const [kind, setKind] = useState<SalesRequestKind | undefined>();
  const [status, setStatus] = useState<SalesRequestStatus | undefined>('new');
  const [page, setPage] = useState(0);
  const queue = useSalesQueue({ kind, status, page });
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <Group gap="md" wrap="wrap">
        <Select
          label={t('admin.kind')}
          value={kind ?? 'all'}
          onChange={(value) => {
            setKind(value === 'all' || !value ? undefined : (value as SalesRequestKind));
            setPage(0);
          }}
          data={[
            { value: 'all', label: t('admin.all') },
            ...SALES_REQUEST_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
          ]}
          allowDeselect={false}
          w={240}
        />
        <Select
          label={t('admin.status')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' || !value ? undefined : (value as SalesRequestStatus));
            setPage(0);
          }}
          data={[
            { value: 'all', label: t('admin.all') },
            ...SALES_REQUEST_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
          allowDeselect={false}
          w={200}
        />
      </Group>
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
  const format = useFormatters();
  const update = useUpdateSalesRequest();
  const [status, setStatus] = useState<SalesRequestStatus>(item.status);
  const [note, setNote] = useState(item.adminNote ?? '');
  return (
    <article className={classes.panel} aria-label={`${item.fullName} – ${t(`kinds.${item.kind}`)}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} size="h5" dir="auto">
              {item.fullName}
              {item.companyName ? ` · ${item.companyName}` : ''}
            </Title>
            <Text size="sm" c="dimmed">
              {t('admin.received', { date: format.dateTime(item.createdAt) })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Badge variant="light" color="brand" c="dark.7">
              {t(`kinds.${item.kind}`)}
            </Badge>
            <Badge variant="light" color={STATUS_COLOR[item.status]} c="dark.7">
              {t(`statuses.${item.status}`)}
            </Badge>
          </Group>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Anchor href={`mailto:${item.email}`} size="sm">
            <LtrText>{item.email}</LtrText>
          </Anchor>
          <Anchor href={`tel:${item.phone}`} size="sm">
            <LtrText>{item.phone}</LtrText>
          </Anchor>
          <Text size="sm">{item.countryCode}</Text>
        </Group>
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
          <Text size="sm" className={classes.message} dir="auto">
            {item.additionalFeatures ?? item.message}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('admin.status')}
            value={status}
            onChange={(value) => value && setStatus(value as SalesRequestStatus)}
            data={SALES_REQUEST_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            allowDeselect={false}
          />
          <Textarea
            label={t('admin.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={SALES_REQUEST_NOTE_MAX_LENGTH}
            autosize
            minRows={1}
            style={{ gridColumn: 'span 2' }}
          />
        </SimpleGrid>
        {update.isError && <ErrorState error={update.error} />}
        <Group justify="flex-end">
          <Button
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { requestId: item.id, body: { status, adminNote: note } },
                { onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }) },
              )
            }
          >
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </article>
  );
}
