import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FundingRound } from '@hissa/contracts/funding';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { useFormatters } from '../../../lib/formatting';
import classes from './funding.module.css';

/**
 * Funding history as a bar chart (design.md, "Data you can see"): per round that was not
 * cancelled, oldest first, its target and what it raised (SAR). The time axis reads left to
 * right in both languages (design.md: charts' time axes do not flip). Amounts are drawn in
 * halalas (whole numbers, exact) and every label turns them back into a SAR decimal string for
 * Intl, so no float is shown as money.
 */
export function FundingHistoryChart({ rounds }: { rounds: FundingRound[] }) {
  const { t } = useTranslation('funding');
  const format = useFormatters();
  const data = rounds
    .filter((round) => round.status.code !== 'cancelled')
    .slice()
    .sort((left, right) =>
      left.announcedDate < right.announcedDate
        ? -1
        : left.announcedDate > right.announcedDate
          ? 1
          : left.roundId - right.roundId,
    )
    .map((round) => ({
      round: `${round.stage.name} · ${format.year(round.announcedDate)}`,
      target: Number(sarToHalalas(round.targetAmount)),
      raised: Number(sarToHalalas(round.raisedAmount)),
    }));
  const sarOf = (halalas: number) => halalasToSar(BigInt(Math.round(halalas)));
  return (
    <Box role="img" aria-label={t('profile.chartLabel')} className={classes.chart}>
      <div dir="ltr">
        <BarChart
          h={240}
          data={data}
          dataKey="round"
          series={[
            { name: 'target', label: t('round.target'), color: 'gray.4' },
            { name: 'raised', label: t('round.raised'), color: 'brand.6' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(value) => format.sar(sarOf(value))}
          yAxisProps={{ width: 110, tickFormatter: (value: number) => format.decimal(sarOf(value)) }}
        />
      </div>
    </Box>
  );
}
