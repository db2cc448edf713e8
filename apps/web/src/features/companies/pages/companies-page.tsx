import { Box, Container, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBrowsingAreaPath } from '../../../lib/session/dashboard-area';
import { useCompanies } from '../api/search-companies';
import { CompanyCards } from '../components/company-cards';
import { CompanyFilters } from '../components/company-filters';
import { CompaniesSort } from '../components/companies-sort';
import { CompaniesTable } from '../components/companies-table';
import { COMPANIES_PAGE_SIZE, companySearchRequest, useCompanyFilters } from '../hooks/use-company-filters';
import classes from '../components/companies.module.css';
import { NoResults, PagedResults } from '../../../components/paged-results';
import surfaces from '../../../components/surfaces.module.css';

/** From the md breakpoint (62em) the list is a table; below it, cards. */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

/**
 * The companies list (CompaniesPageEndpoint): filters above, a table on desktop and cards
 * on smaller screens, pagination with the total. Filters and page live in the URL. Public at
 * /companies, and inside the shareholder and investor dashboards at {area}/companies.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.title'));
  const { filters, hasFilters, update, reset } = useCompanyFilters();
  // One layout in the DOM at a time (a hidden twin would confuse find-in-page and tests alike).
  const isTableLayout = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  const companies = useCompanies(companySearchRequest(filters));
  const isInDashboard = useBrowsingAreaPath() !== null;

  const heading = (
    <>
      <Title order={1}>{t('companies.title')}</Title>
      <Text c="dimmed" mt={6} maw={640}>
        {t('companies.subtitle')}
      </Text>
    </>
  );
  const results = (
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

  // Inside a shareholder's or investor's dashboard the shell gives the frame; on the public site
  // the page has its own header band.
  if (isInDashboard)
    return (
      <Stack gap="lg">
        <div>{heading}</div>
        {results}
      </Stack>
    );
  return (
    <>
      <Box className={surfaces.pageHeader}>
        <Container py={{ base: 'xl', sm: 40 }}>{heading}</Container>
      </Box>
      <Container py="xl">{results}</Container>
    </>
  );
}

/** Placeholder rows while the first page loads. */
function ResultsSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" className={surfaces.results} aria-hidden="true">
      <Stack gap="lg">
        {Array.from({ length: 6 }, (_, row) => (
          <Group key={row} gap="md" wrap="nowrap">
            <Skeleton height={40} width={40} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="40%" radius="sm" />
              <Skeleton height={10} width="20%" radius="sm" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
