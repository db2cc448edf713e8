import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/routes';
import classes from './registration.module.css';

/** The frame of an account-type choice: heading, one-line intro, the cards, and a login link. */
export function AccountTypePage({
  title,
  subtitle,
  backTo,
  children,
}: {
  title: string;
  subtitle: string;
  backTo?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('registration');
  return (
    <Container className={classes.page}>
      <Stack gap="lg">
        <Stack gap={6}>
          {backTo && (
            <Anchor component={Link} to={backTo} size="sm">
              {t('backToChoice')}
            </Anchor>
          )}
          <Title order={1}>{title}</Title>
          <Text c="dimmed" maw="42rem">
            {subtitle}
          </Text>
        </Stack>
        <div className={classes.choiceGrid}>{children}</div>
        <Text size="sm">
          {t('choice.haveAccount')}{' '}
          <Anchor component={Link} to={PATHS.login}>
            {t('choice.login')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
