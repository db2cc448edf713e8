import { useForm } from '@mantine/form';
import { useState, type FocusEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { useServerTexts } from '../i18n/use-server-texts';

/**
 * A form checked against a contracts schema (house-style.md, "One source of truth": the form and
 * the route share the schema). Its messages are keys of the server namespace
 * (messages/{en,ar}.json), shown in the current language. As the spec asks, a field's error shows
 * once it is touched (left) or changed, and all of them after an invalid submit; the submit button
 * can read `isValid`.
 */
export function useValidatedForm<Values extends Record<string, string>>({
  schema,
  initialValues,
}: {
  schema: z.ZodType;
  initialValues: Values;
}) {
  // The form shows at once; an error waiting for the server's texts shows when they are in.
  const { t, ready: isTextReady } = useServerTexts();
  // Touched on change only: focusing a field must not show its error yet.
  const form = useForm<Values>({ mode: 'controlled', initialValues, touchTrigger: 'change' });
  const [leftFields, setLeftFields] = useState<ReadonlySet<string>>(new Set());
  const [isSubmitAttempted, setIsSubmitAttempted] = useState(false);

  const result = schema.safeParse(form.values);
  const clientErrors = new Map<string, string>();
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!clientErrors.has(field)) clientErrors.set(field, issue.message);
    }
  }

  /**
   * The message of a key of the server namespace ("auth.emailRequired") in the current language;
   * empty while the server's texts are not in (the form renders again when they are).
   */
  const translate = (key: string): string =>
    // The key comes from a contracts schema, whose messages all live in the server namespace.
    isTextReady ? t(key as 'errors.unknown') : '';

  /** True once the field's error may be shown. */
  const isErrorShown = (field: keyof Values & string) =>
    isSubmitAttempted || leftFields.has(field) || form.isTouched(field) || form.isDirty(field);

  /** The client-side error of a field (translated), or its server error, or undefined. */
  const fieldError = (field: keyof Values & string): string | undefined => {
    const clientError = clientErrors.get(field);
    if (clientError && isErrorShown(field)) return translate(clientError) || undefined;
    const serverError = form.errors[field];
    return typeof serverError === 'string' ? serverError : undefined;
  };

  /** Props of a Mantine input for `field`: value, onChange, onBlur and the error to show. */
  const inputProps = (field: keyof Values & string) => {
    // Without Mantine's focus handler, which marks a field touched as soon as it is focused.
    const base = form.getInputProps(field, { withFocus: false });
    return {
      ...base,
      error: fieldError(field),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        (base.onBlur as ((event: FocusEvent<HTMLElement>) => void) | undefined)?.(event);
        setLeftFields((fields) => (fields.has(field) ? fields : new Set(fields).add(field)));
      },
    };
  };

  /**
   * A submit handler: blocks an invalid submit (and shows every error), else calls `onValid`
   * with the values.
   */
  const onSubmit = (onValid: (values: Values) => void) => (event?: { preventDefault: () => void }) => {
    event?.preventDefault();
    setIsSubmitAttempted(true);
    if (result.success) onValid(form.getValues());
  };

  /** Shows the field errors of a failed call (400 with {field, message}) under their inputs. */
  const applyServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const fieldError of error.fieldErrors) {
      // The server names body fields 'body.{field}'.
      const field = fieldError.field.replace(/^body\./, '');
      if (field in form.values) form.setFieldError(field, fieldError.message);
    }
  };

  /** Empties the form (or sets `values` as its new start) and forgets which fields were touched. */
  const reset = (values?: Values) => {
    if (values) {
      form.setInitialValues(values);
      form.setValues(values);
      form.resetTouched();
      form.resetDirty(values);
      form.clearErrors();
    } else {
      form.reset();
    }
    setLeftFields(new Set());
    setIsSubmitAttempted(false);
  };

  return {
    form,
    values: form.values,
    isValid: result.success,
    clientErrors,
    isErrorShown,
    translate,
    inputProps,
    onSubmit,
    applyServerErrors,
    reset,
  };
}
