import { Input, SegmentedControl, Select } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { FilterPanel } from '../../../components/filter-panel';
import { useLookupList } from '../../../lib/get-lookup-list';
import type { CompanyFilters as Filters } from '../hooks/use-company-filters';
import classes from './companies.module.css';

/** Options shown at once in the long city list; typing narrows it. */
const CITY_OPTIONS_LIMIT = 60;

/**
 * The filters above the companies list: name (debounced), city and sector (searchable lookup
 * lists) and company type. On phones city, sector and type fold behind a "Filters" button.
 * `onChange` receives the changed filters; typing replaces the history entry, other changes add one.
 */
export function CompanyFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const typeLabelId = useId();
  // The city list (about 4,600 names, 60 KiB compressed, 465 KB to parse) is fetched once the city
  // filter is used or set, not with the page: on a first visit it cost a long task (decision 062).
  const [isCityListWanted, setIsCityListWanted] = useState(false);
  const cities = useLookupList('cities', { enabled: isCityListWanted || Boolean(filters.city) });
  const wantCityList = () => setIsCityListWanted(true);
  const sectors = useLookupList('industrial-classification-level-1');
  const activeCount = [filters.city, filters.sector, filters.type].filter(Boolean).length;

  const toOptions = (items: { code: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.code, label: item.name }));

  // What is typed settles into the URL after the debounce, replacing the history entry.
  const nameInput = (
    <DebouncedSearchInput
      label={t('companies.nameLabel')}
      placeholder={t('companies.namePlaceholder')}
      value={filters.name}
      onCommit={(name) => onChange({ name }, { replace: true })}
    />
  );

  return (
    <FilterPanel
      label={t('companies.filtersLabel')}
      search={nameInput}
      moreLabel={t('companies.moreFilters')}
      activeCount={activeCount}
    >
      <Select
        label={t('companies.cityLabel')}
        placeholder={t('companies.cityPlaceholder')}
        data={toOptions(cities.data)}
        value={filters.city}
        onChange={(city) => onChange({ city })}
        searchable
        clearable
        limit={CITY_OPTIONS_LIMIT}
        onFocus={wantCityList}
        onDropdownOpen={wantCityList}
        nothingFoundMessage={cities.isFetching ? t('lookup.loading') : t('companies.nothingFound')}
        error={cities.isError ? t('companies.lookupError') : undefined}
        comboboxProps={{ shadow: 'md' }}
      />
      <Select
        label={t('companies.sectorLabel')}
        placeholder={t('companies.sectorPlaceholder')}
        data={toOptions(sectors.data)}
        value={filters.sector}
        onChange={(sector) => onChange({ sector })}
        searchable
        clearable
        nothingFoundMessage={t('companies.nothingFound')}
        error={sectors.isError ? t('companies.lookupError') : undefined}
        disabled={sectors.isPending}
        comboboxProps={{ shadow: 'md' }}
      />
      <Input.Wrapper label={t('companies.typeLabel')} labelElement="div" labelProps={{ id: typeLabelId }}>
        <SegmentedControl
          aria-labelledby={typeLabelId}
          fullWidth
          className={classes.typeControl}
          value={filters.type ?? 'all'}
          onChange={(value) => onChange({ type: value === 'listed' || value === 'non_listed' ? value : null })}
          data={[
            { value: 'all', label: t('companies.typeAll') },
            { value: 'listed', label: t('companies.typeListed') },
            { value: 'non_listed', label: t('companies.typeNonListed') },
          ]}
        />
      </Input.Wrapper>
    </FilterPanel>
  );
}
