import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth.module.css';

/** The frame of an authentication page: page padding and, unless `wide`, a narrow column. */
export function AuthPage({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Container className={classes.page}>
      <div className={wide ? undefined : classes.narrow}>{children}</div>
    </Container>
  );
}

/**
 * The card of an authentication page: an optional status icon, the page's one h1, an optional
 * description and the content (a form, or the page's action).
 */
export function AuthCard({
  icon,
  iconColor = 'brand',
  title,
  description,
  children,
}: {
  icon?: ReactNode;
  iconColor?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper p={{ base: 'lg', sm: 36 }} className={classes.card}>
      <Stack gap="lg">
        <Stack gap={6} ta={icon ? 'center' : undefined}>
          {icon && (
            <ThemeIcon
              size={56}
              radius="xl"
              variant="light"
              color={iconColor}
              aria-hidden="true"
              className={classes.statusIcon}
              mb="xs"
            >
              {icon}
            </ThemeIcon>
          )}
          <Title order={1} size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
