import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyTradingSummary } from '../api/get-my-trading-summary';
import { ClosedTrades } from '../components/closed-trades';
import classes from '../components/trading.module.css';
import { useTrader } from '../use-trader';

/**
 * My Trades (dashboard/{investor|shareholder}/my-trades, marketplace.txt section 2): shares and
 * amounts bought and sold, and every trade with its admin and settlement status.
 */
export function MyTradesPage() {
  const { t } = useTranslation('trading');
  useDocumentTitle(t('myTrades.title'));
  const format = useFormatters();
  const summary = useMyTradingSummary();
  const { userId } = useTrader();

  let content;
  if (summary.isError) content = <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  else if (!summary.data) content = <Skeleton height={240} />;
  else {
    const stats = [
      [t('myTrades.sharesBought'), format.number(summary.data.sharesBought)],
      [t('myTrades.sharesSold'), format.number(summary.data.sharesSold)],
      [t('myTrades.amountBought'), format.sar(summary.data.amountBought)],
      [t('myTrades.amountSold'), format.sar(summary.data.amountSold)],
    ] as const;
    content = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" component="dl" m={0}>
          {stats.map(([label, value]) => (
            <div key={label} className={classes.stat}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} fw={700} size="lg" className={classes.numeric}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {summary.data.trades.length === 0 ? (
          <EmptyState
            icon={<IconArrowsExchange size={28} />}
            title={t('myOrders.noTradesTitle')}
            description={t('myOrders.noTradesHint')}
            action={
              <Button component={Link} to={PATHS.companies} variant="light">
                {t('myOrders.browseCompanies')}
              </Button>
            }
            headingOrder={2}
          />
        ) : (
          <ClosedTrades trades={summary.data.trades} userId={userId} />
        )}
      </Stack>
    );
  }

  return (
    <div className={classes.page}>
      <Stack gap={4}>
        <Title order={1}>{t('myTrades.title')}</Title>
        <Text c="dimmed">{t('myTrades.subtitle')}</Text>
      </Stack>
      {content}
    </div>
  );
}
