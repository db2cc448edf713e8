import { Button, Code, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './meeting.module.css';

/**
 * One of the meeting's full-card screens (§2: failed meeting, failed join, permission check,
 * fatal error, and the end of the meeting): a heading, its text, optional details and an action.
 */
export function MeetingNotice({
  title,
  children,
  details,
  action,
}: {
  title: string;
  children: ReactNode;
  details?: string;
  action?: { label: string; onClick: () => void };
}) {
  return (
    <Paper withBorder p="xl" radius="md" className={classes.notice} role="alert">
      <Stack gap="sm">
        <Title order={2}>{title}</Title>
        {children}
        {details && (
          <Code block className={classes.details}>
            {details}
          </Code>
        )}
        {action && (
          <div>
            <Button onClick={action.onClick}>{action.label}</Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

/** A paragraph of a notice. */
export function NoticeText({ children }: { children: ReactNode }) {
  return <Text c="dimmed">{children}</Text>;
}
