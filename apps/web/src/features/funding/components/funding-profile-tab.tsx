import { Badge, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FundingProfile } from '@hissa/contracts/funding';
import { DetailList } from '../../../components/detail-list';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { StatGrid } from '../../../components/stat-grid';
import { useFormatters } from '../../../lib/formatting';
import { useCompanyFunding } from '../api/get-company-funding';
import { FundingHistoryChart } from './funding-history-chart';
import { FundingRoundsList } from './funding-rounds-list';
import surfaces from '../../../components/surfaces.module.css';

/**
 * The figures of a funding profile (contracts funding.ts, decision 005): total raised,
 * total target, number of rounds, last funding amount and pre-money valuation (SAR through Intl).
 */
export function FundingFigures({ profile }: { profile: FundingProfile }) {
  const { t } = useTranslation('funding');
  const format = useFormatters();
  const notStated = t('profile.notStated');
  return (
    <StatGrid
      cols={{ base: 2, md: 3, lg: 5 }}
      stats={[
        { key: 'raised', label: t('profile.totalRaised'), value: format.sar(profile.totalRaised) },
        { key: 'target', label: t('profile.totalTarget'), value: format.sar(profile.totalTarget) },
        { key: 'rounds', label: t('profile.numberOfRounds'), value: format.number(profile.numberOfRounds) },
        {
          key: 'last',
          label: t('profile.lastFundingAmount'),
          value: profile.lastFundingAmount ? format.sar(profile.lastFundingAmount) : notStated,
        },
        {
          key: 'valuation',
          label: t('profile.preMoneyValuation'),
          value: profile.preMoneyValuation ? format.sar(profile.preMoneyValuation) : notStated,
        },
      ]}
    />
  );
}

/**
 * The funding profile tab of a company profile (CompanyFundingEndpoint; contracts funding.ts;
 * decision 005): status, the figures, funding
 * type, lead investor and ownership structure, a funding history chart and the rounds with their
 * dates in both calendars. Loads GET funding-profile/{companyId} itself, with loading, empty and
 * error states.
 */
export function FundingProfileTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation('funding');
  const funding = useCompanyFunding(companyId);

  if (funding.isError) return <ErrorState error={funding.error} onRetry={() => void funding.refetch()} />;
  if (!funding.data) {
    return (
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={84} radius="md" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  const { profile, rounds } = funding.data;
  if (!profile && rounds.length === 0) {
    return (
      <EmptyState
        icon={<IconCoins size={28} />}
        title={t('profile.emptyTitle')}
        description={t('profile.emptyText')}
        headingOrder={3}
      />
    );
  }

  return (
    <Stack gap="lg">
      {profile && (
        <Stack gap="md">
          <FundingFigures profile={profile} />
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg" className={surfaces.surface}>
            <DetailList
              items={[
                {
                  label: t('profile.status'),
                  value: (
                    <Badge
                      color={profile.status === 'active' ? 'brand' : 'gray'}
                      c={profile.status === 'active' ? 'brand.9' : 'gray.9'}
                      variant="light"
                    >
                      {t(`profileStatus.${profile.status}`)}
                    </Badge>
                  ),
                },
                { label: t('profile.fundingType'), value: profile.fundingType?.name },
                { label: t('profile.leadInvestor'), value: profile.leadInvestor },
                { label: t('profile.ownershipStructure'), value: profile.ownershipStructure },
              ]}
            />
          </Paper>
        </Stack>
      )}
      <Stack gap="sm" component="section" aria-labelledby={`funding-rounds-${companyId}`}>
        <Title order={3} size="h4" id={`funding-rounds-${companyId}`}>
          {t('profile.roundsTitle')}
        </Title>
        {rounds.length === 0 ? (
          <Text c="dimmed">{t('profile.noRounds')}</Text>
        ) : (
          <>
            <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="lg" className={surfaces.surface}>
              <FundingHistoryChart rounds={rounds} />
            </Paper>
            <FundingRoundsList
              rounds={rounds}
              caption={t('profile.roundsCaption', { company: funding.data.companyName })}
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}
