import { Paper } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import surfaces from './surfaces.module.css';

/**
 * A form on a bordered, rounded surface: submits through `onSubmit` without the browser's own
 * validation, and is named by `label` for assistive technology.
 */
export function FormSurface({
  onSubmit,
  label,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      component="form"
      onSubmit={onSubmit}
      noValidate
      className={surfaces.surface}
      aria-label={label}
    >
      {children}
    </Paper>
  );
}
