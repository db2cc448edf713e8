import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from '../components/registration.module.css';

/** The application id passed by the form in the navigation state, if any. */
function applicationIdOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  return typeof state.id === 'number' ? state.id : null;
}

/**
 * /company-registration-submission (sections 2 and 4): the company registration was received;
 * a manager will contact the applicant about listing; check the e-mail.
 */
export function CompanySubmissionPage() {
  const { t } = useTranslation('registration');
  useDocumentTitle(t('submission.company.pageTitle'));
  const location = useLocation();
  const id = applicationIdOf(location.state);
  return (
    <Container className={classes.page}>
      <Paper p={{ base: 'lg', sm: 40 }} className={`${classes.card} ${classes.column}`}>
        <Stack gap="md" align="center" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" color="brand" aria-hidden="true">
            <IconCircleCheck size={36} />
          </ThemeIcon>
          <Title order={1} size="h2">
            {t('submission.company.title')}
          </Title>
          <Text>{t('submission.company.text')}</Text>
          <Text c="dimmed" size="sm">
            {t('submission.checkEmail')}
          </Text>
          {id !== null && (
            <Text size="sm" fw={600}>
              {t('submission.reference', { id })}
            </Text>
          )}
          <Group justify="center" mt="sm">
            <Button component={Link} to={PATHS.home}>
              {t('submission.home')}
            </Button>
            <Button component={Link} to={PATHS.companies} variant="default">
              {t('submission.companies')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
