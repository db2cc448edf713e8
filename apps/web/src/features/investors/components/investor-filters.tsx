import { Input, SegmentedControl, Select } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { INVESTMENT_STRATEGIES, INVESTOR_KINDS } from '@hissa/contracts/investors';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { FilterPanel } from '../../../components/filter-panel';
import { useLookupList } from '../../../lib/get-lookup-list';
import type { InvestorFilters as Filters } from '../hooks/use-investor-filters';
import { CodeListSelect } from '../../../components/code-list-select';
import { FilterSelect } from '../../../components/filter-select';

/**
 * The investors list's filters (FilterInvestorsEndpoint; decision 005): name (debounced), type
 * (individual or institutional), country, sector focus (ISIC section), geographic focus (country)
 * and investment strategy, and the sort. On phones all but the name fold behind a "Filters" button
 * that counts the active ones.
 */
export function InvestorFiltersPanel({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('investors');
  const typeLabelId = useId();
  const countries = useLookupList('countries');
  const sectors = useLookupList('industrial-classification-level-1');
  const activeCount = [filters.type, filters.country, filters.sector, filters.geography, filters.strategy].filter(
    Boolean,
  ).length;

  const nameInput = (
    <DebouncedSearchInput
      label={t('filters.name')}
      placeholder={t('filters.namePlaceholder')}
      value={filters.name}
      onCommit={(name) => onChange({ name }, { replace: true })}
    />
  );
  return (
    <FilterPanel label={t('filters.label')} search={nameInput} moreLabel={t('filters.more')} activeCount={activeCount}>
      <Input.Wrapper label={t('filters.type')} labelElement="div" labelProps={{ id: typeLabelId }}>
        <SegmentedControl
          aria-labelledby={typeLabelId}
          fullWidth
          value={filters.type ?? 'all'}
          onChange={(value) => onChange({ type: INVESTOR_KINDS.find((kind) => kind === value) ?? null })}
          data={[
            { value: 'all', label: t('filters.all') },
            ...INVESTOR_KINDS.map((kind) => ({ value: kind, label: t(`filters.${kind}`) })),
          ]}
        />
      </Input.Wrapper>
      <FilterSelect
        label={t('filters.country')}
        placeholder={t('filters.any')}
        items={countries.data}
        value={filters.country}
        onChange={(country) => onChange({ country })}
        nothingFoundMessage={t('filters.nothingFound')}
      />
      <FilterSelect
        label={t('filters.sectorFocus')}
        placeholder={t('filters.any')}
        items={sectors.data}
        value={filters.sector}
        onChange={(sector) => onChange({ sector })}
        nothingFoundMessage={t('filters.nothingFound')}
      />
      <FilterSelect
        label={t('filters.geographicFocus')}
        placeholder={t('filters.any')}
        items={countries.data}
        value={filters.geography}
        onChange={(geography) => onChange({ geography })}
        nothingFoundMessage={t('filters.nothingFound')}
      />
      <CodeListSelect
        items={INVESTMENT_STRATEGIES}
        label={t('filters.strategy')}
        placeholder={t('filters.any')}
        value={filters.strategy}
        onChange={(strategy) => onChange({ strategy })}
        clearable
      />
      <Select
        label={t('filters.sort')}
        data={[
          { value: 'default', label: t('filters.sortDefault') },
          { value: 'name', label: t('filters.sortName') },
        ]}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort === 'name' ? 'name' : 'default' })}
        allowDeselect={false}
      />
    </FilterPanel>
  );
}
