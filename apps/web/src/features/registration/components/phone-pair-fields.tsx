import { SimpleGrid, TextInput } from '@mantine/core';
import type { RegistrationFields } from '../hooks/use-registration-form';

/**
 * Two phone numbers side by side (one column on phones), bound to the form fields `first`
 * (required, the browser's "tel" autofill) and `second` (optional), each with the same `hint`.
 * Digits only, written left to right in both languages.
 */
export function PhonePairFields({
  fields,
  first,
  second,
  hint,
}: {
  fields: RegistrationFields;
  first: { name: string; label: string };
  second: { name: string; label: string };
  hint: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        {...fields.inputProps(first.name)}
        label={first.label}
        description={hint}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        dir="ltr"
        required
      />
      <TextInput
        {...fields.inputProps(second.name)}
        label={second.label}
        description={hint}
        type="tel"
        inputMode="numeric"
        dir="ltr"
      />
    </SimpleGrid>
  );
}
