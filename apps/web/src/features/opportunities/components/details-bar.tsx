import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { StatGrid } from '../../../components/stat-grid';
import { useFormatters } from '../../../lib/formatting';
import { useDetailsBar } from '../api/get-details-bar';

/**
 * The opportunities' details bar (FundingDetailsBarEndpoint): over the rounds still raising, how
 * many are open (and upcoming), how many companies raise, the funding target, what was raised and
 * what is still required (SAR), and the interests registered.
 */
export function DetailsBar() {
  const { t } = useTranslation('opportunities');
  const format = useFormatters();
  const bar = useDetailsBar();
  if (bar.isError) return <ErrorState error={bar.error} onRetry={() => void bar.refetch()} />;
  const data = bar.data;
  return (
    <section aria-label={t('bar.label')}>
      <StatGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        stats={[
          {
            key: 'open',
            label: t('bar.openRounds'),
            value: data && format.number(data.openRounds),
            note: data && t('bar.upcoming', { upcoming: format.number(data.upcomingRounds) }),
          },
          { key: 'companies', label: t('bar.companiesRaising'), value: data && format.number(data.companiesRaising) },
          { key: 'target', label: t('bar.fundingTarget'), value: data && format.sarCompact(data.targetAmount) },
          { key: 'raised', label: t('bar.raised'), value: data && format.sarCompact(data.raisedAmount) },
          { key: 'required', label: t('bar.required'), value: data && format.sarCompact(data.requiredAmount) },
          { key: 'interests', label: t('bar.interests'), value: data && format.number(data.interestsRegistered) },
        ]}
      />
    </section>
  );
}
