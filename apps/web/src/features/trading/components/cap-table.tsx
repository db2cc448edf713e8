import { Group, Progress, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { StatGrid } from '../../../components/stat-grid';
import { useFormatters } from '../../../lib/formatting';
import { useCapTable } from '../api/get-cap-table';
import classes from './trading.module.css';
import surfaces from '../../../components/surfaces.module.css';

/**
 * Capital structure and shareholders overview (UserShareholdingsEndpoint, decision 004) for signed-in
 * traders: the holdings recorded on the platform (user-shareholdings/company/{id}) with each
 * holder's shares and ownership (one decimal) of the company's published total shares when known
 * (decision 033), the holder's own line marked "You"; when the platform records only part of
 * the register, it says so.
 */
export function CapTableSection({ companyId, currentUserId }: { companyId: number; currentUserId: number | null }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const capTable = useCapTable(companyId, true);

  let content;
  if (capTable.isError) content = <ErrorState error={capTable.error} onRetry={() => void capTable.refetch()} />;
  else if (!capTable.data) content = <Skeleton height={160} />;
  else if (capTable.data.holdings.length === 0) content = <Text c="dimmed">{t('capTable.empty')}</Text>;
  else {
    const holdings = [...capTable.data.holdings].sort((a, b) => b.shares - a.shares);
    const largest = holdings[0];
    const recorded = capTable.data.totalShares;
    const companyTotal = capTable.data.companyTotalShares;
    content = (
      <Stack gap="md">
        <StatGrid
          cols={{ base: 1, xs: 3 }}
          stats={[
            companyTotal === null
              ? { key: 'totalShares', label: t('capTable.totalShares'), value: format.number(recorded) }
              : {
                  key: 'totalShares',
                  label: t('capTable.companyTotal'),
                  value: format.number(companyTotal),
                  note: t('capTable.onPlatform', {
                    recorded: format.number(recorded),
                    total: format.number(companyTotal),
                    percent: format.percent(((recorded * 100) / companyTotal).toFixed(1)),
                  }),
                },
            { key: 'shareholders', label: t('capTable.shareholders'), value: format.number(holdings.length) },
            {
              key: 'largest',
              label: t('capTable.largest'),
              value: largest ? format.percent(largest.ownershipPercent) : '—',
            },
          ]}
        />
        {companyTotal !== null && recorded < companyTotal && (
          <Text size="sm" c="dimmed" data-testid="partial-register">
            {t('capTable.partialRegister', { total: format.number(companyTotal) })}
          </Text>
        )}
        <div className={surfaces.tableCard}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-labelledby="cap-table-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.shareholder')}</Table.Th>
                <Table.Th ta="end">{t('columns.shares')}</Table.Th>
                <Table.Th ta="end">{t('columns.ownership')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {holdings.map((holding) => (
                <Table.Tr key={holding.userId}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={500} dir="auto">
                        {holding.name}
                      </Text>
                      {holding.userId === currentUserId && (
                        <Text size="xs" c="brand.7" fw={600}>
                          ({t('capTable.you')})
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="end" className={classes.numeric}>
                    {format.number(holding.shares)}
                  </Table.Td>
                  <Table.Td ta="end">
                    <Stack gap={4} align="flex-end">
                      <Text size="sm" className={classes.numeric}>
                        {format.percent(holding.ownershipPercent)}
                      </Text>
                      <Progress value={Number(holding.ownershipPercent)} w={96} size="sm" aria-hidden="true" />
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="cap-table-title">
      <Title order={2} size="h3" id="cap-table-title">
        {t('capTable.title')}
      </Title>
      {content}
    </Stack>
  );
}
