import { Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TradeView } from '@hissa/contracts/trading/trading-api';
import { DualDate } from '../../../components/dual-date';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { TradeStatusBadges } from './status-badges';
import classes from './trading.module.css';

/**
 * Trades of the signed-in user (My Orders "closed trades", My Trades): company, bought or sold,
 * quantity, price, value, execution date in both calendars and the admin and settlement
 * statuses as badges. A table from 576 px, cards on phones.
 */
export function ClosedTrades({ trades, userId }: { trades: TradeView[]; userId: number | null }) {
  const { t } = useTranslation('trading');
  const { language } = useLanguage();
  const format = useFormatters();
  const isPhone = useMediaQuery('(max-width: 575px)');
  const name = (trade: TradeView) => (language === 'ar' ? trade.companyNameAr || trade.companyNameEn : trade.companyNameEn);
  const side = (trade: TradeView) => (trade.sellerId === userId ? t('myOrders.sold') : t('myOrders.bought'));

  if (isPhone)
    return (
      <ul className={classes.cardList} aria-label={t('myOrders.tradesTab')}>
        {trades.map((trade) => (
          <li key={trade.id} className={`${classes.card} ${classes.cardBody}`}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600} dir="auto">
                  {name(trade)}
                </Text>
                <Text size="sm" fw={600}>
                  {side(trade)}
                </Text>
              </Group>
              <Text size="sm" className={classes.numeric}>
                {t('myOrders.shares', { value: format.number(trade.quantity) })} · {t('myOrders.pricePerShare', { price: format.sar(trade.price) })}
              </Text>
              <Text size="sm" fw={600} className={classes.numeric}>
                {format.sar(trade.value)}
              </Text>
              <Text size="sm" c="dimmed" component="div">
                <DualDate iso={trade.executedAt} />
              </Text>
              <TradeStatusBadges trade={trade} />
            </Stack>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={classes.tableCard}>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.company')}</Table.Th>
              <Table.Th>{t('columns.side')}</Table.Th>
              <Table.Th ta="end">{t('columns.quantity')}</Table.Th>
              <Table.Th ta="end">{t('columns.price')}</Table.Th>
              <Table.Th ta="end">{t('columns.value')}</Table.Th>
              <Table.Th>{t('columns.executedAt')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {trades.map((trade) => (
              <Table.Tr key={trade.id}>
                <Table.Td fw={600} dir="auto">
                  {name(trade)}
                </Table.Td>
                <Table.Td>{side(trade)}</Table.Td>
                <Table.Td ta="end" className={classes.numeric}>
                  {format.number(trade.quantity)}
                </Table.Td>
                <Table.Td ta="end" className={classes.numeric}>
                  {format.sar(trade.price)}
                </Table.Td>
                <Table.Td ta="end" className={classes.numeric}>
                  {format.sar(trade.value)}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" component="div">
                    <DualDate iso={trade.executedAt} />
                  </Text>
                </Table.Td>
                <Table.Td>
                  <TradeStatusBadges trade={trade} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
