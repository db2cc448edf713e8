import { Container, Paper, Stack } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NoResults, PagedResults } from '../../../components/paged-results';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScreener } from '../api/get-screener';
import { PageBand } from '../components/page-band';
import { ProviderResults } from '../components/results-layout';
import { ScreenerFilters, ScreenerSort } from '../components/screener-filters';
import { SCREENER_PAGE_SIZE, screenerRequest, useScreenerFilters } from '../hooks/use-screener-filters';
import surfaces from '../../../components/surfaces.module.css';

/**
 * The screener (sp-screener; ProviderScreenerEndpoint; decision 016): search by company or by
 * project, filters, sort with direction and paging, all kept in the URL; a table on desktops and
 * cards on phones; each result links to the profile and to a quotation request. With nothing
 * found: "No Companies found" (and the filters' reset).
 */
export function ScreenerPage() {
  const { t } = useTranslation('screener');
  useDocumentTitle(t('title'));
  const { filters, hasFilters, update, reset } = useScreenerFilters();
  const providers = useScreener(screenerRequest(filters));
  return (
    <>
      <PageBand title={t('title')} subtitle={t('subtitle')} />
      <Container py="xl">
        <Stack gap="lg">
          <ScreenerFilters filters={filters} onChange={update} />
          <PagedResults
            query={providers}
            page={filters.page}
            pageSize={SCREENER_PAGE_SIZE}
            onPageChange={(page) => update({ page })}
            rangeText={(range) => t('resultsRange', range)}
            paginationLabel={t('pagesLabel')}
            resetLabel={t('resetFilters')}
            onReset={hasFilters ? reset : undefined}
            toolbar={<ScreenerSort filters={filters} onChange={update} />}
            empty={
              <Paper withBorder radius="lg" className={surfaces.results}>
                <NoResults
                  icon={<IconBuildingStore size={28} />}
                  title={t('emptyTitle')}
                  description={t('emptyText')}
                  isFiltered={hasFilters}
                  resetLabel={t('resetFilters')}
                  onReset={reset}
                />
              </Paper>
            }
          >
            {(rows) => <ProviderResults providers={rows} />}
          </PagedResults>
        </Stack>
      </Container>
    </>
  );
}
