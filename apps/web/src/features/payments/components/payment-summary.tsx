import { Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PaymentDetail } from '@hissa/contracts/billing/payments';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import classes from './payments.module.css';

/**
 * A payment's order summary: the item in the page's language with quantity and unit price, then
 * subtotal, discount (when there is one), VAT at its rate and the total, all SAR through the
 * shared formatter.
 */
export function PaymentSummary({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const format = useFormatters();
  const { breakdown } = payment;
  const rows: [string, string, boolean?][] = [
    [t('page.subtotal'), format.sar(breakdown.subtotal)],
    ...(breakdown.discount !== '0.00'
      ? [[t('page.discount'), `− ${format.sar(breakdown.discount)}`] as [string, string]]
      : []),
    [t('page.vat', { rate: format.percent(String(breakdown.vatRateBasisPoints / 100)) }), format.sar(breakdown.vat)],
    [t('page.total'), format.sar(breakdown.total), true],
  ];
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('page.summary')}
      </Title>
      <Stack gap={2}>
        <Text fw={600}>{language === 'ar' ? payment.descriptionAr : payment.descriptionEn}</Text>
        <Text size="sm" c="dimmed">
          {t('page.quantity')}: {format.number(payment.line.quantity)} · {t('page.unitPrice')}:{' '}
          {format.sar(payment.line.unitPrice)}
        </Text>
      </Stack>
      <dl className={classes.totals}>
        {rows.map(([label, value, isTotal]) => (
          <div key={label} className={`${classes.totalRow} ${isTotal ? classes.grandTotal : ''}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}

/** The payment's status history, oldest first: each status, who moved it, when, and the note (a rejection's reason). */
export function PaymentTimeline({ events }: { events: PaymentDetail['events'] }) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  return (
    <Timeline bulletSize={14} lineWidth={2} active={events.length - 1}>
      {events.map((event) => (
        <Timeline.Item key={`${event.at}-${event.toStatus}`} title={t(`status.${event.toStatus}`)}>
          <Text size="xs" c="dimmed">
            {format.dateTime(event.at)} · {t(`source.${event.source}`)}
          </Text>
          {event.note && (
            <Text size="sm">
              <bdi>{event.note}</bdi>
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
