import { Stack, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PagedResults } from '../../../components/paged-results';
import surfaces from '../../../components/surfaces.module.css';
import { MATCHES_PAGE_SIZE, useInvestorMatches } from '../api/investor-matches';
import { InvestorMatchCard } from './investor-match-card';

/**
 * The investors ranked for my company (InvestorMatchesEndpoint, decision 036): a line naming what
 * they were ranked for (the company's sector and open round), then the ranked cards, paged.
 */
export function InvestorMatchesList() {
  const { t } = useTranslation('investors');
  const [page, setPage] = useState(0);
  const matches = useInvestorMatches(page);
  const context = matches.data?.context;
  return (
    <Stack gap="md">
      {context && (
        <Text size="sm" c="dimmed">
          {context.openRound
            ? t('matches.contextRound', { round: context.openRound.name, sector: context.sector ?? t('list.none') })
            : t('matches.contextNoRound', { sector: context.sector ?? t('list.none') })}
        </Text>
      )}
      <PagedResults
        query={matches}
        page={page + 1}
        pageSize={MATCHES_PAGE_SIZE}
        onPageChange={(next) => setPage(next - 1)}
        rangeText={({ from, to, total }) => t('matches.range', { from, to, total })}
        paginationLabel={t('matches.pages')}
        empty={
          <EmptyState
            icon={<IconUsersGroup size={28} />}
            title={t('matches.emptyTitle')}
            description={t('matches.empty')}
          />
        }
      >
        {(rows) => (
          <Stack gap="sm" component="ol" className={surfaces.cardList}>
            {rows.map((match) => (
              <InvestorMatchCard key={match.investor.investorId} match={match} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
