import { Modal, Stack } from '@mantine/core';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useResetOnOpen } from '../../../lib/use-reset-on-open';
import { FormActions } from '../../../components/form-actions';

type InputProps = ReturnType<ReturnType<typeof useValidatedForm>['inputProps']>;

/**
 * The add / edit dialog of one profile item (a previous investment, a key member): its fields
 * (`renderFields` gets each field's input props), checked with the contract `schema` (the
 * registration's rules), the server's refusal shown in the dialog and its field errors under the
 * inputs. `onSave` gets the checked request and returns the call's promise.
 */
export function ItemFormDialog<Values extends Record<string, string>>({
  opened,
  title,
  submitLabel,
  schema,
  initialValues,
  isPending,
  error,
  onSave,
  onClose,
  renderFields,
}: {
  opened: boolean;
  title: string;
  submitLabel: string;
  schema: z.ZodType;
  initialValues: Values;
  isPending: boolean;
  error: unknown;
  onSave: (request: Values) => Promise<unknown>;
  onClose: () => void;
  renderFields: (inputProps: (field: keyof Values & string) => InputProps) => ReactNode;
}) {
  const { t } = useTranslation('investors');
  const { inputProps, onSubmit, applyServerErrors, reset } = useValidatedForm<Values>({ schema, initialValues });

  useResetOnOpen(opened, () => reset(initialValues));

  const submit = onSubmit((values) => {
    onSave(values).then(onClose, applyServerErrors);
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('editor.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {renderFields(inputProps as (field: keyof Values & string) => InputProps)}
          <FormActions
            error={error}
            isPending={isPending}
            submitLabel={submitLabel}
            cancelLabel={t('editor.cancel')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
