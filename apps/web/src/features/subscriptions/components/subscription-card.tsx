import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubscriptionRecord } from '@hissa/contracts/billing/subscriptions';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { PendingPaymentAlert } from './pending-payment-alert';
import classes from './subscriptions.module.css';

/**
 * A subscription (plan or media package): what is active, its period, start and end, the
 * renewal date (or the date it ends when auto-renewal is off), a scheduled change, a payment that
 * waits, and the button that cancels or resumes auto-renewal.
 */
export function SubscriptionCard({
  subscription,
  pendingPaymentReference,
  nextPlanName,
  autoRenew,
  children,
}: {
  subscription: SubscriptionRecord;
  pendingPaymentReference: string | null;
  nextPlanName: string | null;
  autoRenew: { isPending: boolean; error: Error | null; mutate: (value: boolean) => void };
  children?: React.ReactNode;
}) {
  const { t } = useTranslation('subscriptions');
  const { language } = useLanguage();
  const format = useFormatters();
  const date = (iso: string) => format.gregorianDate(iso.slice(0, 10));
  return (
    <section className={classes.panel} aria-labelledby="subscription-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="subscription-heading">
            {language === 'ar' ? subscription.planNameAr : subscription.planNameEn}
          </Title>
          <Badge color="green" variant="light">
            {t('confirm.active')}
          </Badge>
        </Group>
        <Text size="sm">
          {t(`period.${subscription.period}`)} · {t('confirm.since', { date: date(subscription.startDate) })}
        </Text>
        <Text fw={600}>
          {subscription.renewalDate
            ? t('confirm.renews', { date: date(subscription.renewalDate) })
            : t('confirm.ends', { date: date(subscription.endDate) })}
        </Text>
        {nextPlanName && (
          <Alert color="blue">{t('confirm.scheduled', { plan: nextPlanName, date: date(subscription.endDate) })}</Alert>
        )}
        {pendingPaymentReference && <PendingPaymentAlert reference={pendingPaymentReference} />}
        {autoRenew.error && <Alert color="red">{autoRenew.error.message}</Alert>}
        <Group gap="sm">
          <Button
            variant={subscription.autoRenew ? 'default' : 'filled'}
            loading={autoRenew.isPending}
            onClick={() => autoRenew.mutate(!subscription.autoRenew)}
          >
            {subscription.autoRenew ? t('confirm.cancel') : t('confirm.resume')}
          </Button>
          {children}
        </Group>
      </Stack>
    </section>
  );
}
