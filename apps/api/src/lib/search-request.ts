import type { SearchFilter } from '@hissa/contracts/search';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { AppError } from '../plugins/errors.ts';

/**
 * Reads the spec's {key, operation, value} filters against the keys a call allows
 * (key -> the one operation it accepts). Returns key -> value (strings).
 * Errors: 400 with a field error for an unknown key, a wrong operation or an empty value.
 */
export function readFilters<K extends string>(
  filters: readonly SearchFilter[],
  allowed: Readonly<Record<K, SearchFilter['operation']>>,
): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  const fieldErrors: ConstructorParameters<typeof AppError>[3] = [];
  filters.forEach((filter, index) => {
    const field = `body.filters.${index}`;
    if (!Object.hasOwn(allowed, filter.key)) {
      fieldErrors.push({ field: `${field}.key`, key: 'validation.filterKey', params: { key: filter.key } });
      return;
    }
    const key = filter.key as K; // checked against `allowed` just above
    if (allowed[key] !== filter.operation) {
      fieldErrors.push({
        field: `${field}.operation`,
        key: 'validation.filterOperationForKey',
        params: { key: filter.key, operation: allowed[key] },
      });
      return;
    }
    const value = String(filter.value).trim();
    if (!value) {
      fieldErrors.push({ field: `${field}.value`, key: 'validation.required' });
      return;
    }
    values[key] = value;
  });
  if (fieldErrors.length > 0) throw new AppError(400, ERROR_KEYS.validation, {}, fieldErrors);
  return values;
}

/**
 * The first of the spec's sorts, checked against the keys a call allows; `fallback` when none.
 * Errors: 400 for an unknown sort key.
 */
export function readSort<K extends string>(
  sorts: readonly { key: string; direction: 'asc' | 'desc' }[],
  allowed: readonly K[],
  fallback: { key: K; direction: 'asc' | 'desc' },
): { key: K; direction: 'asc' | 'desc' } {
  const first = sorts[0];
  if (!first) return fallback;
  if (!(allowed as readonly string[]).includes(first.key)) {
    throw new AppError(400, ERROR_KEYS.validation, {}, [
      { field: 'body.sorts.0.key', key: 'validation.sortKey', params: { key: first.key } },
    ]);
  }
  return { key: first.key as K, direction: first.direction }; // checked against `allowed` just above
}
