import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONSULTANT_SORTS } from '@hissa/contracts/consultants';
import { STATIC_LOOKUP_LISTS } from '@hissa/contracts/lookups/static-lists';
import { AVAILABILITY_OPTIONS } from '@hissa/contracts/registration/registration-options';
import { CodeListSelect } from '../../../components/code-list-select';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { FilterPanel } from '../../../components/filter-panel';
import { isOneOf } from '../../../lib/url-filters';
import type { ConsultantFilters } from '../hooks/use-consultant-filters';

const SORT_LABELS = {
  name: 'directory.sortName',
  rate_asc: 'directory.sortRateAsc',
  rate_desc: 'directory.sortRateDesc',
  experience: 'directory.sortExperience',
  newest: 'directory.sortNewest',
} as const;

/**
 * The consultants directory's filters (ConsultantDirectoryEndpoint; decision 043): text (name,
 * headline or expertise, debounced), area of expertise, industry, availability and the order. On
 * phones all but the text fold behind a "Filters" button that counts the active ones.
 */
export function ConsultantFiltersPanel({
  filters,
  onChange,
}: {
  filters: ConsultantFilters;
  onChange: (patch: Partial<ConsultantFilters>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation('consultants');
  const activeCount = [filters.expertise, filters.industry, filters.availability].filter(Boolean).length;
  const searchInput = (
    <DebouncedSearchInput
      label={t('directory.search')}
      placeholder={t('directory.searchPlaceholder')}
      value={filters.search}
      onCommit={(search) => onChange({ search }, { replace: true })}
    />
  );
  return (
    <FilterPanel
      label={t('directory.label')}
      search={searchInput}
      moreLabel={t('directory.more')}
      activeCount={activeCount}
    >
      <CodeListSelect
        items={STATIC_LOOKUP_LISTS['areas-of-expertise']}
        label={t('directory.expertise')}
        placeholder={t('directory.any')}
        value={filters.expertise}
        onChange={(expertise) => onChange({ expertise })}
        searchable
        clearable
      />
      <CodeListSelect
        items={STATIC_LOOKUP_LISTS['industries-of-expertise']}
        label={t('directory.industry')}
        placeholder={t('directory.any')}
        value={filters.industry}
        onChange={(industry) => onChange({ industry })}
        searchable
        clearable
      />
      <CodeListSelect
        items={AVAILABILITY_OPTIONS}
        label={t('directory.availability')}
        placeholder={t('directory.any')}
        value={filters.availability}
        onChange={(availability) => onChange({ availability })}
        clearable
      />
      <Select
        label={t('directory.sort')}
        data={CONSULTANT_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: isOneOf(CONSULTANT_SORTS, sort) ? sort : 'name' })}
        allowDeselect={false}
      />
    </FilterPanel>
  );
}
