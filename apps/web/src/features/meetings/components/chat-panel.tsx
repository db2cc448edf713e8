import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX_LENGTH, displayNameOf } from '@hissa/contracts/meetings/meeting-rules';
import type { ChatMessage } from '@hissa/contracts/meetings/signal-messages';
import { useFormatters } from '../../../lib/formatting';
import classes from './meeting.module.css';

/**
 * §2/§5 chat on the 'chat' topic: Enter sends, Shift+Enter adds a line; the text is trimmed
 * and an empty one is not sent; a throttled message shows §8's 'Message is throttled. Please resend'.
 */
export function ChatPanel({
  messages,
  selfId,
  isThrottled,
  onSend,
}: {
  messages: ChatMessage[];
  selfId: string;
  isThrottled: boolean;
  onSend: (text: string) => void;
}) {
  const { t } = useTranslation('meetings');
  const format = useFormatters();
  const [draft, setDraft] = useState('');
  const send = () => {
    const text = draft.trim();
    if (!text) return;
    onSend(text);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <Stack gap="sm" role="region" aria-label={t('chat.title')}>
      <ol className={classes.chatList} aria-label={t('chat.messages')} aria-live="polite">
        {messages.length === 0 && (
          <Text size="sm" c="dimmed" component="li">
            {t('chat.empty')}
          </Text>
        )}
        {messages.map((message) => (
          <li
            key={message.id}
            className={classes.chatMessage}
            data-own={message.senderAttendeeId === selfId || undefined}
          >
            <Text size="xs" c="dimmed">
              {message.senderAttendeeId === selfId ? t('chat.me') : displayNameOf(message.senderExternalUserId)} ·{' '}
              {format.dateTime(new Date(message.timestamp).toISOString())}
            </Text>
            <Text size="sm" className={classes.chatText}>
              {message.text}
            </Text>
          </li>
        ))}
      </ol>
      {isThrottled && (
        <Alert color="yellow" variant="light" p="xs">
          {t('chat.throttled')}
        </Alert>
      )}
      <Textarea
        label={t('chat.label')}
        description={t('chat.hint')}
        autosize
        minRows={1}
        maxRows={4}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <Button variant="light" onClick={send} disabled={!draft.trim()}>
        {t('chat.send')}
      </Button>
    </Stack>
  );
}
