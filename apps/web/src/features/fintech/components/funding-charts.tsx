import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Paper, SimpleGrid, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FundingBar, FundingBars } from '@hissa/contracts/fintech/fintech-directory';
import { sarToHalalas, halalasToSar } from '@hissa/contracts/money';
import { useFormatters } from '../../../lib/formatting';
import classes from './fintech.module.css';

/** One bar chart of SAR raised (drawn in halalas, labelled back as SAR strings, never a float shown as money). */
function RaisedChart({ title, label, bars }: { title: string; label: string; bars: FundingBar[] }) {
  const { t } = useTranslation('fintech');
  const format = useFormatters();
  const sarOf = (halalas: number) => halalasToSar(BigInt(Math.round(halalas)));
  const data = bars.map((bar) => ({ label: bar.label, raised: Number(sarToHalalas(bar.raised)) }));
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Box role="img" aria-label={label} className={classes.chart}>
        {/* The axes read left to right in both languages (design.md: time axes do not flip). */}
        <div dir="ltr">
          <BarChart
            h={240}
            data={data}
            dataKey="label"
            series={[{ name: 'raised', label: t('hub.raisedSeries'), color: 'brand.6' }]}
            valueFormatter={(value) => format.sarCompact(sarOf(value))}
            yAxisProps={{ width: 90, tickFormatter: (value: number) => format.sarCompact(sarOf(value)) }}
          />
        </div>
      </Box>
    </Paper>
  );
}

/** The hub's charts (@mantine/charts, loaded with this chunk only): SAR raised by year and by stage. */
export function FundingCharts({ bars }: { bars: FundingBars }) {
  const { t } = useTranslation('fintech');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <RaisedChart title={t('hub.byYear')} label={t('hub.byYearLabel')} bars={bars.byYear} />
      <RaisedChart title={t('hub.byStage')} label={t('hub.byStageLabel')} bars={bars.byStage} />
    </SimpleGrid>
  );
}
