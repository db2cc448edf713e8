import { Paper, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoResults, PagedResults } from '../../../components/paged-results';
import surfaces from '../../../components/surfaces.module.css';
import { useCompanies } from '../api/search-companies';
import { COMPANIES_PAGE_SIZE, companySearchRequest, useCompanyFilters } from '../hooks/use-company-filters';
import { CompaniesSort } from './companies-sort';
import { CompaniesTable } from './companies-table';
import { CompanyCards } from './company-cards';
import { CompanyFilters } from './company-filters';
import { ResultsSkeleton } from './results-skeleton';
import classes from './companies.module.css';

/** From the md breakpoint (62em) the list is a table; below it, cards. */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

/**
 * The companies list under the page's heading (CompaniesPageEndpoint): filters above, a table
 * on desktop and cards on smaller screens, pagination with the total. Filters and page live in
 * the URL (useCompanyFilters). Fetched as a chunk of its own, beside the page (companies-routes).
 */
export function CompanyResults() {
  const { t } = useTranslation();
  const { filters, hasFilters, update, reset } = useCompanyFilters();
  // One layout in the DOM at a time (a hidden twin would confuse find-in-page and tests alike).
  const isTableLayout = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  const companies = useCompanies(companySearchRequest(filters));

  return (
    <Stack gap="lg">
      <CompanyFilters filters={filters} onChange={update} />

      <PagedResults
        query={companies}
        page={filters.page}
        pageSize={COMPANIES_PAGE_SIZE}
        onPageChange={(page) => update({ page })}
        rangeText={(range) => t('companies.resultsRange', range)}
        paginationLabel={t('companies.pagination')}
        loading={<ResultsSkeleton />}
        resetLabel={t('companies.resetFilters')}
        onReset={hasFilters ? reset : undefined}
        summaryClassName={classes.summary}
        toolbar={<CompaniesSort value={filters.sort} onChange={(sort) => update({ sort })} />}
        empty={
          <Paper withBorder radius="lg" className={surfaces.results}>
            <NoResults
              icon={<IconBuildingSkyscraper size={28} />}
              title={t('companies.emptyTitle')}
              description={t('companies.emptyText')}
              isFiltered={hasFilters}
              resetLabel={t('companies.resetFilters')}
              onReset={reset}
            />
          </Paper>
        }
      >
        {(rows) =>
          isTableLayout ? (
            <Paper withBorder radius="lg" className={surfaces.results}>
              <CompaniesTable companies={rows} />
            </Paper>
          ) : (
            <CompanyCards companies={rows} />
          )
        }
      </PagedResults>
    </Stack>
  );
}
