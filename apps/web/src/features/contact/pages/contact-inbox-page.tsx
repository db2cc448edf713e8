import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_MESSAGE_KINDS,
  CONTACT_NOTE_MAX_LENGTH,
  type ContactMessageKind,
  type ContactMessageRecord,
} from '@hissa/contracts/public-forms/public-forms';
import type { FollowUpStatus } from '@hissa/contracts/follow-up';
import { EmptyState } from '../../../components/empty-state';
import { FollowUpCard, FollowUpFilters, FollowUpMessage } from '../../../components/follow-up-inbox';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { INBOX_PAGE_SIZE, useContactInbox, useUpdateContactMessage } from '../api/contact-api';

/**
 * The admin inbox (/admin/contact-messages; decision 027): contact messages and demo bookings,
 * newest first, by kind and status (new by default); each moves to contacted or closed with a note.
 */
export function ContactInboxPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('admin.title'));
  const [kind, setKind] = useState<ContactMessageKind | undefined>();
  const [status, setStatus] = useState<FollowUpStatus | undefined>('new');
  const [page, setPage] = useState(0);
  const inbox = useContactInbox({ kind, status, page });
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <FollowUpFilters
        kinds={CONTACT_MESSAGE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
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
  const update = useUpdateContactMessage();
  const name = `${item.firstName} ${item.lastName}`;
  return (
    <FollowUpCard
      label={`${name} – ${t(`kinds.${item.kind}`)}`}
      heading={
        <>
          <bdi>{name}</bdi>
          {item.companyName && (
            <>
              {' · '}
              <bdi>{item.companyName}</bdi>
            </>
          )}
        </>
      }
      kindLabel={t(`kinds.${item.kind}`)}
      createdAt={item.createdAt}
      status={item.status}
      note={item.adminNote}
      email={item.email}
      phone={item.phone}
      noteMaxLength={CONTACT_NOTE_MAX_LENGTH}
      isSaving={update.isPending}
      error={update.error}
      onSave={(body) =>
        update.mutate(
          { messageId: item.id, body },
          { onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message }) },
        )
      }
    >
      {item.message && <FollowUpMessage>{item.message}</FollowUpMessage>}
    </FollowUpCard>
  );
}
