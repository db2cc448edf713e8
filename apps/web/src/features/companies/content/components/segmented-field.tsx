import { Input, SegmentedControl } from '@mantine/core';

/**
 * A required choice among a few values (a product or a service, news or an announcement) as a
 * segmented control, bound to one field of a profile dialog's form: `field` is that field's
 * input props (value, onChange, error); `options` the values with their labels.
 */
export function SegmentedField({
  label,
  field,
  options,
}: {
  label: string;
  field: Record<string, unknown>;
  options: { value: string; label: string }[];
}) {
  return (
    <Input.Wrapper label={label} withAsterisk error={field.error as string | undefined}>
      <SegmentedControl
        fullWidth
        value={field.value as string} // the form's values are strings
        onChange={field.onChange as (value: string) => void} // Mantine's form handler takes the new value
        data={options}
        aria-label={label}
      />
    </Input.Wrapper>
  );
}
