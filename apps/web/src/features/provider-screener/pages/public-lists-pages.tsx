import { Container, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBuildingStore, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_RATING_MAX } from '@hissa/contracts/services-marketplace/quotations';
import type { TopProvider } from '@hissa/contracts/services-marketplace/screener';
import { EmptyState } from '../../../components/empty-state';
import { PagedResults } from '../../../components/paged-results';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { readPage, useUrlFilters, queryParams } from '../../../lib/url-filters';
import { useLatestProviders, useTopProviders } from '../api/get-screener';
import { PageBand } from '../components/page-band';
import { ProviderResults } from '../components/results-layout';
import surfaces from '../../../components/surfaces.module.css';

/** Providers per page of the public lists. */
const PAGE_SIZE = 12;

const readPaging = (params: URLSearchParams) => ({ page: readPage(params) });
const writePaging = ({ page }: { page: number }) => queryParams({ page: page > 1 ? String(page) : null });

/** "No Companies found" in a panel. */
function Empty() {
  const { t } = useTranslation('screener');
  return (
    <Paper withBorder radius="lg" className={surfaces.results}>
      <EmptyState icon={<IconBuildingStore size={28} />} title={t('emptyTitle')} description={t('emptyText')} />
    </Paper>
  );
}

/** What ranks a top company: its verified reviews (count, average rating) and how full its profile is. */
function RankingFacts({ provider }: { provider: TopProvider }) {
  const { t } = useTranslation('screener');
  const format = useFormatters();
  return (
    <Stack gap={2}>
      <Group gap={4} wrap="nowrap">
        {provider.averageRating !== null && (
          <IconStarFilled size={12} aria-hidden="true" color="var(--mantine-color-gold-6)" />
        )}
        <Text size="xs" c="dimmed">
          {provider.reviewsCount > 0
            ? `${t('reviews', { formattedCount: format.number(provider.reviewsCount) })} · ${t('rating', {
                rating: format.number(provider.averageRating ?? 0),
                max: format.number(REVIEW_RATING_MAX),
              })}`
            : t('noReviews')}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('profileParts', {
          parts: format.number(provider.profileParts),
          total: format.number(provider.profilePartsTotal),
        })}
      </Text>
    </Stack>
  );
}

/**
 * Top companies (sp/public/top-companies; TopProvidersEndpoint; decision 016): featured first, then
 * the most verified reviews, the best rated, the fullest profiles; each shows what ranks it. Paged,
 * the page in the URL.
 */
export function TopCompaniesPage() {
  const { t } = useTranslation('screener');
  useDocumentTitle(t('topTitle'));
  const { filters, update } = useUrlFilters(readPaging, writePaging);
  const providers = useTopProviders({ page: filters.page - 1, size: PAGE_SIZE });
  return (
    <>
      <PageBand title={t('topTitle')} subtitle={t('topSubtitle')} />
      <Container py="xl">
        <PagedResults
          query={providers}
          page={filters.page}
          pageSize={PAGE_SIZE}
          onPageChange={(page) => update({ page })}
          rangeText={(range) => t('resultsRange', range)}
          paginationLabel={t('pagesLabel')}
          empty={<Empty />}
        >
          {(rows) => <ProviderResults providers={rows} extra={(provider) => <RankingFacts provider={provider} />} />}
        </PagedResults>
      </Container>
    </>
  );
}

/**
 * Latest companies (sp/public/latest-companies; LatestProvidersEndpoint; decision 016): companies that
 * registered on the marketplace first, then the newest. Paged, the page in the URL.
 */
export function LatestCompaniesPage() {
  const { t } = useTranslation('screener');
  useDocumentTitle(t('latestTitle'));
  const { filters, update } = useUrlFilters(readPaging, writePaging);
  const providers = useLatestProviders({ page: filters.page - 1, size: PAGE_SIZE });
  return (
    <>
      <PageBand title={t('latestTitle')} subtitle={t('latestSubtitle')} />
      <Container py="xl">
        <PagedResults
          query={providers}
          page={filters.page}
          pageSize={PAGE_SIZE}
          onPageChange={(page) => update({ page })}
          rangeText={(range) => t('resultsRange', range)}
          paginationLabel={t('pagesLabel')}
          empty={<Empty />}
        >
          {(rows) => <ProviderResults providers={rows} />}
        </PagedResults>
      </Container>
    </>
  );
}
