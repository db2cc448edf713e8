// The date pickers' styles come with the code that shows one, not in the start style sheet (decision 034).
import '@mantine/dates/styles.css';
import { Button, Chip, Group, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar, IconFilterOff } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_CATEGORIES, type NewsCategory } from '@hissa/contracts/news/news-articles';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { useFormatters } from '../../../lib/formatting';
import { SAUDI_WEEK, useDatesLocale } from '../../../lib/use-dates-locale';
import type { NewsListFilters } from '../hooks/use-news-filters';

const ALL = 'all';

/**
 * The News screen's filters (spec §2): the categories (all, private companies, fintech, funding,
 * government initiatives, investors, provider news), the search, the publication date range
 * (Mantine's date picker, in the page's language) and reset while any is set.
 */
export function NewsFilters({
  filters,
  hasFilters,
  onChange,
  onReset,
}: {
  filters: NewsListFilters;
  hasFilters: boolean;
  onChange: (patch: Partial<NewsListFilters>, options?: { replace?: boolean }) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('news');
  const datesLocale = useDatesLocale();
  const format = useFormatters();
  // The picker's own range while the second day is being chosen; the URL only takes whole ranges.
  const urlRange = `${filters.from ?? ''}|${filters.to ?? ''}`;
  const [range, setRange] = useState<[string | null, string | null]>([filters.from, filters.to]);
  const [shownRange, setShownRange] = useState(urlRange);
  if (shownRange !== urlRange) {
    setShownRange(urlRange);
    setRange([filters.from, filters.to]);
  }
  return (
    <Stack gap="sm">
      <Chip.Group
        multiple={false}
        value={filters.category ?? ALL}
        onChange={(value) => onChange({ category: value === ALL ? null : (value as NewsCategory) })}
      >
        <Group gap="xs" wrap="wrap" role="group" aria-label={t('filters.category')}>
          <Chip value={ALL} variant="outline" color="green">
            {t('categories.all')}
          </Chip>
          {NEWS_CATEGORIES.map((category) => (
            <Chip key={category} value={category} variant="outline" color="green">
              {t(`categories.${category}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <div style={{ flex: '1 1 16rem' }}>
          <DebouncedSearchInput
            label={t('filters.search')}
            placeholder={t('filters.searchPlaceholder')}
            value={filters.text}
            onCommit={(text) => onChange({ text }, { replace: true })}
          />
        </div>
        <DatesProvider settings={{ locale: datesLocale, ...SAUDI_WEEK }}>
          <DatePickerInput
            type="range"
            allowSingleDateInRange
            renderDay={(date) => format.wholeNumber(dayjs(date).date())}
            label={t('filters.dates')}
            placeholder={t('filters.datesPlaceholder')}
            leftSection={<IconCalendar size={18} />}
            valueFormat="YYYY-MM-DD"
            clearable
            clearButtonProps={{ 'aria-label': t('filters.clearDates') }}
            value={range}
            onChange={([from, to]) => {
              const next: [string | null, string | null] = [
                from ? from.slice(0, 10) : null,
                to ? to.slice(0, 10) : null,
              ];
              setRange(next);
              if ((next[0] && next[1]) || (!next[0] && !next[1])) onChange({ from: next[0], to: next[1] });
            }}
            style={{ flex: '1 1 16rem' }}
          />
        </DatesProvider>
        {hasFilters && (
          <Button variant="subtle" leftSection={<IconFilterOff size={18} />} onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
