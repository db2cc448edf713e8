import { Modal, Stack } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../../../../lib/api-client';
import { contractFormSchema } from '../../../../lib/contract-form-schema';
import { useValidatedForm } from '../../../../lib/use-validated-form';
import { type SectionName, useSaveSectionItem } from '../api/save-section-item';
import { showSaved } from './show-saved';
import { useResetOnOpen } from '../../../../lib/use-reset-on-open';
import { FormActions } from '../../../../components/form-actions';

type DialogProps<Values extends Record<string, string>> = {
  opened: boolean;
  onClose: () => void;
  title: string;
  initialValues: Values;
  contract: z.ZodType;
  submitLabel?: string;
  children: (inputProps: (field: keyof Values & string) => Record<string, unknown>) => ReactNode;
};

/**
 * A dialog with a form checked with a contracts schema (`contract`, the one the server uses) as
 * the user types, sent through `mutation` with `toVariables(values)`: the server's field errors
 * land under their inputs (others, such as a file's, in the alert) and its message shows as a
 * toast on success. `children` renders the fields from `inputProps`.
 */
export function ContractFormDialog<Values extends Record<string, string>, Variables>({
  opened,
  onClose,
  title,
  initialValues,
  contract,
  submitLabel,
  mutation,
  toVariables,
  children,
}: DialogProps<Values> & {
  mutation: UseMutationResult<{ message: string }, Error, Variables>;
  toVariables: (values: Values) => Variables;
}) {
  const { t } = useTranslation('companyProfile');
  const { inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<Values>({
    schema: contractFormSchema(contract, (values: Values) => values),
    initialValues,
  });

  useResetOnOpen(opened, () => {
    reset(initialValues);
    mutation.reset();
  });

  const otherErrors =
    mutation.error instanceof ApiError
      ? mutation.error.fieldErrors.filter((fieldError) => !(fieldError.field.replace(/^body\./, '') in initialValues))
      : [];

  const submit = onSubmit((values) => {
    mutation.mutate(toVariables(values), {
      onSuccess: (answer) => {
        showSaved(answer.message);
        onClose();
      },
      onError: applyServerErrors,
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('edit.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children(inputProps)}
          <FormActions
            error={mutation.error}
            errorContent={
              otherErrors.length > 0
                ? otherErrors.map((fieldError) => <div key={fieldError.field}>{fieldError.message}</div>)
                : undefined
            }
            isPending={mutation.isPending}
            submitLabel={submitLabel ?? t('edit.save')}
            cancelLabel={t('edit.cancel')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * The add / edit dialog of an item of a profile section (products and services, investments,
 * awards, team): a ContractFormDialog saving to the section (JSON, or FormData with a photo from
 * `toBody`). `itemId` null adds an item.
 */
export function SectionItemDialog<Values extends Record<string, string>>({
  section,
  itemId,
  toBody = (values) => values,
  ...dialog
}: DialogProps<Values> & { section: SectionName; itemId: number | null; toBody?: (values: Values) => unknown }) {
  const save = useSaveSectionItem(section);
  return (
    <ContractFormDialog
      {...dialog}
      mutation={save}
      toVariables={(values: Values) => ({ itemId, body: toBody(values) })}
    />
  );
}
