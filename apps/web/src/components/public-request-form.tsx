import { Alert, Stack, type TextInputProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { FormSurface } from './form-surface';
import { HoneypotField } from './honeypot-field';

/**
 * The server's confirmation of a public form's last sending: `clear` hides it when a new sending
 * starts; `onSent` shows the answer's message and empties the form with `reset`.
 */
export function useSentMessage(reset: () => void) {
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  return {
    sentMessage,
    clear: () => setSentMessage(null),
    onSent: (answer: { message: string }) => {
      setSentMessage(answer.message);
      reset();
    },
  };
}

/**
 * A public form that sends a request to the team (contact us, demo tour, sales requests;
 * decisions 023, 027): the named form surface, the last sending's confirmation (`sentMessage`,
 * a polite status), the form's own fields as `children`, the honeypot (`honeypot`: its label and
 * input props) and `actions` (the send button and the refusal).
 */
export function PublicRequestForm({
  label,
  onSubmit,
  sentMessage,
  honeypot,
  actions,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  sentMessage: string | null;
  honeypot: TextInputProps;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <FormSurface label={label} onSubmit={onSubmit}>
      <Stack gap="md">
        {sentMessage && (
          <Alert color="green" variant="light" icon={<IconCircleCheck size={20} aria-hidden="true" />} role="status">
            {sentMessage}
          </Alert>
        )}
        {children}
        <HoneypotField {...honeypot} />
        {actions}
      </Stack>
    </FormSurface>
  );
}
