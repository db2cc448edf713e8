import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyTradingSummary } from '../api/get-my-trading-summary';
import { StatGrid } from '../../../components/stat-grid';
import { TradesTable } from '../components/trades-table';
import classes from '../components/trading.module.css';
import { useTrader } from '../use-trader';
import { PageTitle } from '../../../components/page-title';

/**
 * My Trades (dashboard/{investor|shareholder}/my-trades): shares and amounts bought and sold, and
 * every trade with its admin and settlement status.
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
      { key: 'sharesBought', label: t('myTrades.sharesBought'), value: format.number(summary.data.sharesBought) },
      { key: 'sharesSold', label: t('myTrades.sharesSold'), value: format.number(summary.data.sharesSold) },
      { key: 'amountBought', label: t('myTrades.amountBought'), value: format.sar(summary.data.amountBought) },
      { key: 'amountSold', label: t('myTrades.amountSold'), value: format.sar(summary.data.amountSold) },
    ];
    content = (
      <Stack gap="lg">
        <StatGrid cols={{ base: 2, md: 4 }} stats={stats} />
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
          <TradesTable trades={summary.data.trades} viewer={{ kind: 'party', userId }} label={t('myTrades.title')} />
        )}
      </Stack>
    );
  }

  return (
    <div className={classes.page}>
      <PageTitle title={t('myTrades.title')} subtitle={t('myTrades.subtitle')} />
      {content}
    </div>
  );
}
