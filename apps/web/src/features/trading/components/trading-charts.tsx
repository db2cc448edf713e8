import '@mantine/charts/styles.css';
import { AreaChart, LineChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { parseIsoDate, useFormatters } from '../../../lib/formatting';
import type { IndicativePrice } from '../api/get-indicative-price';
import { DEPTH_CHART_HEIGHT, type DepthPoint, PRICE_CHART_HEIGHT } from './chart-frame';

/*
 * The order book's charts, in a chunk of their own with the charting library (@mantine/charts and
 * recharts, about 90 KiB compressed): the sections import them lazily, so the page shows its
 * figures and tables without waiting for the library (decision 062).
 */

/** SAR (decimal string) of a chart value drawn in halalas. */
const sarOf = (halalas: number) => halalasToSar(BigInt(Math.round(halalas)));

/**
 * Cumulative bids and offers by price (points from depthPoints, prices in halalas) as a step area
 * chart on a true numeric price axis (44, 45, 45.50 and 47 spaced by their distance), read left
 * to right in both languages; prices labelled in SAR, quantities in shares.
 */
export function DepthChart({ points }: { points: DepthPoint[] }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  return (
    <AreaChart
      h={DEPTH_CHART_HEIGHT}
      data={points}
      dataKey="price"
      xAxisProps={{
        type: 'number',
        domain: ['dataMin', 'dataMax'],
        tickFormatter: (value: number) => format.price(sarOf(value)),
      }}
      tooltipProps={{
        labelFormatter: (label) => (typeof label === 'number' ? format.sar(sarOf(label)) : label),
      }}
      series={[
        { name: 'bids', label: t('depth.bids'), color: 'teal.6' },
        { name: 'offers', label: t('depth.offers'), color: 'red.6' },
      ]}
      curveType="stepAfter"
      connectNulls={false}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      valueFormatter={(value) => format.number(value)}
      yAxisLabel={t('depth.cumulative')}
      fillOpacity={0.25}
      withDots={false}
    />
  );
}

/**
 * The price history as a line on a true time axis (days apart are drawn apart): each point is a
 * day's volume-weighted price of settled trades, drawn in halalas (whole numbers) and labelled
 * back in SAR. The time axis reads left to right in both languages (design.md).
 */
export function PriceHistoryChart({ history }: { history: IndicativePrice['history'] }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const data = history.map((point) => ({
    time: parseIsoDate(point.date)?.getTime() ?? 0,
    price: Number(sarToHalalas(point.price)),
  }));
  return (
    <LineChart
      h={PRICE_CHART_HEIGHT}
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
  );
}
