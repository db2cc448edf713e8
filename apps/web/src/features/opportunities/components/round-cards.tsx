import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FundingOpportunity } from '@hissa/contracts/funding';
import { DualDate } from '../../../components/dual-date';
import { EntityLogo } from '../../../components/entity-logo';
import { RoundStatusBadge } from '../../../components/round-status-badge';
import { companyProfilePath, fundingRoundsPath } from '../../../lib/routes';
import { useBrowsingAreaPath } from '../../../lib/session/dashboard-area';
import { roundDetailsPath } from '../opportunities-paths';
import { FundingTarget } from './funding-target';
import { RegisterInterestButton } from './register-interest-button';
import classes from './opportunities.module.css';
import surfaces from '../../../components/surfaces.module.css';

/**
 * Funding rounds as cards (FilterFundingRoundsEndpoint, decision 005; with the funding target,
 * register interest and view funding profile): company, round, stage and status, sector,
 * the funding target with what was raised, the announced date in both calendars, and the
 * actions: details, register interest, the company's funding profile.
 */
export function RoundCards({ rounds }: { rounds: FundingOpportunity[] }) {
  const { t } = useTranslation('opportunities');
  const areaPath = useBrowsingAreaPath();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" className={surfaces.cardList}>
      {rounds.map((round) => (
        <Paper
          key={round.roundId}
          component="li"
          withBorder
          p="md"
          radius="lg"
          className={`${surfaces.stackedCard} ${classes.card}`}
        >
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <EntityLogo src={round.companyLogoUrl} name={round.companyName} size={44} />
            <Stack gap={2} className={classes.grow}>
              <Anchor
                component={Link}
                to={companyProfilePath(round.companyName, round.companyId, areaPath)}
                fw={600}
                c="gray.9"
                className={classes.cardTitle}
              >
                {round.companyName}
              </Anchor>
              {round.sector && (
                <Text size="xs" c="dimmed">
                  {round.sector.name}
                </Text>
              )}
            </Stack>
          </Group>
          <Group gap={6}>
            <Text fw={600} size="sm" className={classes.cardTitle}>
              {round.roundName}
            </Text>
            <Badge variant="outline" color="brand">
              {round.stage.name}
            </Badge>
            <RoundStatusBadge status={round.status} />
          </Group>
          <FundingTarget raised={round.raisedAmount} target={round.targetAmount} />
          <Text size="xs" c="dimmed">
            {t('round.announcedOn')} <DualDate iso={round.announcedDate} />
          </Text>
          <Stack gap={6} mt="auto">
            <RegisterInterestButton round={round} status={round.status.code} fullWidth />
            <Group grow gap={6}>
              <Button
                component={Link}
                to={roundDetailsPath(round.roundId)}
                variant="default"
                size="xs"
                aria-label={t('round.detailsOf', { round: round.roundName, company: round.companyName })}
              >
                {t('round.details')}
              </Button>
              <Button
                component={Link}
                to={fundingRoundsPath(round.companyId, areaPath)}
                variant="default"
                size="xs"
                aria-label={t('round.fundingProfileOf', { company: round.companyName })}
              >
                {t('round.fundingProfile')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
