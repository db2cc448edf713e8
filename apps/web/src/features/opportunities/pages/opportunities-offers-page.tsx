import { Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BIDDER_USER_TYPES, TRADING_USER_TYPES } from '@hissa/contracts/trading/trading-rules';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { BUYER_BIDS_PATH } from '../../../lib/routes';
import { EmptyState } from '../../../components/empty-state';
import { useDashboardArea } from '../../../lib/session/dashboard-area';
import { useSession } from '../../../lib/session/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePublicOffers } from '../api/get-public-offers';
import { OfferCards } from '../components/offer-cards';
import { OpportunitiesHeader } from '../components/opportunities-header';
import { PagedResults } from '../../../components/paged-results';
import { queryParams, readPage } from '../../../lib/url-filters';

/** Offers per page. */
const OFFERS_PAGE_SIZE = 12;

/**
 * Secondary offers (/opportunities-offers; PublicActiveOffersEndpoint, decision 004):
 * every public offer of every company, lowest price first, paged (page in the URL), each linking
 * to its order book. Signed-in bidders (traders and buyers, contracts BIDDER_USER_TYPES) get
 * "Place bid" instead, opening the order book with that offer's bid dialog. Shareholders and
 * investors are pointed to their trading opportunities, buyers to My bids and deals (decision 015),
 * where private deals offered to them appear too.
 */
export function OpportunitiesOffersPage() {
  const { t } = useTranslation('opportunities');
  useDocumentTitle(t('offers.title'));
  const session = useSession();
  const { areaPath } = useDashboardArea();
  const [params, setParams] = useSearchParams();
  const pageNumber = readPage(params);
  const offers = usePublicOffers({ page: pageNumber - 1, size: OFFERS_PAGE_SIZE });
  const isTrader = session !== null && TRADING_USER_TYPES.includes(session.claims.type) && areaPath !== null;
  const canBid = session !== null && BIDDER_USER_TYPES.includes(session.claims.type);
  const isBuyer = session?.claims.type === USER_TYPES.buyer;

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
          {isBuyer && (
            <Group justify="flex-end">
              <Button component={Link} to={BUYER_BIDS_PATH} variant="light">
                {t('offers.myBidsAndDeals')}
              </Button>
            </Group>
          )}
          <PagedResults
            query={offers}
            page={pageNumber}
            pageSize={OFFERS_PAGE_SIZE}
            onPageChange={(next) => setParams(queryParams({ page: next > 1 ? String(next) : null }))}
            rangeText={(range) => t('funds.range', range)}
            paginationLabel={t('offers.pages')}
            loading={<Skeleton height={280} radius="lg" />}
            empty={
              <EmptyState
                icon={<IconTags size={28} />}
                title={t('offers.emptyTitle')}
                description={t('offers.emptyText')}
              />
            }
          >
            {(rows) => <OfferCards offers={rows} canBid={canBid} />}
          </PagedResults>
        </Stack>
      </Container>
    </>
  );
}
