import { Button, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconReceipt, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from '../api/get-my-orders';
import { useMyTradingSummary } from '../api/get-my-trading-summary';
import { useOrderSummary } from '../api/get-order-summary';
import { ListPagination } from '../../../components/list-pagination';
import { BuyOrderCard, SellOrderCard } from '../components/my-order-cards';
import { OrderActionDialogs, type OrderAction } from '../components/order-action-dialogs';
import { StatGrid } from '../../../components/stat-grid';
import { TradesTable } from '../components/trades-table';
import classes from '../components/trading.module.css';
import { useTrader } from '../use-trader';
import { PageTitle } from '../../../components/page-title';
import surfaces from '../../../components/surfaces.module.css';

const TABS = ['sell', 'buy', 'trades'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return TABS.some((tab) => tab === value);
}

function OrderSummaryCards() {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const summary = useOrderSummary();
  if (summary.isError) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  const keys = ['liveOffers', 'liveBids', 'actionNeeded', 'pendingTrades', 'settledTrades'] as const;
  return (
    <section aria-labelledby="order-summary-title">
      <Title order={2} size="h4" id="order-summary-title" mb="xs">
        {t('myOrders.summary')}
      </Title>
      <StatGrid
        cols={{ base: 2, sm: 3, lg: 5 }}
        stats={keys.map((key) => ({
          key,
          label: t(`myOrders.${key}`),
          value: summary.data ? format.number(summary.data[key]) : undefined,
        }))}
      />
    </section>
  );
}

/** "Showing 11–20 of 23" above a page of orders. */
function RangeSummary({ page, count, total }: { page: number; count: number; total: number }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('myOrders.range', {
        from: format.number(page * MY_ORDERS_PAGE_SIZE + 1),
        to: format.number(page * MY_ORDERS_PAGE_SIZE + count),
        total: format.number(total),
      })}
    </Text>
  );
}

/**
 * My Orders (dashboard/{investor|shareholder}/my-orders, MyOrdersEndpoint): the order summary, then
 * three tabs: my offers with their bids (accept, reject, negotiate, cancel, delete), my bids
 * (answer a counter, delete) and my closed trades with their statuses. Offers and bids are paged by
 * the server, each tab on its own (get-my-orders ?side=); the tab and the page (1-based) live in
 * the URL.
 */
export function MyOrdersPage() {
  const { t } = useTranslation('trading');
  useDocumentTitle(t('myOrders.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'sell';
  const pageParam = Number(searchParams.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam - 1 : 0;
  const side = tab === 'buy' ? 'buy' : 'sell';
  const orders = useMyOrders(side, page, tab !== 'trades');
  const trades = useMyTradingSummary();
  const { userId } = useTrader();
  const [action, setAction] = useState<OrderAction | null>(null);
  const totalPages = orders.data ? Math.max(1, Math.ceil(orders.data.total / MY_ORDERS_PAGE_SIZE)) : 1;

  const goTo = (next: { tab?: Tab; page?: number }) => {
    const params: Record<string, string> = {};
    const nextTab = next.tab ?? tab;
    if (nextTab !== 'sell') params.tab = nextTab;
    if (next.page && next.page > 1) params.page = String(next.page);
    setSearchParams(params);
  };

  const browse = (
    <Button component={Link} to={PATHS.companies} variant="light">
      {t('myOrders.browseCompanies')}
    </Button>
  );
  const loading = (
    <Stack gap="sm">
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );

  const rows = orders.data?.data ?? [];
  let ordersContent;
  if (orders.isError)
    ordersContent = (
      <ErrorState error={orders.error} title={t('myOrders.loadError')} onRetry={() => void orders.refetch()} />
    );
  else if (!orders.data) ordersContent = loading;
  else if (orders.data.total === 0)
    ordersContent =
      side === 'sell' ? (
        <EmptyState
          icon={<IconTag size={28} />}
          title={t('myOrders.noOffersTitle')}
          description={t('myOrders.noOffersHint')}
          action={browse}
          headingOrder={3}
        />
      ) : (
        <EmptyState
          icon={<IconReceipt size={28} />}
          title={t('myOrders.noBidsTitle')}
          description={t('myOrders.noBidsHint')}
          action={browse}
          headingOrder={3}
        />
      );
  else if (rows.length === 0)
    // Past the last page (orders went away since the link was made): offer the first page.
    ordersContent = (
      <EmptyState
        icon={side === 'sell' ? <IconTag size={28} /> : <IconReceipt size={28} />}
        title={t('myOrders.pastLastPage')}
        description={t('myOrders.pastLastPageHint')}
        action={
          <Button variant="light" onClick={() => goTo({ page: 1 })}>
            {t('myOrders.firstPage')}
          </Button>
        }
        headingOrder={3}
      />
    );
  else
    ordersContent = (
      <Stack gap="sm" aria-busy={orders.isFetching}>
        <RangeSummary page={page} count={rows.length} total={orders.data.total} />
        <ul className={surfaces.cardStack}>
          {rows.map((order) =>
            order.side === 'sell' ? (
              <SellOrderCard key={`sell-${order.offer.id}`} offer={order.offer} onAction={setAction} />
            ) : order.bid ? (
              <BuyOrderCard key={`buy-${order.bid.id}`} offer={order.offer} bid={order.bid} onAction={setAction} />
            ) : null,
          )}
        </ul>
        <ListPagination
          page={page + 1}
          totalPages={totalPages}
          onChange={(next) => {
            goTo({ page: next });
            window.scrollTo({ top: 0 });
          }}
          label={side === 'sell' ? t('myOrders.offersPages') : t('myOrders.bidsPages')}
        />
      </Stack>
    );

  let tradesContent;
  if (trades.isError) tradesContent = <ErrorState error={trades.error} onRetry={() => void trades.refetch()} />;
  else if (!trades.data) tradesContent = loading;
  else if (trades.data.trades.length === 0)
    tradesContent = (
      <EmptyState
        icon={<IconArrowsExchange size={28} />}
        title={t('myOrders.noTradesTitle')}
        description={t('myOrders.noTradesHint')}
        action={browse}
        headingOrder={3}
      />
    );
  else
    tradesContent = (
      <TradesTable trades={trades.data.trades} viewer={{ kind: 'party', userId }} label={t('myOrders.tradesTab')} />
    );

  return (
    <div className={classes.page}>
      <PageTitle title={t('myOrders.title')} subtitle={t('myOrders.subtitle')} />
      <OrderSummaryCards />
      <Tabs value={tab} onChange={(value) => goTo({ tab: isTab(value) ? value : 'sell' })} keepMounted={false}>
        <Tabs.List aria-label={t('myOrders.tabs')}>
          <Tabs.Tab value="sell">{t('myOrders.sellTab')}</Tabs.Tab>
          <Tabs.Tab value="buy">{t('myOrders.buyTab')}</Tabs.Tab>
          <Tabs.Tab value="trades">{t('myOrders.tradesTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sell" pt="md">
          {ordersContent}
        </Tabs.Panel>
        <Tabs.Panel value="buy" pt="md">
          {ordersContent}
        </Tabs.Panel>
        <Tabs.Panel value="trades" pt="md">
          {tradesContent}
        </Tabs.Panel>
      </Tabs>
      <OrderActionDialogs action={action} onClose={() => setAction(null)} />
    </div>
  );
}
