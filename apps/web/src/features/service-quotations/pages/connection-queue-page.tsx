import { Anchor, Button, Group, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionRequestView } from '@hissa/contracts/services-marketplace/quotations';
import { showNotification } from '../../../lib/notify';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConnectionQueue, useMarkConnected } from '../api/quotations-api';
import { QuotationPages } from '../components/quotation-list';
import classes from '../components/quotations.module.css';

/**
 * The admin's queue of buyers who asked unregistered providers for quotations
 * (/admin/unregistered-providers; service-provider/unregistered-user, decision 018): the buyer's
 * contact, the provider's directory contact and the request; the admin marks it connected with a
 * note. Oldest first while open.
 */
export function ConnectionQueuePage() {
  const { t } = useTranslation('serviceQuotations');
  useDocumentTitle(t('admin.title'));
  const [state, setState] = useState<'open' | 'connected'>('open');
  const [page, setPage] = useState(0);
  const queue = useConnectionQueue({ state, page });
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <SegmentedControl
        w="fit-content"
        value={state}
        onChange={(next) => {
          setState(next as 'open' | 'connected');
          setPage(0);
        }}
        data={[
          { value: 'open', label: t('admin.open') },
          { value: 'connected', label: t('admin.connected') },
        ]}
      />
      <QuotationPages
        query={queue}
        page={page}
        onPageChange={setPage}
        gap="md"
        empty={
          <EmptyState
            icon={<IconPlugConnected size={28} />}
            title={t('empty.title')}
            description={state === 'open' ? t('admin.empty') : t('admin.emptyConnected')}
          />
        }
      >
        {(row) => <QueueItem key={row.id} item={row} />}
      </QuotationPages>
    </Stack>
  );
}

/** One queued request: both contacts, the request, and the note with "Mark connected". */
function QueueItem({ item }: { item: ConnectionRequestView }) {
  const { t } = useTranslation('serviceQuotations');
  const format = useFormatters();
  const mark = useMarkConnected();
  const [note, setNote] = useState('');
  const contact = (email: string | null, phone: string | null) =>
    email || phone ? (
      <Stack gap={2}>
        {email && (
          <Anchor href={`mailto:${email}`} size="sm">
            <LtrText>{email}</LtrText>
          </Anchor>
        )}
        {phone && (
          <Anchor href={`tel:${phone}`} size="sm">
            <LtrText>{phone}</LtrText>
          </Anchor>
        )}
      </Stack>
    ) : (
      <Text size="sm" c="dimmed">
        {t('admin.noContact')}
      </Text>
    );
  return (
    <article className={classes.panel} aria-label={`${item.buyer.name} – ${item.provider.name}`}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('common.requestedOn', { date: format.dateTime(item.createdAt) })}
          </Text>
          {item.connectedAt && (
            <Text size="sm" c="teal.8">
              {t('admin.connectedOn', { date: format.dateTime(item.connectedAt) })}
            </Text>
          )}
        </Group>
        <div className={classes.compare}>
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t('admin.buyer')}
            </Title>
            <Text fw={600}>{item.buyer.name}</Text>
            {item.buyer.companyName && <Text size="sm">{item.buyer.companyName}</Text>}
            {contact(item.buyer.email, item.buyer.phone)}
          </Stack>
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t('admin.provider')}
            </Title>
            <Text fw={600}>{item.provider.name}</Text>
            {contact(item.provider.email, item.provider.phone)}
            {item.provider.website && (
              <Anchor href={item.provider.website} target="_blank" rel="noreferrer" size="sm">
                <LtrText>{item.provider.website}</LtrText>
              </Anchor>
            )}
          </Stack>
        </div>
        <Stack gap={4}>
          <Title order={3} size="h6">
            {t('admin.request')}
          </Title>
          <Text size="sm" className={classes.message}>
            {item.message}
          </Text>
        </Stack>
        {item.connectedAt ? (
          item.adminNote && (
            <Text size="sm">
              <strong>{t('admin.note')}:</strong> {item.adminNote}
            </Text>
          )
        ) : (
          <Stack gap="sm">
            <Textarea
              label={t('admin.note')}
              placeholder={t('admin.notePlaceholder')}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              autosize
              minRows={2}
            />
            {mark.isError && <ErrorState error={mark.error} />}
            <Group justify="flex-end">
              <Button
                loading={mark.isPending}
                onClick={() =>
                  mark.mutate(
                    { connectionId: item.id, note },
                    { onSuccess: (answer) => showNotification({ color: 'green', message: answer.message }) },
                  )
                }
              >
                {t('admin.markConnected')}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </article>
  );
}
