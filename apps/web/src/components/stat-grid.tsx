import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stat-grid.module.css';

/** One figure of a StatGrid: its label and value (undefined while it loads), with an optional note under it. */
type Stat = { key: string; label: string; value: ReactNode | undefined; note?: ReactNode };

/**
 * Figures side by side as a description list (label, then a large tabular value): funding
 * profile totals, the opportunities' details bar. A value still loading shows a skeleton.
 */
export function StatGrid({
  stats,
  cols,
}: {
  stats: Stat[];
  cols: { base: number; xs?: number; sm?: number; md?: number; lg?: number };
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm" component="dl" className={classes.list}>
      {stats.map((stat) => (
        <div key={stat.key} className={classes.stat}>
          <Text component="dt" size="sm" c="dimmed">
            {stat.label}
          </Text>
          {/* The note sits inside the dd: a dl's groups may hold only dt and dd (axe "definition-list"). */}
          <dd className={classes.list}>
            <Text fw={700} size="lg" className={classes.value} component="div">
              {stat.value === undefined ? <Skeleton height={26} width={64} /> : stat.value}
            </Text>
            {stat.note && (
              <Text size="xs" c="dimmed" mt={4} component="div">
                {stat.note}
              </Text>
            )}
          </dd>
        </div>
      ))}
    </SimpleGrid>
  );
}
