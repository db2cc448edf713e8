import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconSparkles } from '@tabler/icons-react';
import { useState, type FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  CreateRequirementSchema,
  REQUIREMENT_BUDGET_CODES,
  REQUIREMENT_DESCRIPTION_MAX_LENGTH,
  REQUIREMENT_STEP_FIELDS,
  REQUIREMENT_TIMELINE_CODES,
  REQUIREMENT_WIZARD_STEPS,
} from '@hissa/contracts/services-marketplace/requirements';
import { QUOTATION_TITLE_MAX_LENGTH } from '@hissa/contracts/services-marketplace/quotations';
import { showNotification } from '../../../lib/notify';
import { LookupSelect } from '../../../components/lookup-select';
import { PageTitle } from '../../../components/page-title';
import { FormActions } from '../../../components/form-actions';
import surfaces from '../../../components/surfaces.module.css';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useFormatters } from '../../../lib/formatting';
import { useLookupList } from '../../../lib/get-lookup-list';
import { requirementRecommendationsPath } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useCreateRequirement } from '../api/requirements-api';
import { RequirementGate } from '../components/requirement-gate';
import { useRequirementLabels } from '../components/requirement-labels';
import classes from '../components/requirements.module.css';

/** The wizard's values as text fields; `isPublic` is 'public' or 'private'. */
type WizardValues = {
  categoryCode: string;
  isicClassCode: string;
  industryGroupCode: string;
  cityId: string;
  budgetCode: string;
  timelineCode: string;
  title: string;
  description: string;
  isPublic: string;
};

const EMPTY: WizardValues = {
  categoryCode: '',
  isicClassCode: '',
  industryGroupCode: '',
  cityId: '',
  budgetCode: '',
  timelineCode: '',
  title: '',
  description: '',
  isPublic: 'public',
};

/** The wizard's values as CreateRequirementSchema's request (empty choices left out, so they fail as required). */
function toRequest(values: WizardValues) {
  return {
    categoryCode: values.categoryCode,
    isicClassCode: values.isicClassCode,
    industryGroupCode: values.industryGroupCode,
    cityId: values.cityId === '' ? undefined : Number(values.cityId),
    budgetCode: values.budgetCode || undefined,
    timelineCode: values.timelineCode || undefined,
    title: values.title,
    description: values.description,
    isPublic: values.isPublic === '' ? undefined : values.isPublic === 'public',
  };
}

const schema = contractFormSchema(CreateRequirementSchema, toRequest);

/**
 * The post-requirement wizard (sp/post-requirement; spec §9: 3 steps, 2 questions, then the
 * recommendations page; decision 017; CreateRequirementEndpoint). Step 1 the service (category,
 * sub-category) and the buyer's industry group and city; step 2 the budget and the timeline; step 3
 * title, description and visibility. Each step is checked with the contract before the next; the
 * server's field errors come back onto their step. Buyers only: RequirementGate asks visitors to
 * sign in or register as a buyer.
 */
export function PostRequirementPage() {
  const { t } = useTranslation('serviceRequirements');
  useDocumentTitle(t('wizard.title'));
  return (
    <>
      <Box className={surfaces.pageHeader}>
        <Container py={{ base: 'lg', sm: 32 }}>
          <PageTitle title={t('wizard.title')} subtitle={t('wizard.subtitle')} />
        </Container>
      </Box>
      <Container py="xl">
        <RequirementGate>
          <Wizard />
        </RequirementGate>
      </Container>
    </>
  );
}

