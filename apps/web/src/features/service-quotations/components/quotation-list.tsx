import { Box, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { PagedResults, type PagedQuery } from '../../../components/paged-results';
import { QUOTATIONS_PAGE_SIZE } from '../api/quotations-api';
import classes from './quotations.module.css';

/** The search box of a quotations list (320 px from 576 px): `onCommit` gets the text once typing pauses. */
export function QuotationSearch({ value, onCommit }: { value: string; onCommit: (text: string) => void }) {
  const { t } = useTranslation('serviceQuotations');
  return (
    <Box w={{ base: '100%', sm: 320 }}>
      <DebouncedSearchInput
        label={t('filters.search')}
        placeholder={t('filters.search')}
        value={value}
        onCommit={onCommit}
      />
    </Box>
  );
}

/**
 * A page of a quotations list (QUOTATIONS_PAGE_SIZE a page) in PagedResults' states: the range
 * line, the rows `children` renders one under another with `gap`, and the pages; `empty` when
 * there is none. `page` is 0-based.
 */
export function QuotationPages<Row>({
  query,
  page,
  onPageChange,
  empty,
  gap,
  children,
}: {
  query: PagedQuery<Row>;
  page: number;
  onPageChange: (page: number) => void;
  empty: ReactNode;
  gap: 'sm' | 'md';
  children: (row: Row) => ReactNode;
}) {
  const { t } = useTranslation('serviceQuotations');
  return (
    <PagedResults
      query={query}
      page={page + 1}
      pageSize={QUOTATIONS_PAGE_SIZE}
      onPageChange={(next) => onPageChange(next - 1)}
      rangeText={({ from, to, total }) => t('list.resultsRange', { from, to, total })}
      paginationLabel={t('list.pagination')}
      empty={empty}
    >
      {(rows) => <Stack gap={gap}>{rows.map(children)}</Stack>}
    </PagedResults>
  );
}

/**
 * A quotation or request of a list as a link to its page: `title` and `details` (dimmed) on the
 * start side, `status` (badges and a date or total) on the end side; `isInactive` dims it.
 */
export function QuotationRowLink({
  to,
  title,
  details,
  status,
  isInactive = false,
}: {
  to: string;
  title: string;
  details: ReactNode;
  status: ReactNode;
  isInactive?: boolean;
}) {
  return (
    <Link to={to} className={isInactive ? `${classes.row} ${classes.inactive}` : classes.row}>
      <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
        <Text fw={600} className={classes.message}>
          {title}
        </Text>
        <Text size="sm" c="dimmed">
          {details}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end">
        {status}
      </Stack>
    </Link>
  );
}
