import { Button, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, REQUEST_TYPES, type RequestStatus, type RequestType } from '@hissa/contracts/requests';
import { isOneOf } from '../../../lib/url-filters';
import classes from './requests.module.css';

/** What the filter bar edits: the typed text (debounced by the page), type and status. */
export type RequestFilterValues = { search: string; type: RequestType | ''; status: RequestStatus | '' };

/**
 * Search and filters of a request list (SearchMyRequestsEndpoint / SearchOtherRequestsEndpoint):
 * text in title and message, type, status, and a reset button while any is set.
 */
export function RequestFilters({
  values,
  onChange,
}: {
  values: RequestFilterValues;
  onChange: (values: RequestFilterValues) => void;
}) {
  const { t } = useTranslation('requests');
  const isFiltered = values.search !== '' || values.type !== '' || values.status !== '';
  return (
    <div role="search" aria-label={t('filters.label')} className={classes.filters}>
      <TextInput
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.currentTarget.value })}
        type="search"
      />
      <Select
        label={t('filters.type')}
        data={[
          { value: '', label: t('filters.allTypes') },
          ...REQUEST_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
        value={values.type}
        onChange={(value) => onChange({ ...values, type: isOneOf(REQUEST_TYPES, value) ? value : '' })}
        allowDeselect={false}
      />
      <Select
        label={t('filters.status')}
        data={[
          { value: '', label: t('filters.allStatuses') },
          ...REQUEST_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
        ]}
        value={values.status}
        onChange={(value) => onChange({ ...values, status: isOneOf(REQUEST_STATUSES, value) ? value : '' })}
        allowDeselect={false}
      />
      <Button variant="subtle" onClick={() => onChange({ search: '', type: '', status: '' })} disabled={!isFiltered}>
        {t('filters.reset')}
      </Button>
    </div>
  );
}
