import { Button, List, Skeleton, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MediaQuoteEndpoint } from '@hissa/contracts/subscriptions-endpoints';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useMediaAutoRenew,
  useMediaPackages,
  useMediaSubscribe,
  useMyMediaSubscription,
} from '../api/subscriptions-api';
import { Checkout } from '../components/checkout';
import { SubscriptionCard } from '../components/subscription-card';
import classes from '../components/subscriptions.module.css';

/**
 * A company's media packages (/dashboard/company/media-packages; spec §9): the active package with its
 * renewal and cancel / resume, or the three monthly packages side by side (price net of VAT,
 * pieces a quarter); choosing one opens the summary and checkout, Pay goes to the payment page.
 */
export function MediaPackagesPage() {
  const { t } = useTranslation('subscriptions');
  const { language } = useLanguage();
  const format = useFormatters();
  useDocumentTitle(t('media.title'));
  const packages = useMediaPackages();
  const mine = useMyMediaSubscription();
  const subscribe = useMediaSubscribe();
  const autoRenew = useMediaAutoRenew();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  if (packages.isError) return <ErrorState error={packages.error} onRetry={() => void packages.refetch()} />;
  if (mine.isError) return <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />;
  if (!packages.data || !mine.data)
    return (
      <div className={classes.page}>
        <Skeleton height={320} radius="lg" />
      </div>
    );
  const { subscription, pendingPaymentReference } = mine.data.data;
  return (
    <div className={classes.page}>
      <PageTitle title={t('media.title')} subtitle={t('media.subtitle')} />
      {subscription ? (
        <SubscriptionCard
          subscription={subscription}
          pendingPaymentReference={pendingPaymentReference}
          nextPlanName={null}
          autoRenew={autoRenew}
        />
      ) : (
        <>
          <div className={classes.plans}>
            {packages.data.data.packages.map((item) => (
              <section
                key={item.code}
                className={`${classes.plan} ${chosen === item.code ? classes.selected : ''}`}
                aria-labelledby={`media-${item.code}`}
              >
                <Title order={2} size="h3" id={`media-${item.code}`}>
                  {language === 'ar' ? item.nameAr : item.nameEn}
                </Title>
                <Text className={classes.price}>{format.sar(item.price)}</Text>
                <Text size="sm" c="dimmed">
                  {t('step.per.monthly')}
                </Text>
                <List size="sm" spacing={4}>
                  <List.Item>
                    {t('media.pieces', { count: item.piecesPerQuarter, value: format.number(item.piecesPerQuarter) })}
                  </List.Item>
                  <List.Item>{t('media.pressReleases')}</List.Item>
                </List>
                <div className={classes.spacer} />
                <Button onClick={() => setChosen(item.code)} variant={chosen === item.code ? 'filled' : 'light'}>
                  {t('step.choose')}
                </Button>
              </section>
            ))}
          </div>
          {chosen && (
            <Checkout
              selectionKey={chosen}
              quote={(couponCode) => callEndpoint(MediaQuoteEndpoint, { body: { packageCode: chosen, couponCode } })}
              isPaying={subscribe.isPending}
              payError={subscribe.error}
              pay={(input) =>
                subscribe.mutate(
                  { packageCode: chosen, ...input },
                  { onSuccess: (answer) => void navigate(answer.data.paymentPagePath) },
                )
              }
            />
          )}
        </>
      )}
    </div>
  );
}
