import { Group, MultiSelect, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  FINTECH_COUNTRIES,
  FINTECH_NAMES,
  FINTECH_STAGES,
  FINTECH_STATUSES,
  sarToUsd,
  usdToSar,
} from '@hissa/contracts/fintech/fintech-directory';
import { SCREENER_FIELDS, type ScreenerField, type ScreenerFilter } from '@hissa/contracts/fintech/fintech-screener';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { FilterPanel } from '../../../components/filter-panel';
import { LookupMultiSelect } from '../../../components/lookup-select';
import { useLanguage } from '../../../i18n/use-language';
import type { Currency, ScreenState } from '../hooks/use-screen';

type Update = (changes: Partial<ScreenState>) => void;

/** The screen's filters with `field`'s replaced by `filter` (or removed when null). */
function withFilter(filters: ScreenerFilter[], field: ScreenerField, filter: ScreenerFilter | null): ScreenerFilter[] {
  const others = filters.filter((item) => item.field !== field);
  return filter ? [...others, filter] : others;
}

function codesOf(filter: ScreenerFilter | undefined): string[] {
  if (!filter) return [];
  if (filter.operator === 'in') return filter.values;
  return filter.operator === 'equals' ? [filter.value] : [];
}

function rangeOf(filter: ScreenerFilter | undefined): { from: string | null; to: string | null } {
  if (filter?.operator === 'between') return { from: filter.from, to: filter.to };
  if (filter?.operator === 'equals') return { from: filter.value, to: filter.value };
  return { from: null, to: null };
}

function isInView(field: ScreenerField, view: ScreenState['view']): boolean {
  return (SCREENER_FIELDS[field].views as readonly string[]).includes(view);
}

/** An amount range typed in the chosen currency and kept in SAR (USD at the fixed peg). */
function AmountRange({
  label,
  field,
  state,
  onChange,
}: {
  label: string;
  field: 'raised' | 'total';
  state: ScreenState;
  onChange: (filter: ScreenerFilter | null) => void;
}) {
  const { t } = useTranslation('fintech');
  const range = rangeOf(state.filters.find((filter) => filter.field === field));
  const shown = (sar: string | null) => (sar === null ? '' : state.currency === 'usd' ? sarToUsd(sar) : sar);
  const commit = (side: 'from' | 'to', typed: string | number) => {
    const text = String(typed).trim();
    const sar = text === '' ? null : state.currency === 'usd' ? usdToSar(text) : text;
    const next = { ...range, [side]: sar };
    onChange(
      next.from === null && next.to === null ? null : { field, operator: 'between', from: next.from, to: next.to },
    );
  };
  const unit = t(`screener.${state.currency}` as const);
  return (
    <Group grow gap="xs" align="flex-end" role="group" aria-label={label}>
      {(['from', 'to'] as const).map((side) => (
        <NumberInput
          key={`${side}-${state.currency}-${range[side] ?? ''}`}
          label={`${label} (${unit}): ${t(side === 'from' ? 'screener.minimum' : 'screener.maximum')}`}
          defaultValue={shown(range[side])}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          hideControls
          onBlur={(event) => commit(side, event.currentTarget.value.replace(/,/g, ''))}
        />
      ))}
    </Group>
  );
}

/** A date range (yyyy-mm-dd, the browser's own date field). */
function DateRange({
  label,
  field,
  state,
  onChange,
}: {
  label: string;
  field: 'announced' | 'funded';
  state: ScreenState;
  onChange: (filter: ScreenerFilter | null) => void;
}) {
  const { t } = useTranslation('fintech');
  const range = rangeOf(state.filters.find((filter) => filter.field === field));
  const commit = (side: 'from' | 'to', value: string) => {
    const next = { ...range, [side]: value === '' ? null : value };
    onChange(
      next.from === null && next.to === null ? null : { field, operator: 'between', from: next.from, to: next.to },
    );
  };
  return (
    <Group grow gap="xs" role="group" aria-label={label}>
      {(['from', 'to'] as const).map((side) => (
        <TextInput
          key={side}
          type="date"
          label={`${label}: ${t(side === 'from' ? 'screener.from' : 'screener.to')}`}
          value={range[side] ?? ''}
          onChange={(event) => commit(side, event.currentTarget.value)}
        />
      ))}
    </Group>
  );
}

