import { Button, FileInput, Group, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_ACCEPT } from '@hissa/contracts/registration/registration-rules';
import { STEP_SCHEMAS, type LoanApplication, type LoanFileField } from '@hissa/contracts/sme-loans/loan-application';
import { ApiError } from '../../../lib/api-client';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useUploadLoanFile } from '../api/loans-api';
import { FORM_STEPS, type FieldSpec, visibleValues } from './step-fields';
import classes from './sme-loans.module.css';

type FormStep = keyof typeof FORM_STEPS;
type Values = Record<string, string>;

/**
 * One of the four form steps of the wizard (company, contact, loan, business plan): its fields
 * checked with the step's contracts schema (errors once touched, all on an invalid save), its
 * documents uploaded as soon as they are chosen (checked by content on the server), Back and
 * "Save and continue", which calls `onSave` with the step's values.
 */
export function StepForm({
  step,
  application,
  onSave,
  onBack,
  isSaving,
  saveError,
}: {
  step: FormStep;
  application: LoanApplication;
  onSave: (values: Values) => void;
  onBack?: () => void;
  isSaving: boolean;
  saveError: Error | null;
}) {
  const { t } = useTranslation('smeLoans');
  const spec = FORM_STEPS[step];
  const initialValues = Object.fromEntries(
    spec.fields.map((field) => [field.name, application.values[field.name] ?? '']),
  );
  const { form, values, inputProps, onSubmit, applyServerErrors } = useValidatedForm<Values>({
    schema: STEP_SCHEMAS[step],
    initialValues,
  });
  useEffect(() => {
    if (saveError) applyServerErrors(saveError);
    // only a new refusal is applied
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saveError]);

  const field = (item: FieldSpec) => {
    const label = t(`fields.${item.name}` as 'fields.companyName');
    const props = inputProps(item.name);
    const ltr = item.isLtr ? { dir: 'ltr' as const } : {};
    switch (item.kind) {
      case 'select':
        return (
          <Select
            label={label}
            placeholder={t('fields.choose')}
            data={(item.options?.codes ?? []).map((code) => ({
              value: code,
              label: t(`${item.options?.labels ?? 'titles'}.${code}` as 'titles.mr'),
            }))}
            {...props}
            onChange={(value) => form.setFieldValue(item.name, value ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
        );
      case 'yesno':
        return (
          <Radio.Group label={label} {...props}>
            <Group gap="lg" mt={6}>
              <Radio value="yes" label={t('fields.yes')} />
              <Radio value="no" label={t('fields.no')} />
            </Group>
          </Radio.Group>
        );
      case 'textarea':
        return <Textarea label={label} autosize minRows={3} maxRows={8} {...props} />;
      case 'date':
        return <TextInput type="date" label={label} {...props} />;
      default:
        return (
          <TextInput
            label={label}
            inputMode={item.kind === 'digits' ? 'numeric' : item.kind === 'amount' ? 'decimal' : undefined}
            {...ltr}
            {...props}
          />
        );
    }
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit((submitted) => onSave(visibleValues(spec.fields, submitted)))}
      aria-label={t(`steps.${step}`)}
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          {spec.fields
            .filter((item) => !item.showIf || item.showIf(values))
            .map((item) => (
              <div key={item.name} className={item.isHalf ? undefined : classes.fullRow}>
                {field(item)}
              </div>
            ))}
        </SimpleGrid>
        {spec.files.map((name) => (
          <DocumentInput key={name} field={name} application={application} />
        ))}
        <Group justify="space-between" gap="sm">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              {t('wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={isSaving}>
            {t('wizard.saveContinue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A document of the application: uploaded when chosen; shows the current file's name or the server's refusal. */
function DocumentInput({ field, application }: { field: LoanFileField; application: LoanApplication }) {
  const { t } = useTranslation('smeLoans');
  const upload = useUploadLoanFile(application.id);
  const current = application.files.find((file) => file.field === field);
  const error =
    upload.error instanceof ApiError
      ? (upload.error.fieldErrors[0]?.message ?? upload.error.message)
      : upload.error?.message;
  return (
    <Stack gap={4}>
      <FileInput
        label={t(`fields.${field}`)}
        description={t('fields.fileHint')}
        accept={FILE_ACCEPT.document}
        leftSection={<IconPaperclip size={16} />}
        placeholder={current ? current.originalName : t('fields.choose')}
        clearable={false}
        onChange={(file) => file && upload.mutate({ field, file })}
        error={error}
        disabled={upload.isPending}
      />
      {current && !upload.isPending && (
        <Text size="sm" c="teal.8">
          {t('fields.uploaded', { name: current.originalName })}
        </Text>
      )}
    </Stack>
  );
}
