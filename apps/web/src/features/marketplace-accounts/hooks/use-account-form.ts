import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { useServerTexts } from '../../../i18n/use-server-texts';

/**
 * The state of a marketplace account form (decision 015): values checked with the route's own
 * contracts schema (Mantine's standard-schema resolver) when a field is left or changed, and all
 * on submit. Errors are message keys of the server namespace, shown translated; a refused call's
 * field errors (400 body.{field}) are placed under their fields.
 */
export function useAccountForm<Values extends Record<string, unknown>>(schema: z.ZodType, initialValues: Values) {
  // Until the server's texts are in, no error text shows.
  const { t, i18n, ready } = useServerTexts();
  const [resolver] = useState(() => schemaResolver(schema, { sync: true }));
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: resolver,
    validateInputOnBlur: true,
  });

  /** A form error as text: a server-namespace key translated, a server answer as it is. */
  const errorText = (error: unknown): string | undefined => {
    if (typeof error !== 'string' || error === '' || !ready) return undefined;
    // a key of the server namespace, checked with exists() first
    return i18n.exists(error, { ns: 'server' }) ? t(error as 'errors.unknown') : error;
  };

  /** Props of a Mantine input for `field`, with its error translated. */
  const field = (name: keyof Values & string, options?: { type?: 'input' | 'checkbox' }) => {
    const props = form.getInputProps(name, options);
    return { ...props, error: errorText(props.error) };
  };

  /** Shows the field errors of a refused call under their fields. */
  const applyServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    for (const fieldError of error.fieldErrors) {
      const name = fieldError.field.replace(/^body\./, '').replace(/\.\d+$/, '');
      if (name in form.values) form.setFieldError(name, fieldError.message);
    }
  };

  return { form, field, applyServerErrors };
}
