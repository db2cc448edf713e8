import { Badge, Drawer, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FundingRound } from '@hissa/contracts/funding';
import { localName } from '@hissa/contracts/languages';
import { USER_TYPE_INFO, isUserType } from '@hissa/contracts/user-types';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FactRows } from '../../../components/fact-rows';
import { LtrText } from '../../../components/ltr-text';
import { StatGrid } from '../../../components/stat-grid';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { useRoundInterests } from '../api/get-round-interests';
import surfaces from '../../../components/surfaces.module.css';

/**
 * The interests registered in one of my company's rounds (RoundInterestsEndpoint, decision 005):
 * who (name, account type, e-mail), share type, shares, price per share,
 * transaction size and minimum transaction, newest first, with the totals. A side drawer;
 * `round` null closes it.
 */
export function RoundInterestsDrawer({ round, onClose }: { round: FundingRound | null; onClose: () => void }) {
  const { t } = useTranslation('funding');
  const { language } = useLanguage();
  const format = useFormatters();
  const interests = useRoundInterests(round?.roundId ?? null);
  const data = interests.data;

  let content;
  if (interests.isError) content = <ErrorState error={interests.error} onRetry={() => void interests.refetch()} />;
  else if (!data) content = <Skeleton height={160} />;
  else if (data.interests.length === 0)
    content = (
      <EmptyState
        icon={<IconUserSearch size={28} />}
        title={t('interests.emptyTitle')}
        description={t('interests.emptyText')}
        headingOrder={3}
      />
    );
  else
    content = (
      <Stack gap="md">
        <StatGrid
          cols={{ base: 1, xs: 3 }}
          stats={[
            { key: 'count', label: t('interests.count'), value: format.number(data.interests.length) },
            { key: 'shares', label: t('interests.totalShares'), value: format.number(data.totalShares) },
            { key: 'size', label: t('interests.totalSize'), value: format.sar(data.totalTransactionSize) },
          ]}
        />
        <Stack gap="sm" component="ul" className={surfaces.cardList}>
          {data.interests.map((interest) => (
            <Paper key={interest.interestId} component="li" withBorder p="md" radius="md" className={surfaces.surface}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <div>
                  <Text fw={600}>{interest.investorName}</Text>
                  <Text size="sm" c="dimmed">
                    {isUserType(interest.investorType)
                      ? localName(USER_TYPE_INFO[interest.investorType], language)
                      : ''}
                  </Text>
                  <Text size="sm">
                    <LtrText>{interest.email}</LtrText>
                  </Text>
                </div>
                <Badge variant="light" c="brand.9">
                  {interest.shareType.name}
                </Badge>
              </Group>
              <FactRows
                facts={[
                  { label: t('interests.shares'), value: format.number(interest.numberOfShares) },
                  { label: t('interests.pricePerShare'), value: format.sar(interest.pricePerShare) },
                  { label: t('interests.transactionSize'), value: format.sar(interest.transactionSize) },
                  { label: t('interests.minimumTransaction'), value: format.sar(interest.minimumTransaction) },
                  { label: t('interests.registeredOn'), value: format.gregorianDate(interest.updatedAt) },
                ]}
              />
            </Paper>
          ))}
        </Stack>
      </Stack>
    );

  return (
    <Drawer
      opened={round !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={round ? t('interests.title', { round: round.roundName }) : ''}
      closeButtonProps={{ 'aria-label': t('edit.close') }}
    >
      {content}
    </Drawer>
  );
}
