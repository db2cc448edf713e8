import { Badge, Button, Collapse, Input, Paper, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedCallback, useDisclosure, useId, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX_LENGTH } from '@hissa/contracts/search';
import { useFormatters } from '../../../lib/formatting';
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
  const format = useFormatters();
  const typeLabelId = useId();
  const moreFiltersId = useId();
  const isWide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [isMoreOpen, moreFilters] = useDisclosure(false);
  const cities = useLookupList('cities');
  const sectors = useLookupList('industrial-classification-level-1');
  const activeCount = [filters.city, filters.sector, filters.type].filter(Boolean).length;

  // What is typed settles into the URL after the debounce (replacing the history entry)...
  const [name, setName] = useState(filters.name);
  const commitName = useDebouncedCallback((typed: string) => {
    if (typed.trim() !== filters.name) onChange({ name: typed.trim() }, { replace: true });
  }, SEARCH_DEBOUNCE_MS);
  // ...and a URL change from elsewhere (back, forward, reset) refills the box.
  const [urlName, setUrlName] = useState(filters.name);
  if (urlName !== filters.name) {
    setUrlName(filters.name);
    if (name.trim() !== filters.name) {
      commitName.cancel();
      setName(filters.name);
    }
  }

  const toOptions = (items: { code: string; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.code, label: item.name }));

  const nameInput = (
    <TextInput
      label={t('companies.nameLabel')}
      placeholder={t('companies.namePlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      value={name}
      maxLength={SEARCH_TEXT_MAX_LENGTH}
      onChange={(event) => {
        setName(event.currentTarget.value);
        commitName(event.currentTarget.value);
      }}
      type="search"
    />
  );

  const otherFilters = (
    <>
      <Select
        label={t('companies.cityLabel')}
        placeholder={t('companies.cityPlaceholder')}
        data={toOptions(cities.data)}
        value={filters.city}
        onChange={(city) => onChange({ city })}
        searchable
        clearable
        limit={CITY_OPTIONS_LIMIT}
        nothingFoundMessage={t('companies.nothingFound')}
        error={cities.isError ? t('companies.lookupError') : undefined}
        disabled={cities.isPending}
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
    </>
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="lg" component="section" aria-label={t('companies.filtersLabel')}>
      {isWide ? (
        <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" verticalSpacing="md">
          {nameInput}
          {otherFilters}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">
          {nameInput}
          <Button
            variant="default"
            onClick={moreFilters.toggle}
            aria-expanded={isMoreOpen}
            aria-controls={moreFiltersId}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
            rightSection={
              activeCount > 0 ? (
                <Badge size="sm" circle>
                  {format.number(activeCount)}
                </Badge>
              ) : null
            }
          >
            {t('companies.moreFilters')}
          </Button>
          <Collapse expanded={isMoreOpen} id={moreFiltersId}>
            <Stack gap="sm" pt={4}>
              {otherFilters}
            </Stack>
          </Collapse>
        </Stack>
      )}
    </Paper>
  );
}
