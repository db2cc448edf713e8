import { Button, Container, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { IconArrowsExchange, IconHandFinger, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { ListPagination } from '../../../components/list-pagination';
import { PageTitle } from '../../../components/page-title';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useActiveOffers } from '../api/get-active-offers';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '../api/get-my-orders';
import { useMyTradingSummary } from '../api/get-my-trading-summary';
import { BuyOrderCardList } from '../components/my-order-cards';
import { TraderOfferActions, type OfferChoice } from '../components/offer-actions';
import { OfferChoiceDialogs } from '../components/offer-choice-dialogs';
import { OffersTable } from '../components/offers-table';
import { OrderActionDialogs, type OrderAction } from '../components/order-action-dialogs';
import { TradesTable } from '../components/trades-table';
import classes from '../components/trading.module.css';
import { useTrader } from '../use-trader';

const TABS = ['deals', 'bids', 'trades'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab === value);
}

/** Where a buyer finds offers to bid on. */
const OFFERS_PATH = '/opportunities-offers';

/**
 * Private deals offered to me (ActiveOffersEndpoint, deal type private: the open private offers
 * aimed at me), each with accept, bid and decline (confirmed first; decision 004).
 */
function PrivateDeals() {
  const { t } = useTranslation('trading');
  const deals = useActiveOffers({ dealType: 'private', page: 0, size: 50 }, true);
  const [choice, setChoice] = useState<OfferChoice | null>(null);
  if (deals.isError)
    return <ErrorState error={deals.error} title={t('buyerBids.loadError')} onRetry={() => void deals.refetch()} />;
  if (!deals.data) return <Skeleton height={160} />;
  const rows = deals.data.data.filter((offer) => offer.isTargetedAtMe && offer.status === 'open');
  if (rows.length === 0)
    return (
      <EmptyState
        icon={<IconHandFinger size={28} />}
        title={t('buyerBids.noDealsTitle')}
        description={t('buyerBids.noDealsHint')}
        headingOrder={2}
      />
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" id="buyer-deals-title">
        {t('buyerBids.dealsHint')}
      </Text>
      <OffersTable
        offers={rows}
        labelledBy="buyer-deals-title"
        showCompany
        renderAction={(offer) => <TraderOfferActions offer={offer} onChoose={setChoice} />}
      />
      <OfferChoiceDialogs choice={choice} onClose={() => setChoice(null)} />
    </Stack>
  );
}

/** My bids, newest first, paged by the server (MyOrdersEndpoint side buy), each with delete (and answers to a counter). */
function MyBids({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const orders = useMyOrders('buy', page);
  const [action, setAction] = useState<OrderAction | null>(null);
  // The dialogs sit beside the list, not in it, so they stay mounted when deleting the last bid
  // empties it (the confirmation itself runs before the refetch, lib/use-refetching-mutation.ts).
  return (
    <>
      <MyBidsList orders={orders} page={page} onPage={onPage} onAction={setAction} />
      <OrderActionDialogs action={action} onClose={() => setAction(null)} />
    </>
  );
}

/** The list of MyBids: loading, error and empty states, the cards and the pages. */
function MyBidsList({
  orders,
  page,
  onPage,
  onAction,
}: {
  orders: ReturnType<typeof useMyOrders>;
  /** The page shown, from 0. */
  page: number;
  onPage: (page: number) => void;
  onAction: (action: OrderAction) => void;
}) {
  const { t } = useTranslation('trading');
  if (orders.isError)
    return <ErrorState error={orders.error} title={t('myOrders.loadError')} onRetry={() => void orders.refetch()} />;
  if (!orders.data) return <Skeleton height={160} />;
  const rows = orders.data.data;
  if (orders.data.total === 0 || rows.length === 0)
    return (
      <EmptyState
        icon={<IconReceipt size={28} />}
        title={t('myOrders.noBidsTitle')}
        description={t('buyerBids.noBidsHint')}
        action={
          <Button component={Link} to={OFFERS_PATH} variant="light">
            {t('buyerBids.browseOffers')}
          </Button>
        }
        headingOrder={2}
      />
    );
  const totalPages = Math.max(1, Math.ceil(orders.data.total / MY_ORDERS_PAGE_SIZE));
  return (
    <Stack gap="sm" aria-busy={orders.isFetching}>
      <BuyOrderCardList orders={rows} onAction={onAction} canNegotiate={false} />
      {totalPages > 1 && (
        <ListPagination
          page={page + 1}
          totalPages={totalPages}
          onChange={(next) => {
            onPage(next - 1);
            window.scrollTo({ top: 0 });
          }}
          label={t('myOrders.bidsPages')}
        />
      )}
    </Stack>
  );
}

/** My trades (get-my-trading_summary): every trade I bought in, with its admin and settlement status. */
function MyBuyerTrades() {
  const { t } = useTranslation('trading');
  const { userId } = useTrader();
  const summary = useMyTradingSummary();
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  if (!summary.data) return <Skeleton height={160} />;
  if (summary.data.trades.length === 0)
    return (
      <EmptyState
        icon={<IconArrowsExchange size={28} />}
        title={t('myOrders.noTradesTitle')}
        description={t('buyerBids.noTradesHint')}
        headingOrder={2}
      />
    );
  return <TradesTable trades={summary.data.trades} viewer={{ kind: 'party', userId }} label={t('myTrades.title')} />;
}

/**
 * My bids and deals (/sp/my-bids, lib/routes.ts BUYER_BIDS_PATH), the buyer's (type 11) trading
 * page (decision 015; contracts BIDDER_USER_TYPES): private deals offered to them (accept, bid,
 * decline), their bids (delete; accept or reject a seller's counter) and their trades. Buyers
 * neither offer shares nor negotiate, so neither appears here. The tab and the bids page live in
 * the URL (?tab=bids&page=2).
 */
export function BuyerBidsPage() {
  const { t } = useTranslation('trading');
  useDocumentTitle(t('buyerBids.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'deals';
  const pageParam = Number(searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;

  const goTo = (next: { tab: Tab; page?: number }) => {
    const params: Record<string, string> = {};
    if (next.tab !== 'deals') params.tab = next.tab;
    if (next.page && next.page > 0) params.page = String(next.page + 1);
    setSearchParams(params);
  };

  return (
    <Container size="xl" py="xl">
      <div className={classes.page}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <PageTitle title={t('buyerBids.title')} subtitle={t('buyerBids.subtitle')} />
          <Button component={Link} to={OFFERS_PATH} variant="light">
            {t('buyerBids.browseOffers')}
          </Button>
        </Group>
        <Tabs value={tab} onChange={(value) => goTo({ tab: isTab(value) ? value : 'deals' })} keepMounted={false}>
          <Tabs.List aria-label={t('buyerBids.tabs')}>
            <Tabs.Tab value="deals">{t('buyerBids.dealsTab')}</Tabs.Tab>
            <Tabs.Tab value="bids">{t('buyerBids.bidsTab')}</Tabs.Tab>
            <Tabs.Tab value="trades">{t('buyerBids.tradesTab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="deals" pt="md">
            <PrivateDeals />
          </Tabs.Panel>
          <Tabs.Panel value="bids" pt="md">
            <MyBids page={page} onPage={(next) => goTo({ tab: 'bids', page: next })} />
          </Tabs.Panel>
          <Tabs.Panel value="trades" pt="md">
            <MyBuyerTrades />
          </Tabs.Panel>
        </Tabs>
      </div>
    </Container>
  );
}