/**
 * The screener's filters (decision 031): name (contains, either language) or investor, then
 * headquarters, category, status and stage (any of several: `in`), amounts raised and total
 * funding (between, in the chosen currency), announced and funded dates (between). On phones the
 * filters fold behind "More filters" (FilterPanel). Every change goes to the URL.
 */
export function ScreenerFilters({ state, onChange }: { state: ScreenState; onChange: Update }) {
  const { t } = useTranslation('fintech');
  const { language } = useLanguage();
  const find = (field: ScreenerField) => state.filters.find((filter) => filter.field === field);
  const set = (field: ScreenerField) => (filter: ScreenerFilter | null) =>
    onChange({ filters: withFilter(state.filters, field, filter) });
  const setCodes = (field: ScreenerField) => (values: string[]) =>
    set(field)(values.length === 0 ? null : { field, operator: 'in', values });
  const named = (list: 'country' | 'status' | 'stage', codes: readonly string[]) =>
    codes.map((code) => ({
      value: code,
      label: (FINTECH_NAMES[list] as Record<string, { en: string; ar: string }>)[code]?.[language] ?? code,
    }));
  const text = (field: 'name' | 'investor') => {
    const filter = find(field);
    return filter && filter.operator === 'contains' ? filter.value : '';
  };
  const search = (
    <DebouncedSearchInput
      label={t('screener.name')}
      placeholder={t('screener.namePlaceholder')}
      value={text('name')}
      onCommit={(value) => set('name')(value ? { field: 'name', operator: 'contains', value } : null)}
    />
  );
  const activeCount = state.filters.filter((filter) => filter.field !== 'name').length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t('screener.views')}
          value={state.view}
          onChange={(view) =>
            onChange({ view: view === 'rounds' ? 'rounds' : 'companies', filters: [], sort: null, direction: null })
          }
          data={[
            { value: 'companies', label: t('screener.viewCompanies') },
            { value: 'rounds', label: t('screener.viewRounds') },
          ]}
        />
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" id="fintech-currency-label">
            {t('screener.currency')}
          </Text>
          <SegmentedControl
            aria-labelledby="fintech-currency-label"
            size="xs"
            value={state.currency}
            onChange={(currency) => onChange({ currency: currency as Currency })}
            data={[
              { value: 'sar', label: t('screener.sar') },
              { value: 'usd', label: t('screener.usd') },
            ]}
          />
        </Group>
      </Group>
      <FilterPanel
        label={t('screener.filtersLabel')}
        search={search}
        moreLabel={t('screener.moreFilters')}
        activeCount={activeCount}
      >
        {isInView('investor', state.view) && (
          <DebouncedSearchInput
            label={t('screener.investor')}
            placeholder={t('screener.investorPlaceholder')}
            value={text('investor')}
            onCommit={(value) => set('investor')(value ? { field: 'investor', operator: 'contains', value } : null)}
          />
        )}
        <MultiSelect
          label={t('screener.country')}
          placeholder={codesOf(find('country')).length ? undefined : t('screener.any')}
          data={named('country', FINTECH_COUNTRIES)}
          value={codesOf(find('country'))}
          onChange={setCodes('country')}
          clearable
        />
        <LookupMultiSelect
          list="fintech-categories"
          label={t('screener.category')}
          value={codesOf(find('category'))}
          onChange={setCodes('category')}
          clearable
        />
        {isInView('status', state.view) && (
          <MultiSelect
            label={t('screener.status')}
            placeholder={codesOf(find('status')).length ? undefined : t('screener.any')}
            data={named('status', FINTECH_STATUSES)}
            value={codesOf(find('status'))}
            onChange={setCodes('status')}
            clearable
          />
        )}
        <MultiSelect
          label={t('screener.stage')}
          placeholder={codesOf(find('stage')).length ? undefined : t('screener.any')}
          data={named('stage', FINTECH_STAGES)}
          value={codesOf(find('stage'))}
          onChange={setCodes('stage')}
          clearable
        />
        <AmountRange label={t('screener.raised')} field="raised" state={state} onChange={set('raised')} />
        {isInView('total', state.view) && (
          <AmountRange label={t('screener.total')} field="total" state={state} onChange={set('total')} />
        )}
        <DateRange label={t('screener.announced')} field="announced" state={state} onChange={set('announced')} />
        <DateRange label={t('screener.funded')} field="funded" state={state} onChange={set('funded')} />
      </FilterPanel>
    </Stack>
  );
}
