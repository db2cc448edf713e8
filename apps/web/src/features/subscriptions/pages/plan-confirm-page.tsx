import { Alert, Anchor, Button, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROVIDER_PLANS, planRank } from '@hissa/contracts/billing/catalog';
import type { ProviderPackageCode } from '@hissa/contracts/services-marketplace/provider-packages';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMySubscription, usePlanAutoRenew, usePlanDowngrade } from '../api/subscriptions-api';
import { PendingPaymentAlert } from '../components/pending-payment-alert';
import { SubscriptionCard } from '../components/subscription-card';
import classes from '../components/subscriptions.module.css';
import { SUBSCRIPTION_PATHS } from '../../../lib/routes';

/**
 * The provider's plan (/sp/plan/confirm; spec §2), where the payment page returns: what is active,
 * the renewal date, usage against the limits with what the public profile hides, and managing it:
 * cancel or resume auto-renewal, upgrade (the plan step), downgrade at the end of the period.
 */
export function PlanConfirmPage() {
  const { t } = useTranslation('subscriptions');
  const { language } = useLanguage();
  const format = useFormatters();
  useDocumentTitle(t('confirm.title'));
  const mine = useMySubscription();
  const autoRenew = usePlanAutoRenew();
  const downgrade = usePlanDowngrade();
  const [lower, setLower] = useState<string | null>(null);
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  if (!mine.data)
    return (
      <div className={classes.page}>
        <Skeleton height={320} radius="lg" />
      </div>
    );
  const status = mine.data.data;
  const name = (code: string) => {
    const plan = PROVIDER_PLANS[code as ProviderPackageCode];
    return language === 'ar' ? plan.nameAr : plan.nameEn;
  };
  const lowerPlans = Object.values(PROVIDER_PLANS).filter((plan) => planRank(plan.code) < planRank(status.planCode));
  const limit = (value: number | null) => (value === null ? t('limits.unlimited') : format.number(value));
  const hidden = status.hidden.services + status.hidden.projects;
  return (
    <div className={classes.page}>
      <PageTitle title={t('confirm.title')} subtitle={t('confirm.subtitle', { plan: name(status.planCode) })} />
      {status.subscription ? (
        <SubscriptionCard
          subscription={status.subscription}
          pendingPaymentReference={status.pendingPaymentReference}
          nextPlanName={status.subscription.nextPlanCode ? name(status.subscription.nextPlanCode) : null}
          autoRenew={autoRenew}
        >
          {status.planCode !== 'premium' && (
            <Button component={Link} to={SUBSCRIPTION_PATHS.step} variant="light">
              {t('confirm.upgrade')}
            </Button>
          )}
        </SubscriptionCard>
      ) : (
        <section className={classes.panel}>
          <Stack gap="sm" align="flex-start">
            <Text>{t('confirm.onBasic')}</Text>
            {status.pendingPaymentReference && <PendingPaymentAlert reference={status.pendingPaymentReference} />}
            <Button component={Link} to={SUBSCRIPTION_PATHS.step}>
              {t('confirm.seePlans')}
            </Button>
          </Stack>
        </section>
      )}
      <section className={classes.panel} aria-labelledby="usage-heading">
        <Stack gap="xs">
          <Title order={2} size="h4" id="usage-heading">
            {t('confirm.usage')}
          </Title>
          <Text size="sm">
            {t('confirm.servicesUsage', {
              used: format.number(status.usage.services),
              limit: limit(status.limits.services),
            })}
          </Text>
          <Text size="sm">
            {t('confirm.projectsUsage', {
              used: format.number(status.usage.projects),
              limit: limit(status.limits.projects),
            })}
          </Text>
          {hidden > 0 && (
            <Alert color="yellow">
              {t('confirm.hidden', {
                services: format.number(status.hidden.services),
                projects: format.number(status.hidden.projects),
              })}{' '}
              <Anchor component={Link} to={SUBSCRIPTION_PATHS.step}>
                {t('confirm.upgrade')}
              </Anchor>
            </Alert>
          )}
        </Stack>
      </section>
      {status.subscription && lowerPlans.length > 0 && (
        <section className={classes.panel} aria-labelledby="downgrade-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="downgrade-heading">
              {t('confirm.downgrade')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('confirm.downgradeText')}
            </Text>
            {downgrade.error && <Alert color="red">{downgrade.error.message}</Alert>}
            <Group align="flex-end" gap="sm">
              <Select
                label={t('confirm.lowerPlan')}
                data={lowerPlans.map((plan) => ({ value: plan.code, label: name(plan.code) }))}
                value={lower}
                onChange={setLower}
              />
              <Button
                variant="default"
                disabled={!lower}
                loading={downgrade.isPending}
                onClick={() => lower && downgrade.mutate({ planCode: lower as ProviderPackageCode })}
              >
                {t('confirm.schedule')}
              </Button>
            </Group>
          </Stack>
        </section>
      )}
    </div>
  );
}
