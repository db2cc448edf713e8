import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './empty-state.module.css';

/**
 * An empty or not-found state (design.md, "States"): an icon, a heading, a sentence saying
 * what to do next and the action that does it (`action`, usually a Button).
 */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingOrder = 2,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  action?: ReactNode;
  headingOrder?: 1 | 2 | 3;
}) {
  return (
    <Stack align="center" gap="sm" className={classes.root}>
      <ThemeIcon size={56} radius="xl" variant="light" color="brand" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <Title order={headingOrder} className={classes.title}>
        {title}
      </Title>
      <Text c="dimmed" ta="center" maw={460}>
        {description}
      </Text>
      {action}
    </Stack>
  );
}
