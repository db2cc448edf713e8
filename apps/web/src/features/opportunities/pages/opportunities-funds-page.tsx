import { Button, Container, Paper, Skeleton, Stack } from '@mantine/core';
import { ResultsSummary } from '../../../components/results-summary';
import { IconCoins, IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useFundingRounds } from '../api/search-funding-rounds';
import { DetailsBar } from '../components/details-bar';
import { OpportunitiesHeader } from '../components/opportunities-header';
import { RoundCards } from '../components/round-cards';
import { RoundFiltersPanel } from '../components/round-filters';
import { ROUNDS_PAGE_SIZE, roundSearchRequest, useRoundFilters } from '../hooks/use-round-filters';

/**
 * Funding rounds (/opportunities-funds; marketplace.txt sections 2 and 7 filter-funding-rounds):
 * the details bar, the search listing's filters (company, stage, status, sector, sort; in the
 * URL) and the rounds as cards with their funding target, paged.
 */
export function OpportunitiesFundsPage() {
  const { t } = useTranslation('opportunities');
  useDocumentTitle(t('funds.title'));
  const { filters, hasFilters, update, reset } = useRoundFilters();
  const rounds = useFundingRounds(roundSearchRequest(filters));
  const page = rounds.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / ROUNDS_PAGE_SIZE)) : 1;

  let content;
  if (rounds.isError && !page) content = <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} />;
  else if (!page) content = <Skeleton height={320} radius="lg" />;
  else if (page.data.length === 0)
    content = (
      <Paper withBorder radius="lg">
        <EmptyState
          icon={hasFilters ? <IconFilterOff size={28} /> : <IconCoins size={28} />}
          title={t('funds.emptyTitle')}
          description={hasFilters ? t('funds.emptyFiltered') : t('funds.emptyText')}
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
      <Stack gap="md" aria-busy={rounds.isFetching}>
        <ResultsSummary
          page={page}
          rangeText={(range) => t('funds.range', range)}
          resetLabel={t('filters.reset')}
          onReset={hasFilters ? reset : undefined}
        />
        <RoundCards rounds={page.data} />
        <ListPagination
          page={filters.page}
          totalPages={totalPages}
          onChange={(next) => {
            update({ page: next });
            window.scrollTo({ top: 0 });
          }}
          label={t('funds.pages')}
        />
      </Stack>
    );

  return (
    <>
      <OpportunitiesHeader title={t('funds.title')} subtitle={t('funds.subtitle')} />
      <Container py="xl">
        <Stack gap="lg">
          <DetailsBar />
          <RoundFiltersPanel filters={filters} onChange={update} />
          {content}
        </Stack>
      </Container>
    </>
  );
}
