import { Container, Paper, Stack } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFundingRounds } from '../api/search-funding-rounds';
import { DetailsBar } from '../components/details-bar';
import { OpportunitiesHeader } from '../components/opportunities-header';
import { RoundCards } from '../components/round-cards';
import { RoundFiltersPanel } from '../components/round-filters';
import { ROUNDS_PAGE_SIZE, roundSearchRequest, useRoundFilters } from '../hooks/use-round-filters';
import { NoResults, PagedResults } from '../../../components/paged-results';

/**
 * Funding rounds (/opportunities-funds; FilterFundingRoundsEndpoint, decision 005):
 * the details bar, the search listing's filters (company, stage, status, sector, sort; in the
 * URL) and the rounds as cards with their funding target, paged.
 */
export function OpportunitiesFundsPage() {
  const { t } = useTranslation('opportunities');
  useDocumentTitle(t('funds.title'));
  const { filters, hasFilters, update, reset } = useRoundFilters();
  const rounds = useFundingRounds(roundSearchRequest(filters));

  return (
    <>
      <OpportunitiesHeader title={t('funds.title')} subtitle={t('funds.subtitle')} />
      <Container py="xl">
        <Stack gap="lg">
          <DetailsBar />
          <RoundFiltersPanel filters={filters} onChange={update} />
          <PagedResults
            query={rounds}
            page={filters.page}
            pageSize={ROUNDS_PAGE_SIZE}
            onPageChange={(page) => update({ page })}
            rangeText={(range) => t('funds.range', range)}
            paginationLabel={t('funds.pages')}
            resetLabel={t('filters.reset')}
            onReset={hasFilters ? reset : undefined}
            empty={
              <Paper withBorder radius="lg">
                <NoResults
                  icon={<IconCoins size={28} />}
                  title={t('funds.emptyTitle')}
                  description={hasFilters ? t('funds.emptyFiltered') : t('funds.emptyText')}
                  isFiltered={hasFilters}
                  resetLabel={t('filters.reset')}
                  onReset={reset}
                />
              </Paper>
            }
          >
            {(rows) => <RoundCards rounds={rows} />}
          </PagedResults>
        </Stack>
      </Container>
    </>
  );
}
