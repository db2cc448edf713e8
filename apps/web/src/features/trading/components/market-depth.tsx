import { SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { sarToHalalas } from '@hissa/contracts/money';
import { ErrorState } from '../../../components/error-state';
import { useFormatters } from '../../../lib/formatting';
import { useMarketDepth, type MarketDepth } from '../api/get-market-depth';
import { ChartFrame, DEPTH_CHART_HEIGHT, type DepthPoint } from './chart-frame';
import classes from './trading.module.css';

type Level = MarketDepth['offers'][number];

/**
 * The depth chart, fetched with the charting library once the section shows (decision 062): the
 * page, its tables and its texts do not wait for the library's 90 KiB.
 */
const DepthChart = lazy(async () => ({ default: (await import('./trading-charts')).DepthChart }));

/**
 * Cumulative depth by price, lowest price first, prices in halalas (whole numbers, exact): for a
 * bid price the shares wanted at that price or higher; for an offer price the shares offered at
 * that price or lower.
 */
export function depthPoints(depth: MarketDepth): DepthPoint[] {
  const byPrice = (a: Level, b: Level) => (sarToHalalas(a.price) < sarToHalalas(b.price) ? -1 : 1);
  const bids = [...depth.bids].sort(byPrice);
  const offers = [...depth.offers].sort(byPrice);
  const points: DepthPoint[] = [];
  bids.forEach((level, index) => {
    const wanted = bids.slice(index).reduce((sum, next) => sum + next.quantity, 0);
    points.push({ price: Number(sarToHalalas(level.price)), bids: wanted, offers: null });
  });
  offers.forEach((level, index) => {
    const offered = offers.slice(0, index + 1).reduce((sum, next) => sum + next.quantity, 0);
    points.push({ price: Number(sarToHalalas(level.price)), bids: null, offers: offered });
  });
  return points.sort((a, b) => a.price - b.price);
}

function LevelsTable({ caption, levels }: { caption: string; levels: Level[] }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  return (
    <div>
      <Table verticalSpacing={6} horizontalSpacing="sm" captionSide="top" striped>
        <Table.Caption ta="start" fw={600} c="var(--mantine-color-text)">
          {caption}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.price')}</Table.Th>
            <Table.Th ta="end">{t('columns.quantity')}</Table.Th>
            <Table.Th ta="end">{t('columns.orders')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {levels.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3} c="dimmed">
                —
              </Table.Td>
            </Table.Tr>
          ) : (
            levels.map((level) => (
              <Table.Tr key={level.price}>
                <Table.Td className={classes.numeric}>{format.sar(level.price)}</Table.Td>
                <Table.Td ta="end" className={classes.numeric}>
                  {format.number(level.quantity)}
                </Table.Td>
                <Table.Td ta="end" className={classes.numeric}>
                  {format.number(level.count)}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * Market depth by order with bids (MarketDepthEndpoint; design.md: "a depth chart and a price-level
 * table side by side"): cumulative bids and offers by price as a step area chart on a true numeric
 * price axis (44, 45, 45.50 and 47 spaced by their distance; it reads left to right in both
 * languages), and the bid and offer price levels.
 */
export function MarketDepthSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('trading');
  const depth = useMarketDepth(companyId);

  let content;
  if (depth.isError) content = <ErrorState error={depth.error} onRetry={() => void depth.refetch()} />;
  else if (!depth.data) content = <Skeleton height={280} />;
  else if (depth.data.bids.length === 0 && depth.data.offers.length === 0)
    content = <Text c="dimmed">{t('depth.empty')}</Text>;
  else {
    const bidsHighFirst = [...depth.data.bids].sort((a, b) => (sarToHalalas(a.price) > sarToHalalas(b.price) ? -1 : 1));
    const offersLowFirst = [...depth.data.offers].sort((a, b) =>
      sarToHalalas(a.price) < sarToHalalas(b.price) ? -1 : 1,
    );
    content = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ChartFrame label={t('depth.chartLabel')} height={DEPTH_CHART_HEIGHT}>
          <DepthChart points={depthPoints(depth.data)} />
        </ChartFrame>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm" className={`${classes.card} ${classes.cardBody}`}>
          <LevelsTable caption={t('depth.bidLevels')} levels={bidsHighFirst} />
          <LevelsTable caption={t('depth.offerLevels')} levels={offersLowFirst} />
        </SimpleGrid>
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="market-depth-title">
      <Stack gap={2}>
        <Title order={2} size="h3" id="market-depth-title">
          {t('depth.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('depth.subtitle')}
        </Text>
      </Stack>
      {content}
    </Stack>
  );
}
