import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { ResultsSummary } from '../../../components/results-summary';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilterOff, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { useInvestors } from '../api/search-investors';
import { INVESTORS_PAGE_SIZE, investorSearchRequest, useInvestorFilters } from '../hooks/use-investor-filters';
import { InvestorCards } from './investor-cards';
import { InvestorFiltersPanel } from './investor-filters';
import { InvestorsTable } from './investors-table';
import classes from './investors.module.css';

/** From the md breakpoint (62em) the list is a table; below it, cards. */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

/**
 * The investors directory (marketplace.txt sections 2 "investors" and company dashboard
 * "find-investors", 7 filter-investors): filters in the URL, a table on desktop and cards on
 * phones, the range and total, and pages. Used by the public page and the company dashboard.
 */
export function InvestorsList() {
  const { t } = useTranslation('investors');
  const { filters, hasFilters, update, reset } = useInvestorFilters();
  const isTable = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  const investors = useInvestors(investorSearchRequest(filters));
  const page = investors.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / INVESTORS_PAGE_SIZE)) : 1;

  let content;
  if (investors.isError && !page) content = <ErrorState error={investors.error} onRetry={() => void investors.refetch()} />;
  else if (!page) content = <Skeleton height={360} radius="lg" />;
  else if (page.data.length === 0)
    content = (
      <Paper withBorder radius="lg" className={classes.results}>
        <EmptyState
          icon={hasFilters ? <IconFilterOff size={28} /> : <IconUsersGroup size={28} />}
          title={t('list.emptyTitle')}
          description={t('list.emptyText')}
          action={
            hasFilters && (
              <Button variant="light" onClick={reset}>
                {t('filters.reset')}
              </Button>
            )
          }
        />
      </Paper>
    );
  else
    content = (
      <Stack gap="md" aria-busy={investors.isFetching}>
        <ResultsSummary
          page={page}
          rangeText={(range) => t('list.range', range)}
          resetLabel={t('filters.reset')}
          onReset={hasFilters ? reset : undefined}
          className={classes.numeric}
        />
        {isTable ? (
          <Paper withBorder radius="lg" className={classes.results}>
            <InvestorsTable investors={page.data} />
          </Paper>
        ) : (
          <InvestorCards investors={page.data} />
        )}
        <ListPagination
          page={filters.page}
          totalPages={totalPages}
          onChange={(next) => {
            update({ page: next });
            window.scrollTo({ top: 0 });
          }}
          label={t('list.pages')}
        />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <InvestorFiltersPanel filters={filters} onChange={update} />
      {content}
    </Stack>
  );
}
