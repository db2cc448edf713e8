import { Group, List, Paper, RingProgress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvestorMatch, MatchReason } from '@hissa/contracts/investor-matching';
import { EntityLogo } from '../../../components/entity-logo';
import { useFormatters } from '../../../lib/formatting';
import { InvestorKindBadge } from './investor-kind-badge';
import { InvestorNameLink } from './investor-name-link';
import classes from './investors.module.css';

/** A reason's sentence in the page's language. */
function useReasonText() {
  const { t } = useTranslation('investors');
  return (reason: MatchReason): string => {
    switch (reason.code) {
      case 'sector':
        return t('matches.reasons.sector', { sector: reason.sector });
      case 'strategyRound':
        return t('matches.reasons.strategyRound', { strategy: reason.strategy, stage: reason.stage });
      case 'strategyAge':
        return t('matches.reasons.strategyAge', { strategy: reason.strategy });
      default:
        return t(`matches.reasons.${reason.code}`);
    }
  };
}

/** The ring's colour: strong fits green, partial fits yellow, the rest grey. */
function scoreColor(score: number): string {
  if (score >= 70) return 'teal';
  if (score >= 40) return 'yellow';
  return 'gray';
}

/**
 * One ranked investor (decision 036): logo, name linked to the profile, kind, the fit score out
 * of 100 as a ring, and the reasons that make up the score (or that nothing published matches).
 */
export function InvestorMatchCard({ match }: { match: InvestorMatch }) {
  const { t } = useTranslation('investors');
  const format = useFormatters();
  const reasonText = useReasonText();
  const { investor, score, reasons } = match;
  return (
    <Paper component="li" withBorder p="md" radius="lg" className={classes.matchCard}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <RingProgress
          size={72}
          thickness={7}
          roundCaps
          sections={[{ value: score, color: scoreColor(score) }]}
          label={
            <Text ta="center" fw={700} size="sm">
              {format.number(score)}
            </Text>
          }
          aria-label={t('matches.scoreLabel', { score })}
        />
        <Stack gap={6} className={classes.body}>
          <Group gap="xs" wrap="wrap">
            <EntityLogo src={investor.logoUrl} name={investor.name} size={32} radius="sm" />
            <InvestorNameLink investor={investor} />
            <InvestorKindBadge kind={investor.type} />
          </Group>
          {reasons.length > 0 ? (
            <List
              size="sm"
              spacing={2}
              icon={
                <ThemeIcon size={18} radius="xl" color="teal" variant="light">
                  <IconCheck size={12} />
                </ThemeIcon>
              }
            >
              {reasons.map((reason) => (
                <List.Item key={reason.code}>{reasonText(reason)}</List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm" c="dimmed">
              {t('matches.noFit')}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
