import { Paper, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInvestors } from '../api/search-investors';
import { INVESTORS_PAGE_SIZE, investorSearchRequest, useInvestorFilters } from '../hooks/use-investor-filters';
import { InvestorCards } from './investor-cards';
import { InvestorFiltersPanel } from './investor-filters';
import { InvestorsTable } from './investors-table';
import classes from './investors.module.css';
import { NoResults, PagedResults } from '../../../components/paged-results';
import surfaces from '../../../components/surfaces.module.css';

/** From the md breakpoint (62em) the list is a table; below it, cards. */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

/**
 * The investors directory (the public /investors page and the company dashboard's
 * find-investors; FilterInvestorsEndpoint, decision 005): filters in the URL, a table on desktop and cards on
 * phones, the range and total, and pages. Used by the public page and the company dashboard.
 */
export function InvestorsList() {
  const { t } = useTranslation('investors');
  const { filters, hasFilters, update, reset } = useInvestorFilters();
  const isTable = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  const investors = useInvestors(investorSearchRequest(filters));

  return (
    <Stack gap="lg">
      <InvestorFiltersPanel filters={filters} onChange={update} />
      <PagedResults
        query={investors}
        page={filters.page}
        pageSize={INVESTORS_PAGE_SIZE}
        onPageChange={(page) => update({ page })}
        rangeText={(range) => t('list.range', range)}
        paginationLabel={t('list.pages')}
        loading={<Skeleton height={360} radius="lg" />}
        resetLabel={t('filters.reset')}
        onReset={hasFilters ? reset : undefined}
        summaryClassName={classes.numeric}
        empty={
          <Paper withBorder radius="lg" className={surfaces.results}>
            <NoResults
              icon={<IconUsersGroup size={28} />}
              title={t('list.emptyTitle')}
              description={t('list.emptyText')}
              isFiltered={hasFilters}
              resetLabel={t('filters.reset')}
              onReset={reset}
            />
          </Paper>
        }
      >
        {(rows) =>
          isTable ? (
            <Paper withBorder radius="lg" className={surfaces.results}>
              <InvestorsTable investors={rows} />
            </Paper>
          ) : (
            <InvestorCards investors={rows} />
          )
        }
      </PagedResults>
    </Stack>
  );
}
