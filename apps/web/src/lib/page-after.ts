/**
 * The 0-based page after `last` of a paged answer (contracts pagination.ts: page, size, total),
 * or undefined when `last` reached the total: TanStack Query's getNextPageParam for "Load more".
 */
export function pageAfter(last: { page: number; size: number; total: number }): number | undefined {
  return (last.page + 1) * last.size < last.total ? last.page + 1 : undefined;
}
