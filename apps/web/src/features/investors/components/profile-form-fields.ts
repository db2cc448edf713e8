import type { LookupItem } from '@hissa/contracts/lookups/lookup-lists';

/** A lookup list as Select options (code -> value, name -> label); empty while it loads. */
export function lookupOptions(items: LookupItem[] | undefined): { value: string; label: string }[] {
  return (items ?? []).map((item) => ({ value: item.code, label: item.name }));
}

/** Codes kept in one text form field ("SA,AE") for the form, split back for the request. */
export function joinCodes(codes: readonly string[]): string {
  return codes.join(',');
}

/** "SA,AE" -> ['SA', 'AE']; '' -> []. */
export function splitCodes(value: string): string[] {
  return value.split(',').filter(Boolean);
}
