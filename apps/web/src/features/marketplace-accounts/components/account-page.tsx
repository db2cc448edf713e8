import { Alert, Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { MARKETPLACE_PATHS } from '../marketplace-paths';
import { ResendConfirmation } from './resend-confirmation';

/** The frame of a marketplace account page: a narrow column (46rem) with the title, subtitle and content. */
export function AccountPage({
  title,
  subtitle,
  children,
  top,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Above the title (a back link). */
  top?: ReactNode;
}) {
  return (
    <Container size={736} py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        {top}
        <PageTitle title={title} subtitle={subtitle} />
        {children}
      </Stack>
    </Container>
  );
}

/** A form on a bordered surface, named by `label`, submitting without the browser's own checks. */
export function AccountForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
    >
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/**
 * What a submitted registration or claim shows: the server's message (spec §8 'claim ownership
 * submitted (confirm email)'), where the link went, and a button to send it again.
 */
export function SentNotice({ message, email }: { message: string; email: string }) {
  const { t } = useTranslation('marketplaceAccounts');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Alert color="teal" variant="light" icon={<IconMailCheck />} role="status" w="100%">
          <Title order={2} size="h4" mb={4}>
            {t('sent.title')}
          </Title>
          <Text>{message}</Text>
        </Alert>
        <Text>{t('sent.text', { email })}</Text>
        <ResendConfirmation email={email} />
        <Button component={Link} to={MARKETPLACE_PATHS.marketplaceHome} variant="light">
          {t('sent.home')}
        </Button>
      </Stack>
    </Paper>
  );
}
