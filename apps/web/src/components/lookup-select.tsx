import { MultiSelect, Select, type MultiSelectProps, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LookupListName } from '@hissa/contracts/lookups/lookup-lists';
import { useLookupList } from '../lib/get-lookup-list';

/** Options shown at once in a long list (cities, countries); typing narrows it. */
const OPTIONS_LIMIT = 60;

/**
 * The options of lookup list `list` (names in the current language, sorted by the server), and
 * the props that show its loading and failure.
 */
function useLookupOptions(list: LookupListName) {
  const { t } = useTranslation();
  const query = useLookupList(list);
  return {
    data: (query.data ?? []).map((item) => ({ value: item.code, label: item.name })),
    disabled: query.isPending,
    loadError: query.isError ? t('lookup.failed') : undefined,
    nothingFoundMessage: t('lookup.nothingFound'),
    placeholder: query.isPending ? t('lookup.loading') : t('lookup.choose'),
  };
}

/** A searchable Select of a lookup list; the field's own error wins over a failed load. */
export function LookupSelect({ list, error, ...props }: Omit<SelectProps, 'data'> & { list: LookupListName }) {
  const { loadError, ...options } = useLookupOptions(list);
  return (
    <Select
      searchable
      limit={OPTIONS_LIMIT}
      comboboxProps={{ shadow: 'md' }}
      {...options}
      {...props}
      error={error ?? loadError}
    />
  );
}

/** A searchable MultiSelect of a lookup list (geographical or industry focus). */
export function LookupMultiSelect({
  list,
  error,
  ...props
}: Omit<MultiSelectProps, 'data'> & { list: LookupListName }) {
  const { loadError, placeholder, ...options } = useLookupOptions(list);
  const hasValue = Array.isArray(props.value) && props.value.length > 0;
  return (
    <MultiSelect
      searchable
      hidePickedOptions
      limit={OPTIONS_LIMIT}
      comboboxProps={{ shadow: 'md' }}
      {...options}
      placeholder={hasValue ? undefined : placeholder}
      {...props}
      error={error ?? loadError}
    />
  );
}
