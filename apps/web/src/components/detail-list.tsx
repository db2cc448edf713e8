import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './detail-list.module.css';

/** One row of a DetailList; rows whose `value` is null, undefined or '' are left out. */
export interface DetailItem {
  label: string;
  value: ReactNode;
}

function hasValue(item: DetailItem): boolean {
  return item.value !== null && item.value !== undefined && item.value !== '' && item.value !== false;
}

/**
 * Label / value pairs of a profile as a description list: `columns` 2 (default) puts two pairs
 * side by side from tablet width up, 1 keeps one column (for narrow side panels). Empty rows
 * are left out; when every row is empty a single "No details provided yet" line stands instead.
 */
export function DetailList({ items, columns = 2 }: { items: DetailItem[]; columns?: 1 | 2 }) {
  const { t } = useTranslation();
  const filled = items.filter(hasValue);
  if (filled.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="xs">
        {t('common.noDetails')}
      </Text>
    );
  }
  return (
    <dl className={classes.list} data-columns={columns}>
      {filled.map((item) => (
        <div key={item.label} className={classes.row}>
          <Text component="dt" size="sm" c="dimmed" className={classes.label}>
            {item.label}
          </Text>
          <Text component="dd" className={classes.value}>
            {typeof item.value === 'string' ? (
              // Free text may be in either language (a Latin address on an Arabic page): isolate it.
              <bdi>{item.value}</bdi>
            ) : (
              item.value
            )}
          </Text>
        </div>
      ))}
    </dl>
  );
}
