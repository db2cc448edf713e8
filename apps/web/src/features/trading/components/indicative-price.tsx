import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { StatGrid } from '../../../components/stat-grid';
import { useFormatters } from '../../../lib/formatting';
import { useIndicativePrice } from '../api/get-indicative-price';
import { ChartFrame, PRICE_CHART_HEIGHT } from './chart-frame';

/** The price history chart, fetched with the charting library once it shows (decision 062). */
const PriceHistoryChart = lazy(async () => ({ default: (await import('./trading-charts')).PriceHistoryChart }));

/**
 * The indicative price of a company's shares (IndicativePriceEndpoint, decision 033), as
 * secondaries platforms show it: last trade (with its date), the 30-day volume-weighted average
 * with its volume, the highest bid and lowest offer of the public book, and the price per share
 * implied by the latest funding round (pre-money valuation / total shares); then the 12-month
 * price history chart. A missing figure shows a dash.
 */
export function IndicativePriceSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const price = useIndicativePrice(companyId);
  const sarOrDash = (value: string | null | undefined) => (value ? format.sar(value) : t('indicative.none'));

  let content;
  if (price.isError) content = <ErrorState error={price.error} onRetry={() => void price.refetch()} />;
  else if (!price.data) content = <Skeleton height={320} />;
  else {
    const data = price.data;
    content = (
      <Stack gap="md">
        <StatGrid
          cols={{ base: 2, sm: 3, lg: 5 }}
          stats={[
            {
              key: 'last',
              label: t('indicative.lastTrade'),
              value: sarOrDash(data.lastTrade?.price),
              note: data.lastTrade
                ? t('indicative.lastTradeOn', { date: format.gregorianDate(data.lastTrade.executedAt) })
                : undefined,
            },
            {
              key: 'vwap',
              label: t('indicative.vwap'),
              value: sarOrDash(data.vwap30),
              note:
                data.volume30 > 0
                  ? t('indicative.volume', { quantity: format.number(data.volume30) })
                  : t('indicative.noVolume'),
            },
            { key: 'bid', label: t('indicative.highestBid'), value: sarOrDash(data.highestBid) },
            { key: 'offer', label: t('indicative.lowestOffer'), value: sarOrDash(data.lowestOffer) },
            {
              key: 'round',
              label: t('indicative.roundImplied'),
              value: sarOrDash(data.roundImpliedPrice),
              note:
                data.roundImpliedPrice && data.preMoneyValuation && data.sharesBeforeRound
                  ? t('indicative.roundImpliedNote', {
                      valuation: format.sarCompact(data.preMoneyValuation),
                      shares: format.number(data.sharesBeforeRound),
                    })
                  : undefined,
            },
          ]}
        />
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('indicative.historyTitle')}
          </Title>
          {data.history.length === 0 ? (
            <Text c="dimmed">{t('indicative.noHistory')}</Text>
          ) : (
            <ChartFrame label={t('indicative.chartLabel')} height={PRICE_CHART_HEIGHT} testId="price-history-chart">
              <PriceHistoryChart history={data.history} />
            </ChartFrame>
          )}
        </Stack>
        <Text size="xs" c="dimmed">
          {t('indicative.disclaimer')}
        </Text>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="indicative-price-title" data-testid="indicative-price">
      <Stack gap={2}>
        <Title order={2} size="h3" id="indicative-price-title">
          {t('indicative.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('indicative.subtitle')}
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}
