import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PaymentDetail } from '@hissa/contracts/billing/payments';
import { showNotification } from '../../../lib/notify';
import { ApiError } from '../../../lib/api-client';
import { BackLink } from '../../../components/back-link';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { NotFoundState } from '../../../components/not-found-state';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCancelPayment, useMyPayment } from '../api/payments-api';
import { HowToPay } from '../components/how-to-pay';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { PaymentSummary, PaymentTimeline } from '../components/payment-summary';
import classes from '../components/payments.module.css';
import { PAYMENT_PATHS } from '../../../lib/routes';

/** What the payer reads once nothing is left to do, by status (awaiting payment shows how to pay instead). */
const OUTCOME_COLORS = { receipt_submitted: 'blue', paid: 'teal', failed: 'red', cancelled: 'gray', refunded: 'grape' };
const OUTCOME_KEYS = {
  receipt_submitted: 'page.underReview',
  paid: 'page.paidText',
  failed: 'page.failedText',
  cancelled: 'page.cancelledText',
  refunded: 'page.refundedText',
} as const;

/**
 * The payment page (contracts PAYMENT_PAGE_PATH, /billing/payments/:reference), where every
 * purchase sends the payer: the order summary, how to pay while awaiting payment (card, or bank
 * transfer with the receipt upload), the outcome otherwise, the status history and "Cancel
 * payment" while unpaid. The card gateway's return lands here after the server re-read it.
 */
export function PaymentPage() {
  const { t } = useTranslation('payments');
  const reference = useParams().reference ?? '';
  const payment = useMyPayment(reference);
  useDocumentTitle(t('page.title', { reference }));
  if (payment.isError) {
    return payment.error instanceof ApiError && (payment.error.isNotFound || payment.error.status === 400) ? (
      <div className={classes.page}>
        <NotFoundState
          title={t('page.title', { reference })}
          description={t('page.notFound')}
          browseLabel={t('page.back')}
          browseTo={PAYMENT_PATHS.myPayments}
        />
      </div>
    ) : (
      <div className={classes.page}>
        <ErrorState error={payment.error} onRetry={() => void payment.refetch()} />
      </div>
    );
  }
  return (
    <div className={classes.page}>
      <BackLink to={PAYMENT_PATHS.myPayments}>{t('page.back')}</BackLink>
      {payment.data ? <PaymentView payment={payment.data.data} /> : <Skeleton height={420} radius="lg" />}
    </div>
  );
}

/** The loaded payment page. */
function PaymentView({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const format = useFormatters();
  const cancel = useCancelPayment();
  const [isCancelOpen, setIsCancelOpen] = useState(false);
  const outcome = payment.status === 'awaiting_payment' ? undefined : payment.status;
  // beside the summary once paid or closed; under it while "How to pay" takes the side
  const history = (
    <section className={classes.panel} aria-label={t('page.timeline')}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('page.timeline')}
        </Title>
        <PaymentTimeline events={payment.events} />
      </Stack>
    </section>
  );
  return (
    <Stack gap="lg">
      <div className={classes.header}>
        <Stack gap={4}>
          <Title order={1}>
            {t('page.title', { reference: '' })}
            <span className={classes.noWrap}>
              <LtrText>{payment.reference}</LtrText>
            </span>
          </Title>
          <Text c="dimmed">
            {language === 'ar' ? payment.descriptionAr : payment.descriptionEn} ·{' '}
            {t('page.createdOn', { date: format.gregorianDate(payment.createdAt) })}
          </Text>
        </Stack>
        <PaymentStatusBadge status={payment.status} />
      </div>
      {outcome && (
        <Alert color={OUTCOME_COLORS[outcome]} role="status">
          {t(OUTCOME_KEYS[outcome])}
          {payment.paidAt && outcome === 'paid' && ` ${t('page.paidOn', { date: format.dateTime(payment.paidAt) })}`}
          {payment.statusReason && outcome === 'failed' && (
            <>
              {' '}
              <bdi>{payment.statusReason}</bdi>
            </>
          )}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <section className={classes.panel}>
            <PaymentSummary payment={payment} />
          </section>
          {!outcome && history}
        </Stack>
        {outcome ? (
          history
        ) : (
          <section className={classes.panel}>
            <HowToPay payment={payment} />
          </section>
        )}
      </SimpleGrid>
      {payment.actions.includes('cancel') && (
        <Group justify="flex-end">
          <Button variant="subtle" color="red" onClick={() => setIsCancelOpen(true)}>
            {t('page.cancel')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={isCancelOpen}
        title={t('page.cancelTitle')}
        body={t('page.cancelText')}
        confirmLabel={t('page.cancelConfirm')}
        isPending={cancel.isPending}
        error={cancel.error}
        onClose={() => setIsCancelOpen(false)}
        onConfirm={() =>
          cancel.mutate(payment.reference, {
            onSuccess: (answer) => {
              setIsCancelOpen(false);
              showNotification({ color: 'green', message: answer.message });
            },
          })
        }
      />
    </Stack>
  );
}
