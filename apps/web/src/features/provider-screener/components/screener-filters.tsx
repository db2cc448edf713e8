import { Group, Input, SegmentedControl, Select, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { LookupListName } from '@hissa/contracts/lookups/lookup-lists';
import { BUSINESS_TYPE_CODES, DEVELOPMENT_STAGE_CODES } from '@hissa/contracts/lookups/static-lists';
import { SCREENER_TEXT_MAX } from '@hissa/contracts/services-marketplace/screener';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { FilterPanel } from '../../../components/filter-panel';
import { useLookupList } from '../../../lib/get-lookup-list';
import { isOneOf } from '../../../lib/url-filters';
import { effectiveSort, type ScreenerFilters, type SortChoice } from '../hooks/use-screener-filters';
import classes from './screener.module.css';

/** Options shown at once in long lists (cities, sub-categories); typing narrows them. */
const OPTIONS_LIMIT = 60;

type Change = (patch: Partial<ScreenerFilters>, options?: { replace?: boolean }) => void;

/** A searchable, clearable Select of lookup list `list`, optionally only the entries under `parentCode`. */
function LookupFilter({
  list,
  label,
  value,
  onChange,
  parentCode,
  disabledPlaceholder,
}: {
  list: LookupListName;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  parentCode?: string | null;
  disabledPlaceholder?: string;
}) {
  const { t } = useTranslation('screener');
  const items = useLookupList(list);
  const isWaitingForParent = parentCode === null;
  const data = (items.data ?? [])
    .filter((item) => parentCode === undefined || parentCode === null || item.parentCode === parentCode)
    .map((item) => ({ value: item.code, label: item.name }));
  return (
    <Select
      label={label}
      placeholder={isWaitingForParent && disabledPlaceholder ? disabledPlaceholder : t('any')}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      limit={OPTIONS_LIMIT}
      nothingFoundMessage={t('nothingFound')}
      error={items.isError ? t('lookupError') : undefined}
      disabled={items.isPending || isWaitingForParent}
      comboboxProps={{ shadow: 'md' }}
    />
  );
}

/**
 * The screener's search and filters (decision 016): the text with its mode (companies or
 * projects), then category → sub-category (the sub-category list holds the classes of the chosen
 * division and is cleared with it), city, industry group, business type and development stage.
 * On phones all but the search fold behind "Filters". Typing replaces the history entry.
 */
export function ScreenerFilters({ filters, onChange }: { filters: ScreenerFilters; onChange: Change }) {
  const { t } = useTranslation('screener');
  const modeLabelId = useId();
  const activeCount = [
    filters.category,
    filters.subCategory,
    filters.city,
    filters.industry,
    filters.businessType,
    filters.stage,
  ].filter(Boolean).length;

  const search = (
    <>
      <DebouncedSearchInput
        label={t('searchLabel')}
        placeholder={filters.mode === 'project' ? t('searchProjectPlaceholder') : t('searchProviderPlaceholder')}
        value={filters.q.slice(0, SCREENER_TEXT_MAX)}
        onCommit={(q) => onChange({ q: q.slice(0, SCREENER_TEXT_MAX) }, { replace: true })}
      />
      <Input.Wrapper label={t('modeLabel')} labelElement="div" labelProps={{ id: modeLabelId }}>
        <SegmentedControl
          aria-labelledby={modeLabelId}
          fullWidth
          value={filters.mode}
          onChange={(mode) => onChange({ mode: mode === 'project' ? 'project' : 'provider' })}
          data={[
            { value: 'provider', label: t('modeProvider') },
            { value: 'project', label: t('modeProject') },
          ]}
        />
      </Input.Wrapper>
    </>
  );

  return (
    <FilterPanel label={t('filtersLabel')} search={search} moreLabel={t('moreFilters')} activeCount={activeCount}>
      <LookupFilter
        list="industrial-classification-level-2"
        label={t('categoryLabel')}
        value={filters.category}
        onChange={(category) => onChange({ category, subCategory: null })}
      />
      <LookupFilter
        list="industrial-classification-level-4"
        label={t('subCategoryLabel')}
        value={filters.subCategory}
        parentCode={filters.category}
        disabledPlaceholder={t('subCategoryFirst')}
        onChange={(subCategory) => onChange({ subCategory })}
      />
      <LookupFilter list="cities" label={t('cityLabel')} value={filters.city} onChange={(city) => onChange({ city })} />
      <LookupFilter
        list="sectors"
        label={t('industryLabel')}
        value={filters.industry}
        onChange={(industry) => onChange({ industry })}
      />
      <LookupFilter
        list="business-types"
        label={t('businessTypeLabel')}
        value={filters.businessType}
        onChange={(value) => onChange({ businessType: isOneOf(BUSINESS_TYPE_CODES, value) ? value : null })}
      />
      <LookupFilter
        list="development-stages"
        label={t('stageLabel')}
        value={filters.stage}
        onChange={(value) => onChange({ stage: isOneOf(DEVELOPMENT_STAGE_CODES, value) ? value : null })}
      />
    </FilterPanel>
  );
}

/**
 * The sort (name, established date, and relevance while searching) and its direction
 * (ascending / descending), labelled inline; shows the server's default sort when none is chosen.
 */
export function ScreenerSort({ filters, onChange }: { filters: ScreenerFilters; onChange: Change }) {
  const { t } = useTranslation('screener');
  const sortId = useId();
  const directionId = useId();
  const { sort, direction } = effectiveSort(filters);
  const choose = (key: string, dir: string) => onChange({ sort: `${key}-${dir}` as SortChoice });
  return (
    <Group gap="xs" className={classes.toolbar}>
      <Group gap="xs" wrap="nowrap">
        <Text component="label" htmlFor={sortId} size="sm" c="dimmed">
          {t('sortLabel')}
        </Text>
        <Select
          id={sortId}
          size="sm"
          w={170}
          data={[
            ...(filters.q ? [{ value: 'relevance', label: t('sortRelevance') }] : []),
            { value: 'name', label: t('sortName') },
            { value: 'established', label: t('sortEstablished') },
          ]}
          value={sort}
          onChange={(key) => key && choose(key, key === 'relevance' ? 'desc' : 'asc')}
          allowDeselect={false}
          comboboxProps={{ shadow: 'md' }}
        />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text id={directionId} size="sm" c="dimmed" component="span">
          {t('directionLabel')}
        </Text>
        <SegmentedControl
          size="sm"
          aria-labelledby={directionId}
          value={direction}
          onChange={(dir) => choose(sort, dir)}
          data={[
            { value: 'asc', label: t('ascending') },
            { value: 'desc', label: t('descending') },
          ]}
        />
      </Group>
    </Group>
  );
}
