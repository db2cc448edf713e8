import { Alert, Button, Group, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../lib/api-client';

/**
 * The foot of a form or dialog: the last call's refusal as an alert (when `error` is set; its
 * message, or `errorContent` instead), then, at the end, the optional cancel button and the submit
 * button, which spins while `isPending`. Without `onSubmit` the button submits its form; the cancel
 * button calls `onCancel` or, with `cancelTo`, is a link there.
 */
export function FormActions({
  error,
  errorContent,
  isPending,
  submitLabel,
  onSubmit,
  submitProps,
  cancelLabel,
  onCancel,
  cancelTo,
}: {
  error?: unknown;
  errorContent?: ReactNode;
  isPending: boolean;
  submitLabel: ReactNode;
  onSubmit?: () => void;
  /** Look of the submit button: color, size, leftSection. */
  submitProps?: Pick<ButtonProps, 'color' | 'size' | 'leftSection'>;
  cancelLabel?: string;
  onCancel?: () => void;
  cancelTo?: string;
}) {
  return (
    <>
      {error !== null && error !== undefined && (
        <Alert color="red" variant="light" role="alert">
          {errorContent ?? errorMessage(error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {cancelLabel !== undefined &&
          (cancelTo === undefined ? (
            <Button variant="default" onClick={onCancel}>
              {cancelLabel}
            </Button>
          ) : (
            <Button component={Link} to={cancelTo} variant="default">
              {cancelLabel}
            </Button>
          ))}
        <Button {...submitProps} type={onSubmit ? 'button' : 'submit'} loading={isPending} onClick={onSubmit}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
