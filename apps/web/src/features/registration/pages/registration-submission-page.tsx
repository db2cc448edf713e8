import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import classes from '../components/registration.module.css';

/** The journeys that have a submission page of their own; each has its texts under submission.{journey}. */
type SubmittedJourney = 'company' | 'shareholder' | 'investor' | 'consultant';

/** The application id passed by the form in the navigation state, if any. */
function applicationIdOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('id' in state)) return null;
  return typeof state.id === 'number' ? state.id : null;
}

/**
 * The confirmation after a registration was received (decision 003): what happens next for this
 * journey (a manager contacts a company about listing; the team verifies a shareholder's or
 * investor's documents and mails the sign-in details), check the e-mail, the application reference
 * when the form passed it, and the way home.
 */
export function RegistrationSubmission({ journey }: { journey: SubmittedJourney }) {
  const { t } = useTranslation('registration');
  useDocumentTitle(t(`submission.${journey}.pageTitle`));
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
            {t(`submission.${journey}.title`)}
          </Title>
          <Text>{t(`submission.${journey}.text`)}</Text>
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

/** /company-registration-submission: a manager will contact the applicant about listing. */
export function CompanySubmissionPage() {
  return <RegistrationSubmission journey="company" />;
}

/** /shareholder-registration-submission: the sign-in details follow the team's verification. */
export function ShareholderSubmissionPage() {
  return <RegistrationSubmission journey="shareholder" />;
}

/** /investor-registration-submission: the team reviews the application and follows up. */
export function InvestorSubmissionPage() {
  return <RegistrationSubmission journey="investor" />;
}

/** /financial-consultation-submission: the team reviews the application (its e-mail already verified) and mails the sign-in details once approved. */
export function ConsultantSubmissionPage() {
  return <RegistrationSubmission journey="consultant" />;
}
