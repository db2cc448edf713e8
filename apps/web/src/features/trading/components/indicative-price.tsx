import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { ErrorState } from '../../../components/error-state';
import { StatGrid } from '../../../components/stat-grid';
import { parseIsoDate, useFormatters } from '../../../lib/formatting';
import { type IndicativePrice, useIndicativePrice } from '../api/get-indicative-price';
import classes from './trading.module.css';

/** SAR (decimal string) of a chart value drawn in halalas. */
const sarOf = (halalas: number) => halalasToSar(BigInt(Math.round(halalas)));

/**
 * The price history as a line on a true time axis (days apart are drawn apart): each point is a
 * day's volume-weighted price of settled trades, drawn in halalas (whole numbers) and labelled
 * back in SAR. The time axis reads left to right in both languages (design.md).
 */
function PriceHistoryChart({ history }: { history: IndicativePrice['history'] }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const data = history.map((point) => ({
    time: parseIsoDate(point.date)?.getTime() ?? 0,
    price: Number(sarToHalalas(point.price)),
  }));
  return (
    <Box className={`${classes.card} ${classes.cardBody}`} role="img" aria-label={t('indicative.chartLabel')}>
      <div dir="ltr" className={classes.chart} data-testid="price-history-chart">
        <LineChart
          h={240}
          data={data}
          dataKey="time"
          series={[{ name: 'price', label: t('indicative.price'), color: 'brand.6' }]}
          curveType="linear"
          withDots={data.length < 40}
          xAxisProps={{
            type: 'number',
            scale: 'time',
            domain: ['dataMin', 'dataMax'],
            tickFormatter: (value: number) => format.monthYear(value),
          }}
          yAxisProps={{
            width: 64,
            domain: ['auto', 'auto'],
            tickFormatter: (value: number) => format.price(sarOf(value)),
          }}
          valueFormatter={(value) => format.sar(sarOf(value))}
          tooltipProps={{
            labelFormatter: (label) =>
              typeof label === 'number' ? format.gregorianDate(new Date(label).toISOString()) : label,
          }}
        />
      </div>
    </Box>
  );
}

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
            <PriceHistoryChart history={data.history} />
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
