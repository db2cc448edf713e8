import { useTranslation } from 'react-i18next';
import {
  CONTACT_MESSAGE_KINDS,
  CONTACT_NOTE_MAX_LENGTH,
  type ContactMessageRecord,
} from '@hissa/contracts/public-forms/public-forms';
import { showNotification } from '../../../lib/notify';
import { FollowUpCard, FollowUpInbox, FollowUpMessage } from '../../../components/follow-up-inbox';
import { INBOX_PAGE_SIZE, useContactInbox, useUpdateContactMessage } from '../api/contact-api';

/**
 * The admin inbox (/admin/contact-messages; decision 027): contact messages and demo bookings,
 * newest first, by kind and status (new by default); each moves to contacted or closed with a note.
 */
export function ContactInboxPage() {
  const { t } = useTranslation('contact');
  return (
    <FollowUpInbox
      title={t('admin.title')}
      subtitle={t('admin.subtitle')}
      kinds={CONTACT_MESSAGE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
      useItems={useContactInbox}
      pageSize={INBOX_PAGE_SIZE}
      renderItem={(item) => <InboxItem item={item} />}
    />
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
          { onSuccess: (answer) => showNotification({ color: 'green', message: answer.message }) },
        )
      }
    >
      {item.message && <FollowUpMessage>{item.message}</FollowUpMessage>}
    </FollowUpCard>
  );
}
