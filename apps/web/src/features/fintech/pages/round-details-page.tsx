import { Anchor, Container, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { fintechProfilePath } from '@hissa/contracts/fintech/fintech-claims';
import { DetailList } from '../../../components/detail-list';
import { DualDate } from '../../../components/dual-date';
import { ErrorState } from '../../../components/error-state';
import { NotFoundState } from '../../../components/not-found-state';
import { ApiError } from '../../../lib/api-client';
import { readRouteId } from '../../../lib/route-id';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRound } from '../api/fintech-api';
import { Amount } from '../components/amount';
import { FintechBand } from '../components/page-band';
import { Provenance } from '../components/provenance';
import { FINTECH_PATHS } from '../fintech-paths';

/**
 * One funding round (fintech/funding-round-details?roundId=; FintechRoundDetailsEndpoint): company,
 * stage, amount, dates Gregorian and Hijri, investors and the figure's source. Without or with an
 * unknown round: the not-found state with the way to the rounds list.
 */
export function RoundDetailsPage() {
  const { t } = useTranslation('fintech');
  const [params] = useSearchParams();
  const roundId = readRouteId(params.get('roundId') ?? undefined);
  const query = useRound(roundId);
  const round = query.data;
  const title = round
    ? t('round.title', { stage: round.stage.name, company: round.companyName })
    : t('profile.roundDetails');
  useDocumentTitle(title);
  if (roundId === null || (query.error instanceof ApiError && query.error.isNotFound)) {
    return (
      <Container py="xl">
        <NotFoundState
          title={t('round.notFoundTitle')}
          description={roundId === null ? t('round.choose') : t('round.notFoundText')}
          browseLabel={t('hub.allRounds')}
          browseTo={FINTECH_PATHS.rounds}
        />
      </Container>
    );
  }
  if (query.isError)
    return (
      <Container py="xl">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  if (!round)
    return (
      <Container py="xl">
        <Skeleton height={300} radius="lg" />
      </Container>
    );
  return (
    <>
      <FintechBand title={title} />
      <Container py="xl">
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="md">
            <Text fz={28} fw={700}>
              <Amount sar={round.raised} />
            </Text>
            <DetailList
              items={[
                {
                  label: t('round.company'),
                  value: (
                    <Anchor component={Link} to={fintechProfilePath(round.fintechId)}>
                      {round.companyName}
                    </Anchor>
                  ),
                },
                { label: t('round.stage'), value: round.stage.name },
                { label: t('columns.category'), value: round.category.name },
                { label: t('columns.country'), value: round.country.name },
                { label: t('round.announced'), value: <DualDate iso={round.announcedDate} /> },
                {
                  label: t('round.funded'),
                  value: round.fundedDate ? <DualDate iso={round.fundedDate} /> : t('round.notFunded'),
                },
                { label: t('round.investors'), value: round.investors.join(' · ') },
              ]}
            />
            <Provenance provenance={round.provenance} />
          </Stack>
        </Paper>
      </Container>
    </>
  );
}
