import { Select, type SelectProps } from '@mantine/core';
import type { LookupItem } from '@hissa/contracts/lookups/lookup-lists';

/**
 * A list filter's searchable, clearable Select of lookup `items` (code -> value, name -> label;
 * none while they load).
 */
export function FilterSelect({ items, ...props }: Omit<SelectProps, 'data'> & { items: LookupItem[] | undefined }) {
  return (
    <Select
      data={(items ?? []).map((item) => ({ value: item.code, label: item.name }))}
      searchable
      clearable
      {...props}
    />
  );
}
