import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONSULTANT_PAGE_SIZE } from '@hissa/contracts/consultants';
import { NoResults, PagedResults } from '../../../components/paged-results';
import { PageTitle } from '../../../components/page-title';
import surfaces from '../../../components/surfaces.module.css';
import { consultantPath } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConsultants } from '../api/consultant-directory';
import { ConsultantCard } from '../components/consultant-card';
import { ConsultantFiltersPanel } from '../components/consultant-filters';
import classes from '../components/consultants.module.css';
import { consultantQuery, useConsultantFilters } from '../hooks/use-consultant-filters';

/**
 * The consultants directory of the company dashboard (dashboard/company/consultants;
 * ConsultantDirectoryEndpoint, decision 043): verified consultants only, searched by name, title
 * or expertise in either language, filtered by area of expertise, industry and availability,
 * sorted, paged; every filter in the URL. Cards link to each consultant's page.
 */
export function ConsultantsDirectoryPage() {
  const { t } = useTranslation('consultants');
  useDocumentTitle(t('directory.title'));
  const { filters, hasFilters, update, reset } = useConsultantFilters();
  const consultants = useConsultants(consultantQuery(filters));

  return (
    <Stack gap="lg">
      <PageTitle title={t('directory.title')} subtitle={t('directory.subtitle')} />
      <ConsultantFiltersPanel filters={filters} onChange={update} />
      <PagedResults
        query={consultants}
        page={filters.page}
        pageSize={CONSULTANT_PAGE_SIZE}
        onPageChange={(page) => update({ page })}
        rangeText={(range) => t('directory.range', range)}
        paginationLabel={t('directory.pages')}
        loading={<Skeleton height={360} radius="lg" />}
        resetLabel={t('directory.reset')}
        onReset={hasFilters ? reset : undefined}
        empty={
          <Paper withBorder radius="lg" className={surfaces.results}>
            <NoResults
              icon={<IconUserSearch size={28} />}
              title={t('directory.emptyTitle')}
              description={t('directory.emptyText')}
              isFiltered={hasFilters}
              resetLabel={t('directory.reset')}
              onReset={reset}
            />
          </Paper>
        }
      >
        {(rows) => (
          <SimpleGrid
            cols={{ base: 1, sm: 2, xl: 3 }}
            spacing="md"
            component="ul"
            aria-label={t('directory.listLabel')}
            className={classes.grid}
          >
            {rows.map((consultant) => (
              <li key={consultant.consultantId}>
                <ConsultantCard consultant={consultant} to={consultantPath(consultant.consultantId)} />
              </li>
            ))}
          </SimpleGrid>
        )}
      </PagedResults>
    </Stack>
  );
}
