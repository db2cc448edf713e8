import { Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { ResultsSummary } from '../../../components/results-summary';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TRADING_USER_TYPES } from '@hissa/contracts/trading/trading-rules';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { useDashboardArea } from '../../../lib/session/dashboard-area';
import { useSession } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicOffers } from '../api/get-public-offers';
import { OfferCards } from '../components/offer-cards';
import { OpportunitiesHeader } from '../components/opportunities-header';

/** Offers per page. */
const OFFERS_PAGE_SIZE = 12;

/**
 * Secondary offers (/opportunities-offers; marketplace.txt section 2 "Opportunities: offers"):
 * every public offer of every company, lowest price first, paged (page in the URL), each linking
 * to its order book. Signed-in shareholders and investors are pointed to their trading
 * opportunities, where private deals offered to them appear too.
 */
export function OpportunitiesOffersPage() {
  const { t } = useTranslation('opportunities');
  useDocumentTitle(t('offers.title'));
  const session = useSession();
  const { areaPath } = useDashboardArea();
  const [params, setParams] = useSearchParams();
  const pageNumber = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const offers = usePublicOffers({ page: pageNumber - 1, size: OFFERS_PAGE_SIZE });
  const page = offers.data;
  const totalPages = page ? Math.max(1, Math.ceil(page.total / OFFERS_PAGE_SIZE)) : 1;
  const isTrader = session !== null && TRADING_USER_TYPES.includes(session.claims.type) && areaPath !== null;

  let content;
  if (offers.isError && !page) content = <ErrorState error={offers.error} onRetry={() => void offers.refetch()} />;
  else if (!page) content = <Skeleton height={280} radius="lg" />;
  else if (page.data.length === 0) content = <EmptyState icon={<IconTags size={28} />} title={t('offers.emptyTitle')} description={t('offers.emptyText')} />;
  else
    content = (
      <Stack gap="md" aria-busy={offers.isFetching}>
        <ResultsSummary page={page} rangeText={(range) => t('funds.range', range)} />
        <OfferCards offers={page.data} />
        <ListPagination
          page={pageNumber}
          totalPages={totalPages}
          onChange={(next) => {
            setParams(next > 1 ? { page: String(next) } : {});
            window.scrollTo({ top: 0 });
          }}
          label={t('offers.pages')}
        />
      </Stack>
    );

  return (
    <>
      <OpportunitiesHeader title={t('offers.title')} subtitle={t('offers.subtitle')} />
      <Container py="xl">
        <Stack gap="lg">
          {isTrader && (
            <Group justify="flex-end">
              <Button component={Link} to={`${areaPath}/opportunities`} variant="light">
                {t('offers.myTradingOpportunities')}
              </Button>
            </Group>
          )}
          {content}
        </Stack>
      </Container>
    </>
  );
}
