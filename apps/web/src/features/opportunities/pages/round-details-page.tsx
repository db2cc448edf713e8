import {
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DualDate } from '../../../components/dual-date';
import { EntityLogo } from '../../../components/entity-logo';
import { ErrorState } from '../../../components/error-state';
import { FactRows } from '../../../components/fact-rows';
import { RoundStatusBadge } from '../../../components/round-status-badge';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { companyProfilePath, fundingRoundsPath } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoundDetails } from '../api/get-round-details';
import { FundingTarget } from '../components/funding-target';
import { RegisterInterestButton } from '../components/register-interest-button';
import { OPPORTUNITIES_PATHS } from '../opportunities-paths';
import classes from '../components/opportunities.module.css';
import { readRouteId } from '../../../lib/route-id';
import surfaces from '../../../components/surfaces.module.css';
import { BackLink } from '../../../components/back-link';
import { NotFoundState } from '../../../components/not-found-state';

/** A panel of the round's page: a section on a surface, named by its heading (`id`). */
function DetailsPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="lg"
      className={surfaces.surface}
      component="section"
      aria-labelledby={id}
    >
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A funding round's details (/opportunities-funds/:roundId; FundingRoundDetailsEndpoint):
 * the company, the round (stage, status, investment type, target,
 * raised and required SAR amounts, dates in both calendars), the funding target, the company's
 * funding profile in brief, and the actions: register interest, view funding profile.
 */
export function RoundDetailsPage() {
  const { t } = useTranslation('opportunities');
  const format = useFormatters();
  const roundId = readRouteId(useParams().roundId);
  const details = useRoundDetails(roundId);
  const round = details.data;
  const isNotFound = roundId === null || (details.error instanceof ApiError && details.error.isNotFound);
  useDocumentTitle(round ? `${round.roundName} · ${round.companyName}` : t('details.title'));

  const back = <BackLink to={OPPORTUNITIES_PATHS.funds}>{t('details.back')}</BackLink>;

  let content;
  if (isNotFound)
    content = (
      <NotFoundState
        title={t('details.notFoundTitle')}
        description={t('details.notFoundText')}
        browseLabel={t('details.browse')}
        browseTo={OPPORTUNITIES_PATHS.funds}
      />
    );
  else if (details.isError) content = <ErrorState error={details.error} onRetry={() => void details.refetch()} />;
  else if (!round) content = <Skeleton height={360} radius="lg" />;
  else
    content = (
      <Stack gap="lg">
        <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" className={surfaces.surface}>
          <Group gap="md" wrap="nowrap" align="flex-start">
            <EntityLogo src={round.companyLogoUrl} name={round.companyName} size={64} radius="lg" />
            <Stack gap={6} className={classes.grow}>
              <Title order={1} className={classes.cardTitle}>
                {round.roundName}
              </Title>
              <Anchor component={Link} to={companyProfilePath(round.companyName, round.companyId)} fw={600}>
                {round.companyName}
              </Anchor>
              <Group gap={6}>
                <Badge variant="outline" color="brand">
                  {round.stage.name}
                </Badge>
                <RoundStatusBadge status={round.status} />
                {round.sector && (
                  <Badge variant="light" color="gray" c="gray.9">
                    {round.sector.name}
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <DetailsPanel id="round-terms" title={t('details.round')}>
            <FundingTarget raised={round.raisedAmount} target={round.targetAmount} />
            <FactRows
              facts={[
                { label: t('round.required'), value: format.sar(round.requiredAmount) },
                { label: t('details.investmentType'), value: round.investmentType.name },
                { label: t('details.announced'), value: <DualDate iso={round.announcedDate} /> },
                {
                  label: t('details.concluded'),
                  value: round.concludedDate ? <DualDate iso={round.concludedDate} /> : null,
                },
              ]}
            />
            <RegisterInterestButton round={round} status={round.status.code} />
          </DetailsPanel>
          <DetailsPanel id="round-company-funding" title={t('details.companyFunding')}>
            {round.profile ? (
              <FactRows
                facts={[
                  { label: t('details.totalRaised'), value: format.sar(round.profile.totalRaised) },
                  { label: t('details.totalTarget'), value: format.sar(round.profile.totalTarget) },
                  { label: t('details.numberOfRounds'), value: format.number(round.profile.numberOfRounds) },
                  {
                    label: t('details.preMoneyValuation'),
                    value: round.profile.preMoneyValuation ? format.sar(round.profile.preMoneyValuation) : null,
                  },
                  { label: t('details.leadInvestor'), value: round.profile.leadInvestor },
                ]}
              />
            ) : (
              <Text c="dimmed" size="sm">
                {t('details.noProfile')}
              </Text>
            )}
            <Button component={Link} to={fundingRoundsPath(round.companyId)} variant="light">
              {t('round.fundingProfile')}
            </Button>
          </DetailsPanel>
        </SimpleGrid>
      </Stack>
    );

  return (
    <Container py="xl">
      <Stack gap="md">
        {back}
        {content}
      </Stack>
    </Container>
  );
}
