import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { showNotification } from '../../../lib/notify';
import { errorMessage } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { useValidatedForm } from '../../../lib/use-validated-form';

/**
 * A newsroom media form (decision 040): text values checked against the contract's input schema
 * (`toRequest` maps them to the request) as the server checks them, saved through `save`; the
 * server's field errors show under their inputs and its message as a notification. After the
 * first save of a new item the page moves to the item's own path (`editPath`).
 */
export function useMediaForm<Values extends Record<string, string>, Body>({
  contract,
  toRequest,
  initialValues,
  isNew,
  save,
  editPath,
}: {
  contract: z.ZodType;
  toRequest: (values: Values) => Body;
  initialValues: Values;
  isNew: boolean;
  save: UseMutationResult<{ message: string; data: { id: number } }, Error, Body>;
  editPath: (id: number) => string;
}) {
  const navigate = useNavigate();
  const validated = useValidatedForm<Values>({
    schema: contractFormSchema<Values, unknown>(contract, toRequest),
    initialValues,
  });
  const { clientErrors, isErrorShown, translate, form } = validated;

  /** The field's error to show: the client check's once shown, else the server's. */
  const errorOf = (field: keyof Values & string): string | undefined => {
    const key = clientErrors.get(field);
    if (key && isErrorShown(field)) return translate(key);
    const server = form.errors[field];
    return typeof server === 'string' ? server : undefined;
  };

  const submit = validated.onSubmit((values) => {
    save.mutate(toRequest(values), {
      onSuccess: (response) => {
        showNotification({ color: 'green', message: response.message });
        if (isNew) void navigate(editPath(response.data.id), { replace: true });
      },
      onError: (error) => {
        validated.applyServerErrors(error);
        showNotification({ color: 'red', message: errorMessage(error) });
      },
    });
  });

  return { ...validated, errorOf, submit, isSaving: save.isPending };
}

/** What the shared field groups read of a media form. */
export type MediaFormFields<Values extends Record<string, string>> = Pick<
  ReturnType<typeof useMediaForm<Values, unknown>>,
  'values' | 'inputProps' | 'errorOf' | 'form'
>;