function Wizard() {
  const { t } = useTranslation('serviceRequirements');
  const format = useFormatters();
  const navigate = useNavigate();
  const labels = useRequirementLabels();
  const create = useCreateRequirement();
  const [active, setActive] = useState(0);
  // Phones show the current step's label only (no descriptions), so the three fit on one line.
  const isWide = useMediaQuery('(min-width: 40em)', true, { getInitialValueInEffect: false });
  const { form, values, inputProps, clientErrors, onSubmit, applyServerErrors } = useValidatedForm<WizardValues>({
    schema,
    initialValues: EMPTY,
  });
  const classesList = useLookupList('industrial-classification-level-4');
  const subCategories = (classesList.data ?? [])
    .filter((item) => values.categoryCode !== '' && item.parentCode === values.categoryCode)
    .map((item) => ({ value: item.code, label: item.name }));

  const stepFields = (index: number) => REQUIREMENT_STEP_FIELDS[REQUIREMENT_WIZARD_STEPS[index] ?? 'details'];

  /** Moves on when the step's fields pass the contract; otherwise shows their messages. */
  const next = () => {
    const fields = stepFields(active);
    if (fields.some((field) => clientErrors.has(field))) {
      form.setTouched(Object.fromEntries(fields.map((field) => [field, true])));
      return;
    }
    setActive((step) => Math.min(step + 1, REQUIREMENT_WIZARD_STEPS.length - 1));
  };

  const submit = onSubmit((submitted) => {
    create.mutate(CreateRequirementSchema.parse(toRequest(submitted)), {
      onSuccess: (answer) => {
        showNotification({ color: 'green', message: answer.message });
        void navigate(requirementRecommendationsPath(answer.data.id));
      },
      onError: (error) => {
        applyServerErrors(error);
        const failedStep = REQUIREMENT_WIZARD_STEPS.findIndex((step) =>
          REQUIREMENT_STEP_FIELDS[step].some((field) => form.errors[field] !== undefined),
        );
        if (failedStep >= 0) setActive(failedStep);
      },
    });
  });

  const isLast = active === REQUIREMENT_WIZARD_STEPS.length - 1;
  const onFormSubmit: FormEventHandler<HTMLFormElement> = (event) => {
    if (isLast) submit(event);
    else {
      event.preventDefault();
      next();
    }
  };

  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'xl' }}
      radius="lg"
      component="form"
      onSubmit={onFormSubmit}
      noValidate
      className={`${surfaces.surface} ${classes.form}`}
      aria-label={t('wizard.formLabel')}
      maw={860}
    >
      <Stack gap="lg">
        <Text size="sm" c="gray.7" fw={600} aria-live="polite">
          {t('wizard.stepOf', {
            current: format.number(active + 1),
            total: format.number(REQUIREMENT_WIZARD_STEPS.length),
          })}
        </Text>
        <Stepper
          active={active}
          onStepClick={(step) => step < active && setActive(step)}
          size={isWide ? 'sm' : 'xs'}
          allowNextStepsSelect={false}
          classNames={{ steps: classes.stepperSteps }}
        >
          <Stepper.Step
            label={isWide || active === 0 ? t('wizard.steps.service.label') : undefined}
            aria-label={t('wizard.steps.service.label')}
            description={isWide ? t('wizard.steps.service.description') : undefined}
          >
            <Stack gap="md" mt="md">
              <Text c="gray.7">{t('wizard.serviceIntro')}</Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <LookupSelect
                  list="industrial-classification-level-2"
                  label={t('wizard.category')}
                  placeholder={t('wizard.categoryPlaceholder')}
                  withAsterisk
                  {...inputProps('categoryCode')}
                  onChange={(value) => {
                    form.setFieldValue('categoryCode', value ?? '');
                    form.setFieldValue('isicClassCode', '');
                  }}
                />
                <Select
                  label={t('wizard.subCategory')}
                  placeholder={values.categoryCode ? t('wizard.subCategoryPlaceholder') : t('wizard.subCategoryFirst')}
                  data={subCategories}
                  searchable
                  withAsterisk
                  disabled={values.categoryCode === '' || classesList.isPending}
                  nothingFoundMessage={t('wizard.nothingFound')}
                  comboboxProps={{ shadow: 'md' }}
                  {...inputProps('isicClassCode')}
                  onChange={(value) => form.setFieldValue('isicClassCode', value ?? '')}
                />
                <LookupSelect
                  list="sectors"
                  label={t('wizard.industryGroup')}
                  description={t('wizard.industryGroupHint')}
                  withAsterisk
                  {...inputProps('industryGroupCode')}
                  onChange={(value) => form.setFieldValue('industryGroupCode', value ?? '')}
                />
                <LookupSelect
                  list="cities"
                  label={t('wizard.city')}
                  description={t('wizard.cityHint')}
                  withAsterisk
                  {...inputProps('cityId')}
                  onChange={(value) => form.setFieldValue('cityId', value ?? '')}
                />
              </SimpleGrid>
            </Stack>
          </Stepper.Step>

          <Stepper.Step
            label={isWide || active === 1 ? t('wizard.steps.questions.label') : undefined}
            aria-label={t('wizard.steps.questions.label')}
            description={isWide ? t('wizard.steps.questions.description') : undefined}
          >
            <Stack gap="xl" mt="md">
              <Radio.Group label={t('wizard.budgetQuestion')} withAsterisk {...inputProps('budgetCode')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                  {REQUIREMENT_BUDGET_CODES.map((code) => (
                    <Radio.Card key={code} value={code} radius="md" p="sm" className={classes.choice}>
                      <Group gap="sm" wrap="nowrap">
                        <Radio.Indicator />
                        <Text size="sm">{labels.budget(code)}</Text>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
              <Radio.Group label={t('wizard.timelineQuestion')} withAsterisk {...inputProps('timelineCode')}>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
                  {REQUIREMENT_TIMELINE_CODES.map((code) => (
                    <Radio.Card key={code} value={code} radius="md" p="sm" className={classes.choice}>
                      <Group gap="sm" wrap="nowrap">
                        <Radio.Indicator />
                        <Text size="sm">{labels.timeline(code)}</Text>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            </Stack>
          </Stepper.Step>

          <Stepper.Step
            label={isWide || active === 2 ? t('wizard.steps.details.label') : undefined}
            aria-label={t('wizard.steps.details.label')}
            description={isWide ? t('wizard.steps.details.description') : undefined}
          >
            <Stack gap="md" mt="md">
              <TextInput
                label={t('wizard.titleLabel')}
                placeholder={t('wizard.titlePlaceholder')}
                withAsterisk
                maxLength={QUOTATION_TITLE_MAX_LENGTH + 1}
                {...inputProps('title')}
              />
              <Textarea
                label={t('wizard.descriptionLabel')}
                placeholder={t('wizard.descriptionPlaceholder')}
                withAsterisk
                autosize
                minRows={4}
                maxRows={12}
                maxLength={REQUIREMENT_DESCRIPTION_MAX_LENGTH + 1}
                {...inputProps('description')}
              />
              <Radio.Group label={t('wizard.visibility')} withAsterisk {...inputProps('isPublic')}>
                <Stack gap="xs" mt="xs">
                  <Radio value="public" label={t('wizard.public')} />
                  <Radio value="private" label={t('wizard.private')} />
                </Stack>
              </Radio.Group>
            </Stack>
          </Stepper.Step>
        </Stepper>

        {isLast ? (
          <Stack gap="sm">
            <FormActions
              error={create.error}
              isPending={create.isPending}
              submitLabel={t('wizard.submit')}
              submitProps={{ leftSection: <IconSparkles size={18} aria-hidden="true" /> }}
              cancelLabel={t('wizard.back')}
              onCancel={() => setActive((step) => step - 1)}
            />
          </Stack>
        ) : (
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              onClick={() => setActive((step) => step - 1)}
              disabled={active === 0}
              leftSection={<IconArrowLeft size={18} aria-hidden="true" className="flip-rtl" />}
            >
              {t('wizard.back')}
            </Button>
            <Button type="submit" rightSection={<IconArrowRight size={18} aria-hidden="true" className="flip-rtl" />}>
              {t('wizard.next')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
