import type { LookupItem } from '@hissa/contracts/lookups/lookup-lists';

/** A lookup list as Select options (code -> value, name -> label); empty while it loads. */
export function lookupOptions(items: LookupItem[] | undefined): { value: string; label: string }[] {
  return (items ?? []).map((item) => ({ value: item.code, label: item.name }));
}
