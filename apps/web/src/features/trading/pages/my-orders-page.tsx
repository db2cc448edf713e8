import { Button, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconReceipt, IconTag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyOrders } from '../api/get-my-orders';
import { useMyTradingSummary } from '../api/get-my-trading-summary';
import { useOrderSummary } from '../api/get-order-summary';
import { ClosedTrades } from '../components/closed-trades';
import { BuyOrderCard, SellOrderCard } from '../components/my-order-cards';
import { OrderActionDialogs, type OrderAction } from '../components/order-action-dialogs';
import classes from '../components/trading.module.css';
import { useTrader } from '../use-trader';

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
  const items = [
    ['liveOffers', summary.data?.liveOffers],
    ['liveBids', summary.data?.liveBids],
    ['actionNeeded', summary.data?.actionNeeded],
    ['pendingTrades', summary.data?.pendingTrades],
    ['settledTrades', summary.data?.settledTrades],
  ] as const;
  return (
    <section aria-labelledby="order-summary-title">
      <Title order={2} size="h4" id="order-summary-title" mb="xs">
        {t('myOrders.summary')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" component="dl" m={0}>
        {items.map(([key, value]) => (
          <div key={key} className={classes.stat}>
            <Text component="dt" size="sm" c="dimmed">
              {t(`myOrders.${key}`)}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl" className={classes.numeric}>
              {value === undefined ? <Skeleton height={28} width={48} /> : format.number(value)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}

/**
 * My Orders (dashboard/{investor|shareholder}/my-orders, marketplace.txt section 2): the order
 * summary, then three tabs: my offers with their bids (accept, reject, negotiate, cancel,
 * delete), my bids (answer a counter, delete) and my closed trades with their statuses.
 */
export function MyOrdersPage() {
  const { t } = useTranslation('trading');
  useDocumentTitle(t('myOrders.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'sell';
  const orders = useMyOrders(0);
  const trades = useMyTradingSummary();
  const { userId } = useTrader();
  const [action, setAction] = useState<OrderAction | null>(null);

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

  const sells = (orders.data?.data ?? []).filter((order) => order.side === 'sell');
  const buys = (orders.data?.data ?? []).flatMap((order) => (order.side === 'buy' && order.bid ? [{ offer: order.offer, bid: order.bid }] : []));

  let ordersContent;
  if (orders.isError) ordersContent = <ErrorState error={orders.error} title={t('myOrders.loadError')} onRetry={() => void orders.refetch()} />;
  else if (!orders.data) ordersContent = loading;
  else if (tab === 'sell')
    ordersContent =
      sells.length === 0 ? (
        <EmptyState icon={<IconTag size={28} />} title={t('myOrders.noOffersTitle')} description={t('myOrders.noOffersHint')} action={browse} headingOrder={3} />
      ) : (
        <ul className={classes.cardList}>
          {sells.map((order) => (
            <SellOrderCard key={order.offer.id} offer={order.offer} onAction={setAction} />
          ))}
        </ul>
      );
  else
    ordersContent =
      buys.length === 0 ? (
        <EmptyState icon={<IconReceipt size={28} />} title={t('myOrders.noBidsTitle')} description={t('myOrders.noBidsHint')} action={browse} headingOrder={3} />
      ) : (
        <ul className={classes.cardList}>
          {buys.map((order) => (
            <BuyOrderCard key={order.bid.id} offer={order.offer} bid={order.bid} onAction={setAction} />
          ))}
        </ul>
      );

  let tradesContent;
  if (trades.isError) tradesContent = <ErrorState error={trades.error} onRetry={() => void trades.refetch()} />;
  else if (!trades.data) tradesContent = loading;
  else if (trades.data.trades.length === 0)
    tradesContent = <EmptyState icon={<IconArrowsExchange size={28} />} title={t('myOrders.noTradesTitle')} description={t('myOrders.noTradesHint')} action={browse} headingOrder={3} />;
  else tradesContent = <ClosedTrades trades={trades.data.trades} userId={userId} />;

  return (
    <div className={classes.page}>
      <Stack gap={4}>
        <Title order={1}>{t('myOrders.title')}</Title>
        <Text c="dimmed">{t('myOrders.subtitle')}</Text>
      </Stack>
      <OrderSummaryCards />
      <Tabs value={tab} onChange={(value) => setSearchParams(value && value !== 'sell' ? { tab: value } : {})} keepMounted={false}>
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
