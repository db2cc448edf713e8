import { Button, Container, Group, Skeleton, Stack } from '@mantine/core';
import { IconTags } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { TRADING_USER_TYPES } from '@hissa/contracts/trading/trading-rules';
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
 * to its order book. Signed-in shareholders and investors are pointed to their trading
 * opportunities, where private deals offered to them appear too.
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
            {(rows) => <OfferCards offers={rows} />}
          </PagedResults>
        </Stack>
      </Container>
    </>
  );
}
