import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fintechProfilePath } from '@hissa/contracts/fintech/fintech-claims';
import type { FintechCompany, FintechRound } from '@hissa/contracts/fintech/fintech-directory';
import { DualDate } from '../../../components/dual-date';
import { roundDetailsPath } from '../fintech-paths';
import type { Currency } from '../hooks/use-screen';
import { Amount } from './amount';
import { SortableHeader } from './sortable-header';
import classes from './fintech.module.css';

type Sorting = {
  sort: { column: string; direction: 'asc' | 'desc' };
  onSort: (column: string, direction: 'asc' | 'desc') => void;
};

function DateCell({ iso }: { iso: string | null }) {
  return <Table.Td>{iso ? <DualDate iso={iso} /> : '—'}</Table.Td>;
}

/**
 * The basic search's results (decision 031): every listing field as a sortable column (company,
 * headquarters, category, status, stage, announced and funded dates, raised, total funding);
 * dates Gregorian and Hijri, amounts in the chosen currency. The table scrolls inside its box.
 */
export function CompaniesTable({
  rows,
  currency,
  ...sorting
}: { rows: FintechCompany[]; currency: Currency } & Sorting) {
  const { t } = useTranslation('fintech');
  const columns = ['name', 'country', 'category', 'status', 'stage', 'announced', 'funded', 'raised', 'total'] as const;
  return (
    <div className={classes.tableScroll}>
      <Table
        className={classes.table}
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t('screener.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <SortableHeader key={column} column={column} label={t(`columns.${column}`)} {...sorting} />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.fintechId}>
              <Table.Td>
                <Anchor component={Link} to={fintechProfilePath(row.fintechId)} fw={600}>
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {row.country.name}
                <Text size="xs" c="dimmed">
                  {row.city}
                </Text>
              </Table.Td>
              <Table.Td>{row.category.name}</Table.Td>
              <Table.Td>{row.status.name}</Table.Td>
              <Table.Td className={classes.nowrap}>{row.stage?.name ?? '—'}</Table.Td>
              <DateCell iso={row.announcedDate} />
              <DateCell iso={row.fundedDate} />
              <Table.Td className={classes.nowrap}>
                <Amount sar={row.raised} currency={currency} />
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                <Amount sar={row.totalFunding} currency={currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/**
 * The funding search's results: company, headquarters, category, stage, dates, amount (each
 * sortable) and the investors; each round links to its details.
 */
export function RoundsTable({
  rows,
  currency,
  sorting,
}: {
  rows: FintechRound[];
  currency: Currency;
  sorting?: Sorting;
}) {
  const { t } = useTranslation('fintech');
  const columns = ['name', 'country', 'category', 'stage', 'announced', 'funded', 'raised'] as const;
  return (
    <div className={classes.tableScroll}>
      <Table
        className={classes.table}
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t('screener.roundsTableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              sorting ? (
                <SortableHeader key={column} column={column} label={t(`columns.${column}`)} {...sorting} />
              ) : (
                <Table.Th key={column}>{t(`columns.${column}`)}</Table.Th>
              ),
            )}
            <Table.Th>{t('columns.investors')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.roundId}>
              <Table.Td>
                <Anchor component={Link} to={fintechProfilePath(row.fintechId)} fw={600}>
                  {row.companyName}
                </Anchor>
              </Table.Td>
              <Table.Td>{row.country.name}</Table.Td>
              <Table.Td>{row.category.name}</Table.Td>
              <Table.Td className={classes.nowrap}>
                <Anchor component={Link} to={roundDetailsPath(row.roundId)}>
                  {row.stage.name}
                </Anchor>
              </Table.Td>
              <DateCell iso={row.announcedDate} />
              <DateCell iso={row.fundedDate} />
              <Table.Td className={classes.nowrap}>
                <Amount sar={row.raised} currency={currency} />
              </Table.Td>
              <Table.Td>{row.investors.join(' · ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
