import { Alert, Anchor, Button, Container, Group, Paper, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/formatting';
import { PATHS } from '../../../lib/routes';
import type { RegistrationText } from '../hooks/use-registration-form';
import classes from './registration.module.css';

/** A step's label and one-line description (registration keys), as shown in the progress indicator. */
type StepLabel = { label: RegistrationText; description: RegistrationText };

/**
 * The frame of a registration stepper (design.md: "Long forms ... are steppers with a visible
 * progress indicator and save-as-you-go"): title, the progress, the current step's fields,
 * and Back / Next / Submit. From 992 px the steps are a vertical Stepper beside the form (five
 * or six labelled steps do not fit in a row above a 46rem form); narrower, "Step n of m" with
 * a bar above it.
 */
export function RegistrationFrame({
  title,
  subtitle,
  steps,
  active,
  onStepClick,
  onBack,
  onNext,
  onSubmit,
  onStartOver,
  isSubmitting,
  failure,
  children,
}: {
  title: string;
  subtitle: string;
  steps: readonly StepLabel[];
  active: number;
  /** Going back to an earlier, already seen step. */
  onStepClick: (step: number) => void;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
  onStartOver: () => void;
  isSubmitting: boolean;
  /** The server's message when the submission failed for a reason that is not a field's. */
  failure: string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation('registration');
  const format = useFormatters();
  const isLast = active === steps.length - 1;
  const current = steps[active];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isLast) onSubmit();
    else onNext();
  };

  return (
    <Container size="lg" className={classes.page}>
      <div className={classes.frame}>
        <Stack gap={6} mb="lg" className={classes.frameHeader}>
          <Anchor component={Link} to={PATHS.register} size="sm">
            {t('backToChoice')}
          </Anchor>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{subtitle}</Text>
        </Stack>

        <nav aria-label={t('form.progressLabel')} className={classes.frameProgress}>
          <Stepper
            active={active}
            onStepClick={onStepClick}
            allowNextStepsSelect={false}
            orientation="vertical"
            size="sm"
            visibleFrom="md"
          >
            {steps.map((step, index) => (
              <Stepper.Step
                key={step.label}
                label={t(step.label)}
                description={t(step.description)}
                icon={format.number(index + 1)}
              />
            ))}
          </Stepper>
          <Stack gap={6} hiddenFrom="md" className={classes.compactProgress}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600}>{current && t(current.label)}</Text>
              <Text size="sm" c="dimmed">
                {t('form.stepOf', { current: format.number(active + 1), total: format.number(steps.length) })}
              </Text>
            </Group>
            <Progress value={((active + 1) / steps.length) * 100} aria-hidden="true" />
          </Stack>
        </nav>

        <div className={classes.frameMain}>
          <Paper p={{ base: 'md', sm: 'xl' }} className={classes.card}>
            <form onSubmit={handleSubmit} noValidate>
              <Title order={2} size="h3" mb="md">
                {current && t(current.label)}
              </Title>
              {failure && (
                <Alert color="red" title={t('form.failedTitle')} mb="md" role="alert">
                  {failure}
                </Alert>
              )}
              <Stack gap="md">{children}</Stack>
              <div className={classes.actions}>
                <Button variant="subtle" color="gray" onClick={onStartOver} size="sm">
                  {t('form.startOver')}
                </Button>
                <div className={classes.actionsEnd}>
                  {active > 0 && (
                    <Button
                      variant="default"
                      onClick={onBack}
                      leftSection={<IconArrowLeft size={16} className="flip-rtl" aria-hidden="true" />}
                    >
                      {t('form.back')}
                    </Button>
                  )}
                  <Button
                    type="submit"
                    loading={isSubmitting}
                    rightSection={
                      isLast ? undefined : <IconArrowRight size={16} className="flip-rtl" aria-hidden="true" />
                    }
                  >
                    {isLast ? t('form.submit') : t('form.next')}
                  </Button>
                </div>
              </div>
            </form>
          </Paper>
          <Group gap={6} mt="md" wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} aria-hidden="true" style={{ flexShrink: 0, marginBlockStart: 2 }} />
            <Text size="xs" c="dimmed">
              {t('form.draftNote')}
            </Text>
          </Group>
        </div>
      </div>
    </Container>
  );
}
