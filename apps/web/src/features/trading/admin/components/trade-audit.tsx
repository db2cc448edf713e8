import { Badge, Group, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../components/error-state';
import { useLanguage } from '../../../../i18n/use-language';
import { useTradeAudit } from '../api/get-trade-audit';

/** When, to the second, in the current language (Gregorian; an audit time is not a contract date). */
function useDateTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-SA-u-ca-gregory' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (iso: string) => format.format(new Date(iso));
}

/**
 * The audit trail of a trade, its bid and its offer (decision 004): who (role and user), when,
 * and the status before -> after, oldest first.
 */
export function TradeAudit({ tradeId }: { tradeId: number }) {
  const { t } = useTranslation('adminTrades');
  const { t: tTrading } = useTranslation('trading');
  const audit = useTradeAudit(tradeId);
  const when = useDateTime();
  const arrow = useLanguage().dir === 'rtl' ? '←' : '→';
  if (audit.isError) return <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />;
  if (!audit.data) return <Skeleton height={200} />;
  if (audit.data.length === 0) return <Text c="dimmed">{t('auditEmpty')}</Text>;
  const statusLabel = (kind: 'offer' | 'bid' | 'trade', status: string | null) => {
    if (status === null) return t('created');
    if (kind === 'trade') return tTrading(`status.trade.${status}` as 'status.trade.executed');
    if (kind === 'bid') return tTrading(`status.bid.${status}` as 'status.bid.open');
    return tTrading(`status.offer.${status}` as 'status.offer.open');
  };
  return (
    <Timeline bulletSize={14} lineWidth={2} active={audit.data.length}>
      {audit.data.map((entry) => (
        <Timeline.Item
          key={entry.id}
          title={
            <Group gap={6}>
              <Badge variant="light" color="gray" size="sm">
                {t(`entity.${entry.entityKind}`)} #{entry.entityId}
              </Badge>
              <Text size="sm" fw={600}>
                {statusLabel(entry.entityKind, entry.fromStatus)} {arrow}{' '}
                {statusLabel(entry.entityKind, entry.toStatus)}
              </Text>
            </Group>
          }
        >
          <Stack gap={0}>
            <Text size="sm">
              {entry.actorUserId === null
                ? t(`role.${entry.role}`)
                : t('actor', { role: t(`role.${entry.role}`), id: entry.actorUserId })}
            </Text>
            <Text size="xs" c="dimmed">
              <time dateTime={entry.at}>{when(entry.at)}</time>
            </Text>
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
