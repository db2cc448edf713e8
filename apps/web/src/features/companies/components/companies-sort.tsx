import { Group, Select, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isCompanySort, type CompanySort } from '../hooks/use-company-filters';

/** The companies list's sort choice (default, name, newest, paid-up capital), labelled inline. */
export function CompaniesSort({ value, onChange }: { value: CompanySort; onChange: (sort: CompanySort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm" c="dimmed">
        {t('companies.sortLabel')}
      </Text>
      <Select
        id={id}
        size="sm"
        w={210}
        data={[
          { value: 'default', label: t('companies.sortDefault') },
          { value: 'name', label: t('companies.sortName') },
          { value: 'newest', label: t('companies.sortNewest') },
          { value: 'capital', label: t('companies.sortCapital') },
        ]}
        value={value}
        onChange={(sort) => {
          if (isCompanySort(sort)) onChange(sort);
        }}
        allowDeselect={false}
        comboboxProps={{ shadow: 'md' }}
      />
    </Group>
  );
}
