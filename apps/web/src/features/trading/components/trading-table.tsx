import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './trading.module.css';
import surfaces from '../../../components/surfaces.module.css';

/**
 * The frame of every trading table from 576 px (offers, trades, my companies): a bordered card
 * that scrolls sideways below `minWidth` (px), named by `labelledBy` (a heading's id) or `label`.
 */
export function TradingTable({
  minWidth,
  labelledBy,
  label,
  children,
}: {
  minWidth: number;
  labelledBy?: string;
  label?: string;
  children: ReactNode;
}) {
  return (
    <div className={surfaces.tableCard}>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-labelledby={labelledBy}
          aria-label={label}
        >
          {children}
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/** A table cell of shares, prices or values: aligned to the end, tabular figures; `isStrong` in bold. */
export function NumericCell({ children, isStrong = false }: { children: ReactNode; isStrong?: boolean }) {
  return (
    <Table.Td ta="end" fw={isStrong ? 600 : undefined} className={classes.numeric}>
      {children}
    </Table.Td>
  );
}

/** The header of a table's actions column: named for screen readers, blank on screen. */
export function ActionsHeader() {
  const { t } = useTranslation('trading');
  return (
    <Table.Th ta="end">
      <span className="visually-hidden">{t('columns.actions')}</span>
    </Table.Th>
  );
}
