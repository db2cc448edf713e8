import { Paper, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FUNDING_ROUND_STATUSES, FUNDING_STAGES } from '@hissa/contracts/funding';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { useLookupList } from '../../../lib/get-lookup-list';
import { isRoundSort, ROUND_SORTS, type RoundFilters } from '../hooks/use-round-filters';
import { CodeListSelect } from '../../../components/code-list-select';
import { FilterSelect } from '../../../components/filter-select';

/**
 * The funding rounds' search listing filters (FilterFundingRoundsEndpoint): company name (debounced
 * 500 ms), stage, funding status, sector (ISIC section) and sort. Typing replaces the history
 * entry; other changes add one.
 */
export function RoundFiltersPanel({
  filters,
  onChange,
}: {
  filters: RoundFilters;
  onChange: (patch: Partial<RoundFilters>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('opportunities');
  const sectors = useLookupList('industrial-classification-level-1');
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg" component="section" aria-label={t('filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md">
        <DebouncedSearchInput
          label={t('filters.company')}
          placeholder={t('filters.companyPlaceholder')}
          value={filters.companyName}
          onCommit={(companyName) => onChange({ companyName }, { replace: true })}
        />
        <CodeListSelect
          items={FUNDING_STAGES}
          label={t('filters.stage')}
          placeholder={t('filters.any')}
          value={filters.stage}
          onChange={(stage) => onChange({ stage })}
          clearable
        />
        <CodeListSelect
          items={FUNDING_ROUND_STATUSES}
          label={t('filters.status')}
          placeholder={t('filters.anyListed')}
          value={filters.status}
          onChange={(status) => onChange({ status })}
          clearable
        />
        <FilterSelect
          label={t('filters.sector')}
          placeholder={t('filters.any')}
          items={sectors.data}
          value={filters.sector}
          onChange={(sector) => onChange({ sector })}
          nothingFoundMessage={t('filters.nothingFound')}
          comboboxProps={{ shadow: 'md' }}
        />
        <Select
          label={t('filters.sort')}
          data={(Object.keys(ROUND_SORTS) as (keyof typeof ROUND_SORTS)[]).map((sort) => ({
            value: sort,
            label: t(`sort.${sort}`),
          }))}
          value={filters.sort}
          onChange={(sort) => {
            if (isRoundSort(sort)) onChange({ sort });
          }}
          allowDeselect={false}
        />
      </SimpleGrid>
    </Paper>
  );
}
