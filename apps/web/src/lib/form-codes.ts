import type { FocusEvent } from 'react';

/** Codes kept in one text form field ("SA,AE") for the form, split back for the request. */
export function joinCodes(codes: readonly string[]): string {
  return codes.join(',');
}

/** "SA,AE" -> ['SA', 'AE']; '' -> []. */
export function splitCodes(value: string): string[] {
  return value.split(',').filter(Boolean);
}

/**
 * Props of a MultiSelect whose codes one text field keeps: the field's error and blur (from the
 * form's input props), its codes, and a change that writes them back joined with `setValue`.
 */
export function codesInputProps(
  input: { error?: string; onBlur: (event: FocusEvent<HTMLElement>) => void },
  value: string,
  setValue: (value: string) => void,
) {
  return {
    error: input.error,
    onBlur: input.onBlur,
    value: splitCodes(value),
    onChange: (codes: string[]) => setValue(joinCodes(codes)),
  };
}
