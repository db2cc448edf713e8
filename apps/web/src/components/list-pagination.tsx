import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/formatting';

const CONTROL_LABELS = {
  first: 'pagination.first',
  previous: 'pagination.previous',
  next: 'pagination.next',
  last: 'pagination.last',
} as const;

/**
 * The pages of a list: `page` is 1-based of `totalPages`; nothing shows for a single page. Page
 * numbers follow the digit preference, every control has a name in both languages and the
 * current page is marked aria-current. `label` names the navigation landmark.
 */
export function ListPagination({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (totalPages <= 1) return null;
  return (
    <Group component="nav" aria-label={label} justify="center">
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({
          children: format.number(item),
          'aria-label': t('pagination.page', { page: format.number(item) }),
          'aria-current': item === page ? 'page' : undefined,
        })}
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
      />
    </Group>
  );
}
