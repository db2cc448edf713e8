import { Alert, Button, Group, Progress, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { LoanPackageCode } from '@hissa/contracts/billing/catalog';
import {
  DRAFT_STEPS,
  LOAN_STEPS,
  type LoanApplication,
  type LoanStep,
  type SaveStep,
  SME_LOAN_PATHS,
} from '@hissa/contracts/sme-loans/loan-application';
import { showNotification } from '../../../lib/notify';
import { useSaveStep, useSubmitApplication } from '../api/loans-api';
import { PackageComparison } from './package-comparison';
import { PaymentStep } from './payment-step';
import { StepForm } from './step-form';
import classes from './sme-loans.module.css';

/** The first step not saved yet (where a resumed draft opens), or the last one. */
function resumeStep(application: LoanApplication): number {
  const index = DRAFT_STEPS.findIndex((step) => !application.savedSteps.includes(step));
  return index === -1 ? LOAN_STEPS.length - 1 : index;
}

/**
 * The six-step SME loan application (spec §2): company, contact, loan, business plan, package
 * comparison and payment details. Each step is saved on the server before the next opens, so a
 * draft resumes where it was left on any device. A stepper on wide screens, "Step n of 6" with a
 * bar up to 900 px (phones, tablets); both follow the page direction. `preselected` is the package
 * chosen on the comparison page (?package=), offered at the package step.
 */
export function LoanWizard({
  application,
  preselected,
}: {
  application: LoanApplication;
  preselected: LoanPackageCode | null;
}) {
  const { t } = useTranslation('smeLoans');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const isCompact = useMediaQuery('(max-width: 900px)');
  const [active, setActive] = useState(() => resumeStep(application));
  const [packageCode, setPackageCode] = useState<LoanPackageCode | ''>(
    application.savedSteps.includes('package') ? (application.packageCode ?? '') : (preselected ?? ''),
  );
  const save = useSaveStep(application.id);
  const submit = useSubmitApplication(application.id);
  const step = LOAN_STEPS[active] ?? 'company';
  const goTo = (index: number) => {
    save.reset();
    setActive(index);
    window.scrollTo({ top: 0 });
  };
  const saveAndNext = (body: SaveStep) =>
    save.mutate(body, { onSuccess: () => goTo(Math.min(active + 1, LOAN_STEPS.length - 1)) });

  const content = () => {
    if (step === 'package')
      return (
        <Stack gap="lg">
          <PackageComparison selected={packageCode} onSelect={setPackageCode} />
          <Group justify="space-between">
            <Button variant="default" onClick={() => goTo(active - 1)}>
              {t('wizard.back')}
            </Button>
            <Button loading={save.isPending} onClick={() => saveAndNext({ step: 'package', packageCode })}>
              {t('wizard.saveContinue')}
            </Button>
          </Group>
        </Stack>
      );
    if (step === 'payment')
      return (
        <PaymentStep
          application={application}
          onBack={() => goTo(active - 1)}
          goTo={(target: LoanStep) => goTo(LOAN_STEPS.indexOf(target))}
          isSubmitting={submit.isPending}
          submitError={submit.error}
          onSubmit={(input) =>
            submit.mutate(input, {
              onSuccess: (result) => {
                showNotification({ color: 'teal', message: result.message });
                queryClient.removeQueries({ queryKey: ['smeLoans', 'draft'] });
                void navigate(result.data.paymentPagePath ?? SME_LOAN_PATHS.mine);
              },
            })
          }
        />
      );
    return (
      <StepForm
        key={step}
        step={step}
        application={application}
        onBack={active > 0 ? () => goTo(active - 1) : undefined}
        isSaving={save.isPending}
        saveError={save.error}
        onSave={(values) => saveAndNext({ step, ...values } as SaveStep)}
      />
    );
  };

  return (
    <Stack gap="lg">
      {isCompact ? (
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('wizard.stepOf', { step: active + 1, count: LOAN_STEPS.length })}
          </Text>
          <Progress value={((active + 1) / LOAN_STEPS.length) * 100} size="sm" aria-hidden />
        </Stack>
      ) : (
        <Stepper
          active={active}
          onStepClick={(index) => index <= resumeStep(application) && goTo(index)}
          size="sm"
          iconSize={32}
          className={classes.stepper}
          allowNextStepsSelect={false}
        >
          {LOAN_STEPS.map((name) => (
            <Stepper.Step key={name} label={t(`steps.${name}`)} aria-label={t(`steps.${name}`)} />
          ))}
        </Stepper>
      )}
      <section className={classes.panel} aria-labelledby="loan-step-title">
        <Stack gap="lg">
          <Title order={2} size="h3" id="loan-step-title">
            {t(`steps.${step}`)}
          </Title>
          {save.error && !(save.error as { fieldErrors?: unknown[] }).fieldErrors?.length && (
            <Alert color="red">{save.error.message}</Alert>
          )}
          {content()}
        </Stack>
      </section>
      <Text size="sm" c="dimmed">
        {t('wizard.draftSavedHint')}
      </Text>
    </Stack>
  );
}
