import { Badge, Button, Group, List, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type BillingPeriod, planRank } from '@hissa/contracts/billing/catalog';
import type { Plan } from '@hissa/contracts/billing/subscriptions';
import { callEndpoint } from '../../../lib/api-client';
import { PlanQuoteEndpoint } from '@hissa/contracts/subscriptions-endpoints';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SALES_PATHS, SUBSCRIPTION_PATHS } from '../../../lib/routes';
import { useMySubscription, usePlanSubscribe, usePlans } from '../api/subscriptions-api';
import { Checkout } from '../components/checkout';
import { PendingPaymentAlert } from '../components/pending-payment-alert';
import classes from '../components/subscriptions.module.css';

/**
 * The plan step (/sp/sp-subscription-step; spec §2): Basic, Standard and Premium side by side
 * with a monthly / yearly toggle, their limits and prices (net of VAT, in SAR), the current plan
 * marked, and Platinum / customised as "Talk to sales" (the custom package request). Choosing a
 * higher plan opens the summary and checkout; Pay goes to the payment page. A lower plan is
 * scheduled on the plan page (/sp/plan/confirm).
 */
export function SubscriptionStepPage() {
  const { t } = useTranslation('subscriptions');
  useDocumentTitle(t('step.title'));
  const plans = usePlans();
  const mine = useMySubscription();
  const navigate = useNavigate();
  const subscribe = usePlanSubscribe();
  const [period, setPeriod] = useState<BillingPeriod>('yearly');
  const [chosen, setChosen] = useState<Plan['code'] | null>(null);
  if (plans.isError) return <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  if (!plans.data || !mine.data)
    return (
      <div className={classes.page}>
        <Skeleton height={420} radius="lg" />
      </div>
    );
  const current = mine.data.data;
  return (
    <div className={classes.page}>
      <PageTitle title={t('step.title')} subtitle={t('step.subtitle')} />
      {current.pendingPaymentReference && <PendingPaymentAlert reference={current.pendingPaymentReference} />}
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          value={period}
          onChange={(value) => setPeriod(value as BillingPeriod)}
          data={[
            { value: 'monthly', label: t('period.monthly') },
            { value: 'yearly', label: t('period.yearly') },
          ]}
          aria-label={t('step.periodLabel')}
        />
        <Text size="sm" c="dimmed">
          {t('step.vatNote', { rate: plans.data.data.vatRateBasisPoints / 100 })}
        </Text>
      </Group>
      <div className={classes.plans}>
        {plans.data.data.plans.map((plan) => (
          <PlanCard
            key={plan.code}
            plan={plan}
            period={period}
            currentCode={current.planCode}
            isChosen={chosen === plan.code}
            onChoose={() => setChosen(plan.code)}
          />
        ))}
        <SalesCard />
      </div>
      {chosen && (
        <Checkout
          selectionKey={`${chosen}-${period}`}
          quote={(couponCode) => callEndpoint(PlanQuoteEndpoint, { body: { planCode: chosen, period, couponCode } })}
          isPaying={subscribe.isPending}
          payError={subscribe.error}
          pay={(input) =>
            subscribe.mutate(
              { planCode: chosen, period, ...input },
              { onSuccess: (answer) => void navigate(answer.data.paymentPagePath) },
            )
          }
        />
      )}
    </div>
  );
}

function PlanCard({
  plan,
  period,
  currentCode,
  isChosen,
  onChoose,
}: {
  plan: Plan;
  period: BillingPeriod;
  currentCode: Plan['code'];
  isChosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('subscriptions');
  const { language } = useLanguage();
  const format = useFormatters();
  const isCurrent = plan.code === currentCode;
  const isLower = planRank(plan.code) < planRank(currentCode);
  const limit = (value: number | null, key: 'services' | 'projects') =>
    value === null ? t(`limits.${key}Unlimited`) : t(`limits.${key}`, { count: value, value: format.number(value) });
  const titleId = `plan-${plan.code}`;
  return (
    <section className={`${classes.plan} ${isChosen ? classes.selected : ''}`} aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id={titleId}>
          {language === 'ar' ? plan.nameAr : plan.nameEn}
        </Title>
        {isCurrent && <Badge variant="light">{t('step.current')}</Badge>}
      </Group>
      <Text className={classes.price}>{plan.code === 'basic' ? t('step.free') : format.sar(plan.prices[period])}</Text>
      <Text size="sm" c="dimmed">
        {plan.code === 'basic' ? t('step.forever') : t(`step.per.${period}`)}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>{limit(plan.limits.services, 'services')}</List.Item>
        <List.Item>{limit(plan.limits.projects, 'projects')}</List.Item>
      </List>
      <div className={classes.spacer} />
      {plan.code === 'basic' || isCurrent ? null : isLower ? (
        <Button component={Link} to={SUBSCRIPTION_PATHS.confirm} variant="default">
          {t('step.downgradeThere')}
        </Button>
      ) : (
        <Button onClick={onChoose} variant={isChosen ? 'filled' : 'light'}>
          {currentCode === 'basic' ? t('step.choose') : t('step.upgrade')}
        </Button>
      )}
    </section>
  );
}

function SalesCard() {
  const { t } = useTranslation('subscriptions');
  return (
    <section className={classes.plan} aria-labelledby="plan-platinum">
      <Title order={2} size="h3" id="plan-platinum">
        {t('step.platinum')}
      </Title>
      <Text size="sm">{t('step.platinumText')}</Text>
      <div className={classes.spacer} />
      <Stack gap={0}>
        <Button component={Link} to={SALES_PATHS.customPackage} variant="outline">
          {t('step.talkToSales')}
        </Button>
      </Stack>
    </section>
  );
}
