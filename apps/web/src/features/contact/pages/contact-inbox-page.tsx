import { Anchor, Badge, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_MESSAGE_KINDS,
  CONTACT_MESSAGE_STATUSES,
  CONTACT_NOTE_MAX_LENGTH,
  type ContactMessageKind,
  type ContactMessageRecord,
  type ContactMessageStatus,
} from '@hissa/contracts/public-forms/public-forms';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { INBOX_PAGE_SIZE, useContactInbox, useUpdateContactMessage } from '../api/contact-api';
import classes from '../components/contact.module.css';

const STATUS_COLOR: Record<ContactMessageStatus, string> = { new: 'blue', contacted: 'yellow', closed: 'gray' };

/**
 * The admin inbox (/admin/contact-messages; decision 027): contact messages and demo bookings,
 * newest first, by kind and status (new by default); each moves to contacted or closed with a note.
 */
export function ContactInboxPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('admin.title'));
  const [kind, setKind] = useState<ContactMessageKind | undefined>();
  const [status, setStatus] = useState<ContactMessageStatus | undefined>('new');
  const [page, setPage] = useState(0);
  const inbox = useContactInbox({ kind, status, page });
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <Group gap="md" wrap="wrap">
        <Select
          label={t('admin.kind')}
          value={kind ?? 'all'}
          onChange={(value) => {
            setKind(value === 'all' || !value ? undefined : (value as ContactMessageKind));
            setPage(0);
          }}
          data={[
            { value: 'all', label: t('admin.all') },
            ...CONTACT_MESSAGE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
          ]}
          allowDeselect={false}
          w={220}
        />
        <Select
          label={t('admin.status')}
          value={status ?? 'all'}
          onChange={(value) => {
            setStatus(value === 'all' || !value ? undefined : (value as ContactMessageStatus));
            setPage(0);
          }}
          data={[
            { value: 'all', label: t('admin.all') },
            ...CONTACT_MESSAGE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
          allowDeselect={false}
          w={200}
        />
      </Group>
      <PagedResults
        query={inbox}
        page={page + 1}
        pageSize={INBOX_PAGE_SIZE}
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
              <InboxItem key={row.id} item={row} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}

/** One message: who, how to reach them, what they wrote, and the follow-up state with a note. */
function InboxItem({ item }: { item: ContactMessageRecord }) {
  const { t } = useTranslation('contact');
  const format = useFormatters();
  const update = useUpdateContactMessage();
  const [status, setStatus] = useState<ContactMessageStatus>(item.status);
  const [note, setNote] = useState(item.adminNote ?? '');
  const name = `${item.firstName} ${item.lastName}`;
  return (
    <article className={classes.panel} aria-label={`${name} – ${t(`kinds.${item.kind}`)}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={3} size="h5">
              <bdi>{name}</bdi>
              {item.companyName && (
                <>
                  {' · '}
                  <bdi>{item.companyName}</bdi>
                </>
              )}
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
        </Group>
        {item.message && (
          <Text size="sm" className={classes.message} dir="auto">
            {item.message}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label={t('admin.status')}
            value={status}
            onChange={(value) => value && setStatus(value as ContactMessageStatus)}
            data={CONTACT_MESSAGE_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            allowDeselect={false}
          />
          <Textarea
            label={t('admin.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={CONTACT_NOTE_MAX_LENGTH}
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
                { messageId: item.id, body: { status, adminNote: note } },
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
