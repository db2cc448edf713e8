import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/formatting';
import classes from './investors.module.css';
import surfaces from '../../../components/surfaces.module.css';

/** A previous investment as listed: the company named, ownership percentage (decimal string) and date. */
type ListedInvestment = {
  key: string | number;
  companyName: string;
  ownershipPercentage: string;
  ownershipDate: string;
};

/**
 * Previous investments (contracts investors.ts PreviousInvestmentSchema: company name, ownership, ownership date) as a
 * table, ownership with one decimal; `renderActions` adds a last column (the profile editor's
 * edit and delete). The table scrolls sideways on narrow screens.
 */
export function PreviousInvestmentsTable({
  investments,
  caption,
  renderActions,
}: {
  investments: ListedInvestment[];
  caption: string;
  renderActions?: (key: ListedInvestment['key']) => ReactNode;
}) {
  const { t } = useTranslation('investors');
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={renderActions ? 520 : 420}>
      <Table verticalSpacing="xs" className={surfaces.dataTable}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('investments.company')}</Table.Th>
            <Table.Th scope="col">{t('investments.ownership')}</Table.Th>
            <Table.Th scope="col">{t('investments.date')}</Table.Th>
            {renderActions && <Table.Th scope="col">{t('investments.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {investments.map((investment) => (
            <Table.Tr key={investment.key}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  <bdi>{investment.companyName}</bdi>
                </Text>
              </Table.Td>
              <Table.Td className={classes.numeric}>{format.percent(investment.ownershipPercentage)}</Table.Td>
              <Table.Td className={classes.numeric}>{format.gregorianDate(investment.ownershipDate)}</Table.Td>
              {renderActions && <Table.Td>{renderActions(investment.key)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** My previous investments, read only: the table, or a sentence while there are none. */
export function MyPreviousInvestments({
  investments,
}: {
  investments: { investmentId: number; companyName: string; ownershipPercentage: string; ownershipDate: string }[];
}) {
  const { t } = useTranslation('investors');
  if (investments.length === 0) return <Text c="dimmed">{t('investments.noneYet')}</Text>;
  return (
    <PreviousInvestmentsTable
      caption={t('investments.mine')}
      investments={investments.map((investment) => ({ key: investment.investmentId, ...investment }))}
    />
  );
}
