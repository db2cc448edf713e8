import { Button, Group, Skeleton, Stack, type MantineSpacing } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { type ReactNode, useDeferredValue } from 'react';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListPagination } from './list-pagination';
import { ResultsSummary, type ResultsRange } from './results-summary';

/** One page of a paged list as the server answers it: 0-based `page`, its `size`, the `total` and the rows. */
type ResultsPage<Row> = { page: number; size: number; total: number; data: Row[] };

/** What PagedResults reads of the list's query (TanStack Query's result). */
export type PagedQuery<Row> = {
  data: ResultsPage<Row> | undefined;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
};

/**
 * The body of a paged list in its states: the error with a retry when the first load fails (a
 * later failure shows above the rows that stay), a skeleton (or `loading`) while it loads,
 * `empty` when the page has no rows, and otherwise the range line ("Showing 11-20 of 134", with
 * `toolbar` beside it and the filters' reset while `onReset` is given), the rows as `children`
 * renders them and the pages. Turning the page calls `onPageChange` (1-based) and scrolls back to
 * the top. While another page loads the shown one stays, marked aria-busy.
 */
export function PagedResults<Row>({
  query,
  page,
  pageSize,
  onPageChange,
  rangeText,
  paginationLabel,
  empty,
  errorTitle,
  loading = <Skeleton height={320} radius="lg" />,
  resetLabel,
  onReset,
  toolbar,
  summaryClassName,
  gap = 'md',
  children,
}: {
  query: PagedQuery<Row>;
  /** The page shown, 1-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  rangeText: (range: ResultsRange) => string;
  paginationLabel: string;
  empty: ReactNode;
  errorTitle?: string;
  loading?: ReactNode;
  resetLabel?: string;
  onReset?: () => void;
  toolbar?: ReactNode;
  summaryClassName?: string;
  /** Space between the range line, the rows and the pages. */
  gap?: MantineSpacing;
  children: (rows: Row[]) => ReactNode;
}) {
  // The rows render in the background (a transition React can pause every few ms), so the
  // arrival of a page of results does not block input in one long task on a slow phone.
  const results = useDeferredValue(query.data);
  const retry = () => void query.refetch();
  if (!results) return query.isError ? <ErrorState error={query.error} title={errorTitle} onRetry={retry} /> : loading;
  if (results.data.length === 0) return empty;
  const summary = (
    <ResultsSummary
      page={results}
      rangeText={rangeText}
      resetLabel={resetLabel}
      onReset={onReset}
      className={summaryClassName}
    />
  );
  return (
    <Stack gap={gap} aria-busy={query.isFetching}>
      {toolbar ? (
        <Group justify="space-between" gap="sm">
          {summary}
          {toolbar}
        </Group>
      ) : (
        summary
      )}
      {query.isError && <ErrorState error={query.error} title={errorTitle} onRetry={retry} />}
      {children(results.data)}
      <ListPagination
        page={page}
        totalPages={Math.max(1, Math.ceil(results.total / pageSize))}
        onChange={(next) => {
          onPageChange(next);
          window.scrollTo({ top: 0 });
        }}
        label={paginationLabel}
      />
    </Stack>
  );
}

/**
 * The empty state of a filtered list: the filter-off icon and `onReset` as a button while
 * filters are on (`isFiltered`), the list's own icon otherwise.
 */
export function NoResults({
  icon,
  title,
  description,
  isFiltered,
  resetLabel,
  onReset,
  headingOrder,
}: {
  icon: ReactNode;
  title: string;
  description: string;
  isFiltered: boolean;
  resetLabel: string;
  onReset: () => void;
  headingOrder?: 1 | 2 | 3;
}) {
  return (
    <EmptyState
      icon={isFiltered ? <IconFilterOff size={28} /> : icon}
      title={title}
      description={description}
      headingOrder={headingOrder}
      action={
        isFiltered && (
          <Button variant="light" onClick={onReset}>
            {resetLabel}
          </Button>
        )
      }
    />
  );
}
