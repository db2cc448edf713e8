import { Box, Skeleton } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useHasBeenInView } from '../../../lib/use-has-been-in-view';
import classes from './trading.module.css';

/** A point of the depth chart: the price in halalas (a true numeric axis) and cumulative shares. */
export type DepthPoint = { price: number; bids: number | null; offers: number | null };

/** Heights of the charts in px, shared by each chart and the placeholder shown while it loads. */
export const DEPTH_CHART_HEIGHT = 260;
export const PRICE_CHART_HEIGHT = 240;

/**
 * The card around one of the order book's lazily loaded charts (trading-charts.tsx, decision 062):
 * an image named `label` for screen readers, drawn left to right in both languages (design.md),
 * with a placeholder of the chart's `height` (px) until the charting library has arrived, so
 * nothing moves when it does. The chart (`children`) renders, and so its code is fetched, only
 * once the card has been in the window (decision 081): below the first screen of a phone, a
 * first load leaves it out. This file imports no chart code.
 */
export function ChartFrame({
  label,
  height,
  testId,
  children,
}: {
  label: string;
  height: number;
  testId?: string;
  children: ReactNode;
}) {
  const { ref, hasBeenInView } = useHasBeenInView<HTMLDivElement>();
  const placeholder = <Skeleton height={height} />;
  return (
    <Box className={`${classes.card} ${classes.cardBody}`} role="img" aria-label={label}>
      <div ref={ref} dir="ltr" className={classes.chart} data-testid={testId}>
        {hasBeenInView ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
      </div>
    </Box>
  );
}
