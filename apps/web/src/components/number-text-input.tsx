import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A number typed as text (an amount in SAR, a count of shares): the number keyboard with a
 * decimal point (digits only when `whole`), left to right, never autofilled. The form's schema
 * reads and checks the text.
 */
export function NumberTextInput({ whole = false, ...props }: TextInputProps & { whole?: boolean }) {
  return <TextInput inputMode={whole ? 'numeric' : 'decimal'} dir="ltr" autoComplete="off" {...props} />;
}
