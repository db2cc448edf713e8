import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './fintech.module.css';

/**
 * A column header that sorts the screen by its column: a button (named "Sort by …"), the arrow of
 * the current direction, and aria-sort on the header cell. A first click sorts names A–Z and
 * figures largest first; a second click turns it.
 */
export function SortableHeader({
  column,
  label,
  sort,
  onSort,
}: {
  column: string;
  label: string;
  sort: { column: string; direction: 'asc' | 'desc' };
  onSort: (column: string, direction: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation('fintech');
  const isActive = sort.column === column;
  const firstDirection = column === 'name' || column === 'country' || column === 'category' ? 'asc' : 'desc';
  const next = isActive ? (sort.direction === 'asc' ? 'desc' : 'asc') : firstDirection;
  const Icon = !isActive ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={isActive ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(column, next)}
        aria-label={t('screener.sortBy', { column: label })}
        fw={700}
        fz="sm"
        className={classes.sortButton}
      >
        {label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
