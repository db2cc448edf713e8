import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sarToHalalas } from '@hissa/contracts/money';
import { useFormatters } from '../../../lib/formatting';
import classes from './opportunities.module.css';

/** Raised as a whole percentage of target (0-100), computed in halalas. */
function raisedPercent(raised: string, target: string): number {
  const targetHalalas = sarToHalalas(target);
  if (targetHalalas === 0n) return 0;
  return Number((sarToHalalas(raised) * 100n) / targetHalalas);
}

/**
 * A round's funding target: a progress bar of raised against target, with both SAR amounts and the
 * percentage in words too (colour is never the only signal).
 */
export function FundingTarget({ raised, target }: { raised: string; target: string }) {
  const { t } = useTranslation('opportunities');
  const format = useFormatters();
  const percent = raisedPercent(raised, target);
  const label = t('round.raisedOfTarget', {
    raised: format.sar(raised),
    target: format.sar(target),
    percent: format.number(percent),
  });
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('round.fundingTarget')}
        </Text>
        <Text size="sm" fw={600} className={classes.numeric}>
          {format.sar(target)}
        </Text>
      </Group>
      <Progress value={percent} size="md" radius="xl" aria-label={label} />
      <Text size="xs" c="dimmed" className={classes.numeric}>
        {label}
      </Text>
    </Stack>
  );
}
