import { Button, Container, Group, Paper, Stack } from '@mantine/core';
import { IconDownload, IconReportSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FintechExportEndpoint } from '@hissa/contracts/fintech-endpoints';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { showNotification } from '../../../lib/notify';
import { NoResults, PagedResults } from '../../../components/paged-results';
import { errorMessage } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useScreenResults } from '../api/fintech-api';
import { FintechBand } from '../components/page-band';
import { CompaniesTable, RoundsTable } from '../components/results-tables';
import { SavedScreens } from '../components/saved-screens';
import { ScreenerFilters } from '../components/screener-filters';
import { SCREENER_PAGE_SIZE, screenRequest, useScreen } from '../hooks/use-screen';
import surfaces from '../../../components/surfaces.module.css';
import classes from '../components/fintech.module.css';

/**
 * The fintech screener (fintech/fintech-screener; decision 031): basic search over companies and
 * funding search over rounds, typed filters, sort by any column, paging and the currency, all in
 * the URL; CSV export of the whole screen; saved screens for signed-in users.
 */
export function ScreenerPage() {
  const { t } = useTranslation('fintech');
  useDocumentTitle(t('screener.title'));
  const { state, update, reset } = useScreen();
  const request = screenRequest(state);
  const results = useScreenResults(request);
  const [isExporting, setIsExporting] = useState(false);
  const sort = {
    column: state.sort ?? (state.view === 'rounds' ? 'announced' : 'name'),
    direction:
      state.direction ?? ((state.sort ?? (state.view === 'rounds' ? 'announced' : 'name')) === 'name' ? 'asc' : 'desc'),
  } as const;
  const onSort = (column: string, direction: 'asc' | 'desc') => update({ sort: column, direction });
  const exportCsv = async () => {
    setIsExporting(true);
    try {
      const screen = { view: request.view, f: request.f, sort: request.sort, direction: request.direction };
      await downloadApiFile({
        path: endpointUrl(FintechExportEndpoint, undefined, screen),
        fileName: `fintech-${state.view}.csv`,
      });
    } catch (error) {
      showNotification({ color: 'red', title: t('screener.exportFailed'), message: errorMessage(error) });
    } finally {
      setIsExporting(false);
    }
  };
  const hasFilters = state.filters.length > 0;
  return (
    <>
      <FintechBand title={t('screener.title')} subtitle={t('screener.subtitle')} />
      <Container size="xl" py="xl">
        <div className={classes.layout}>
          <div>
            <Stack gap="lg">
              <ScreenerFilters state={state} onChange={update} />
              <PagedResults
                query={results}
                page={state.page}
                pageSize={SCREENER_PAGE_SIZE}
                onPageChange={(page) => update({ page })}
                rangeText={(range) => t('screener.resultsRange', range)}
                paginationLabel={t('screener.pagesLabel')}
                resetLabel={t('screener.resetFilters')}
                onReset={hasFilters ? reset : undefined}
                toolbar={
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={14} aria-hidden />}
                      loading={isExporting}
                      onClick={() => void exportCsv()}
                    >
                      {t('screener.exportCsv')}
                    </Button>
                  </Group>
                }
                empty={
                  <Paper withBorder radius="lg" className={surfaces.results}>
                    <NoResults
                      icon={<IconReportSearch size={28} />}
                      title={t('screener.emptyTitle')}
                      description={t('screener.emptyText')}
                      isFiltered={hasFilters}
                      resetLabel={t('screener.resetFilters')}
                      onReset={reset}
                    />
                  </Paper>
                }
              >
                {(rows) => (
                  <Paper withBorder radius="lg" className={surfaces.results}>
                    {state.view === 'rounds' ? (
                      <RoundsTable
                        rows={rows.filter((row) => 'roundId' in row)}
                        currency={state.currency}
                        sorting={{ sort, onSort }}
                      />
                    ) : (
                      <CompaniesTable
                        rows={rows.filter((row) => 'nameEn' in row)}
                        currency={state.currency}
                        sort={sort}
                        onSort={onSort}
                      />
                    )}
                  </Paper>
                )}
              </PagedResults>
            </Stack>
          </div>
          <aside>
            <SavedScreens state={state} />
          </aside>
        </div>
      </Container>
    </>
  );
}
