import { Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeView } from '@hissa/contracts/trading/trading-api';
import { DualDate } from '../../../components/dual-date';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { useCompanyName } from '../use-company-name';
import { usePersonName } from '../use-person-name';
import { TradeStatusBadges } from './status-badges';
import { ActionsHeader, NumericCell, TradingTable } from './trading-table';
import classes from './trading.module.css';
import surfaces from '../../../components/surfaces.module.css';

/**
 * Who looks at the trades: a party (their user id, null while it loads) sees whether they
 * bought or sold; the admin sees both parties (seller → buyer).
 */
type TradesViewer = { kind: 'party'; userId: number | null } | { kind: 'admin' };

/**
 * Trades as a table from 576 px and as cards on phones, one component for every trade list:
 * My Orders' closed trades, My Trades, the trading overview and the admin's review queue.
 * Each trade shows its company and number, the side (Bought / Sold) or the parties, quantity
 * (shares), price per share and value (SAR), the execution date in both calendars, the admin
 * and settlement statuses with the review note, and `renderActions` when given.
 */
export function TradesTable({
  trades,
  viewer,
  label,
  renderActions,
}: {
  trades: TradeView[];
  viewer: TradesViewer;
  /** Accessible name of the list. */
  label: string;
  renderActions?: (trade: TradeView) => ReactNode;
}) {
  const { t } = useTranslation('trading');
  const { dir } = useLanguage();
  const format = useFormatters();
  const companyName = useCompanyName();
  const personName = usePersonName();
  const isPhone = useMediaQuery('(max-width: 575px)');
  const arrow = dir === 'rtl' ? '←' : '→';
  const side = (trade: TradeView) => {
    if (viewer.kind === 'admin')
      return `${personName(trade.sellerName, trade.sellerNameAr)} ${arrow} ${personName(trade.buyerName, trade.buyerNameAr)}`;
    return trade.sellerId === viewer.userId ? t('myOrders.sold') : t('myOrders.bought');
  };
  const company = (trade: TradeView) => (
    <>
      <Text size="sm" fw={600} dir="auto">
        {companyName(trade)}
      </Text>
      <Text size="xs" c="dimmed">
        {t('tradeOf', { id: trade.id })}
      </Text>
    </>
  );
  const status = (trade: TradeView) => (
    <>
      <TradeStatusBadges trade={trade} />
      {trade.reviewNote && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('reviewNote', { note: trade.reviewNote })}
        </Text>
      )}
    </>
  );
  const executedAt = (trade: TradeView) => (
    <Text size="sm" component="div">
      <DualDate iso={trade.executedAt} />
    </Text>
  );

  if (isPhone)
    return (
      <ul className={surfaces.cardStack} aria-label={label}>
        {trades.map((trade) => (
          <li key={trade.id} className={`${classes.card} ${classes.cardBody}`} data-testid={`trade-${trade.id}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>{company(trade)}</div>
                <Text size="sm" fw={600} ta="end">
                  {side(trade)}
                </Text>
              </Group>
              <Text size="sm" className={classes.numeric}>
                {t('myOrders.shares', { value: format.number(trade.quantity) })} ·{' '}
                {t('myOrders.pricePerShare', { price: format.sar(trade.price) })}
              </Text>
              <Text size="sm" fw={600} className={classes.numeric}>
                {format.sar(trade.value)}
              </Text>
              {executedAt(trade)}
              <div>{status(trade)}</div>
              {renderActions?.(trade)}
            </Stack>
          </li>
        ))}
      </ul>
    );

  return (
    <TradingTable minWidth={renderActions ? 1120 : 900} label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.company')}</Table.Th>
          <Table.Th>{viewer.kind === 'admin' ? t('columns.parties') : t('columns.side')}</Table.Th>
          <Table.Th ta="end">{t('columns.quantity')}</Table.Th>
          <Table.Th ta="end">{t('columns.price')}</Table.Th>
          <Table.Th ta="end">{t('columns.value')}</Table.Th>
          <Table.Th>{t('columns.executedAt')}</Table.Th>
          <Table.Th miw={180}>{t('columns.status')}</Table.Th>
          {renderActions && <ActionsHeader />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {trades.map((trade) => (
          <Table.Tr key={trade.id} data-testid={`trade-${trade.id}`}>
            <Table.Td>{company(trade)}</Table.Td>
            <Table.Td>
              <Text size="sm">{side(trade)}</Text>
            </Table.Td>
            <NumericCell>{format.number(trade.quantity)}</NumericCell>
            <NumericCell>{format.sar(trade.price)}</NumericCell>
            <NumericCell>{format.sar(trade.value)}</NumericCell>
            <Table.Td>{executedAt(trade)}</Table.Td>
            <Table.Td>{status(trade)}</Table.Td>
            {renderActions && <Table.Td>{renderActions(trade)}</Table.Td>}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </TradingTable>
  );
}
