import { Box, Button, Container, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ResultsSummary } from '../../../components/results-summary';
import { useMediaQuery } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBrowsingAreaPath } from '../../../lib/session/dashboard-area';
import { useCompanies } from '../api/search-companies';
import { CompanyCards } from '../components/company-cards';
import { CompanyFilters } from '../components/company-filters';
import { CompaniesSort } from '../components/companies-sort';
import { CompaniesTable } from '../components/companies-table';
import { COMPANIES_PAGE_SIZE, companySearchRequest, useCompanyFilters } from '../hooks/use-company-filters';
import classes from '../components/companies.module.css';

/** From the md breakpoint (62em) the list is a table; below it, cards. */
const TABLE_MEDIA_QUERY = '(min-width: 62em)';

const PAGINATION_CONTROL_LABELS = {
  first: 'companies.firstPage',
  previous: 'companies.previousPage',
  next: 'companies.nextPage',
  last: 'companies.lastPage',
} as const;

/**
 * The companies list (marketplace.txt section 2): filters above, a table on desktop and cards
 * on smaller screens, pagination with the total. Filters and page live in the URL. Public at
 * /companies, and inside the shareholder and investor dashboards at {area}/companies.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  useDocumentTitle(t('companies.title'));
  const { filters, hasFilters, update, reset } = useCompanyFilters();
  // One layout in the DOM at a time (a hidden twin would confuse find-in-page and tests alike).
  const isTableLayout = useMediaQuery(TABLE_MEDIA_QUERY, true, { getInitialValueInEffect: false });
  const companies = useCompanies(companySearchRequest(filters));
  const page = companies.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / COMPANIES_PAGE_SIZE)) : 1;
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

      {companies.isError && !page ? (
        <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />
      ) : !page ? (
        <ResultsSkeleton />
      ) : page.data.length === 0 ? (
        <Paper withBorder radius="lg" className={classes.results}>
          <EmptyState
            icon={hasFilters ? <IconFilterOff size={28} /> : <IconBuildingSkyscraper size={28} />}
            title={t('companies.emptyTitle')}
            description={t('companies.emptyText')}
            action={
              hasFilters && (
                <Button variant="light" onClick={reset}>
                  {t('companies.resetFilters')}
                </Button>
              )
            }
          />
        </Paper>
      ) : (
        <Stack gap="md" aria-busy={companies.isFetching}>
          <Group justify="space-between" gap="sm">
            <ResultsSummary
              page={page}
              rangeText={(range) => t('companies.resultsRange', range)}
              resetLabel={t('companies.resetFilters')}
              onReset={hasFilters ? reset : undefined}
              className={classes.summary}
            />
            <CompaniesSort value={filters.sort} onChange={(sort) => update({ sort })} />
          </Group>
          {companies.isError && <ErrorState error={companies.error} onRetry={() => void companies.refetch()} />}
          {isTableLayout ? (
            <Paper withBorder radius="lg" className={classes.results}>
              <CompaniesTable companies={page.data} />
            </Paper>
          ) : (
            <CompanyCards companies={page.data} />
          )}
          {totalPages > 1 && (
            <Group component="nav" aria-label={t('companies.pagination')} justify="center" mt="sm">
              <Pagination
                total={totalPages}
                value={filters.page}
                onChange={(next) => {
                  update({ page: next });
                  window.scrollTo({ top: 0 });
                }}
                siblings={1}
                boundaries={1}
                getItemProps={(item) => ({
                  children: format.number(item),
                  'aria-label': t('companies.pageNumber', { page: format.number(item) }),
                  'aria-current': item === filters.page ? 'page' : undefined,
                })}
                getControlProps={(control) => ({ 'aria-label': t(PAGINATION_CONTROL_LABELS[control]) })}
              />
            </Group>
          )}
        </Stack>
      )}
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
      <Box className={classes.pageHeader}>
        <Container py={{ base: 'xl', sm: 40 }}>{heading}</Container>
      </Box>
      <Container py="xl">{results}</Container>
    </>
  );
}

/** Placeholder rows while the first page loads. */
function ResultsSkeleton() {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.results} aria-hidden="true">
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
