import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyCompany } from '@hissa/contracts/trading/trading-api';
import { DualDate } from '../../../components/dual-date';
import { useFormatters } from '../../../lib/formatting';
import { useCompanyName } from '../use-company-name';
import { useOrderBookPath } from '../use-trader';
import { ActionsHeader, NumericCell, TradingTable } from './trading-table';
import classes from './trading.module.css';
import surfaces from '../../../components/surfaces.module.css';

/**
 * My Companies (MyCompaniesEndpoint, trading sub-area): per company the shares I hold, those
 * reserved by my open offers and pending trades, my ownership of the shares recorded on the
 * platform, the last settled price (SAR, with its date in both calendars) and my holding's value at
 * it, and a link to the company's order book. A table from 576 px, cards on phones.
 */
export function MyCompaniesTable({ companies, labelledBy }: { companies: MyCompany[]; labelledBy: string }) {
  const { t } = useTranslation('trading');
  const format = useFormatters();
  const companyName = useCompanyName();
  const orderBookPath = useOrderBookPath();
  const isPhone = useMediaQuery('(max-width: 575px)');
  const lastPrice = (company: MyCompany) =>
    company.lastTradedPrice === null ? (
      <Text size="sm" c="dimmed" component="span">
        {t('myCompanies.notTraded')}
      </Text>
    ) : (
      <Stack gap={0} align="flex-end">
        <Text size="sm" className={classes.numeric} component="span">
          {format.sar(company.lastTradedPrice)}
        </Text>
        {company.lastTradedAt && (
          <Text size="xs" c="dimmed" component="div">
            <DualDate iso={company.lastTradedAt} />
          </Text>
        )}
      </Stack>
    );
  const value = (company: MyCompany) => (company.holdingValue === null ? '—' : format.sar(company.holdingValue));
  const orderBookLink = (company: MyCompany) => (
    <Button
      component={Link}
      to={orderBookPath(company.companyId)}
      size="xs"
      variant="light"
      aria-label={t('myOrders.viewOrderBookOf', { name: companyName(company) })}
    >
      {t('myOrders.viewOrderBook')}
    </Button>
  );

  if (isPhone)
    return (
      <ul className={surfaces.cardStack} aria-labelledby={labelledBy}>
        {companies.map((company) => (
          <li
            key={company.companyId}
            className={`${classes.card} ${classes.cardBody}`}
            data-testid={`my-company-${company.companyId}`}
          >
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} dir="auto">
                  {companyName(company)}
                </Text>
                <Stack gap={0} align="flex-end">
                  <Text size="xs" c="dimmed">
                    {t('columns.ownership')}
                  </Text>
                  <Text size="sm" fw={600} className={classes.numeric}>
                    {format.percent(company.ownershipPercent)}
                  </Text>
                </Stack>
              </Group>
              <Text size="sm" className={classes.numeric}>
                {t('columns.sharesHeld')}: {format.number(company.shares)} · {t('columns.reserved')}:{' '}
                {format.number(company.reservedShares)}
              </Text>
              <div>
                <Text size="sm">
                  {t('columns.lastPrice')}:{' '}
                  {company.lastTradedPrice === null ? (
                    <Text span size="sm" c="dimmed">
                      {t('myCompanies.notTraded')}
                    </Text>
                  ) : (
                    <span className={classes.numeric}>{format.sar(company.lastTradedPrice)}</span>
                  )}
                </Text>
                {company.lastTradedAt && (
                  <Text size="xs" c="dimmed" component="div">
                    <DualDate iso={company.lastTradedAt} />
                  </Text>
                )}
              </div>
              <Text size="sm" className={classes.numeric}>
                {t('columns.holdingValue')}: <strong>{value(company)}</strong>
              </Text>
              <Group justify="flex-end">{orderBookLink(company)}</Group>
            </Stack>
          </li>
        ))}
      </ul>
    );

  return (
    <TradingTable minWidth={900} labelledBy={labelledBy}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.company')}</Table.Th>
          <Table.Th ta="end">{t('columns.sharesHeld')}</Table.Th>
          <Table.Th ta="end">{t('columns.reserved')}</Table.Th>
          <Table.Th ta="end">{t('columns.ownership')}</Table.Th>
          <Table.Th ta="end">{t('columns.lastPrice')}</Table.Th>
          <Table.Th ta="end">{t('columns.holdingValue')}</Table.Th>
          <ActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {companies.map((company) => (
          <Table.Tr key={company.companyId} data-testid={`my-company-${company.companyId}`}>
            <Table.Td fw={600} dir="auto">
              {companyName(company)}
            </Table.Td>
            <NumericCell>{format.number(company.shares)}</NumericCell>
            <NumericCell>{format.number(company.reservedShares)}</NumericCell>
            <NumericCell>{format.percent(company.ownershipPercent)}</NumericCell>
            <Table.Td ta="end">{lastPrice(company)}</Table.Td>
            <NumericCell isStrong>{value(company)}</NumericCell>
            <Table.Td ta="end">{orderBookLink(company)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TradingTable>
  );
}
