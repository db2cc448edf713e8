import { Button, Collapse, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAYMENT_METHODS,
  PAYMENT_REASON_MAX_LENGTH,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentSummary,
} from '@hissa/contracts/billing/payments';
import { showNotification } from '../../../lib/notify';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { LtrText } from '../../../components/ltr-text';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useAdminPayment,
  useConfirmTransfer,
  usePaymentQueue,
  useRefundPayment,
  useRejectReceipt,
  viewReceipt,
} from '../api/payments-api';
import { PaymentPages, PaymentRow, PaymentStatusFilter } from '../components/payment-list';
import { PaymentTimeline } from '../components/payment-summary';
import classes from '../components/payments.module.css';

/**
 * The admin's payments queue (/admin/payments): receipts waiting for review first (the default
 * filter), by status and method. Each payment: view the receipt, confirm a bank transfer, reject
 * a receipt with a reason (back to the payer), refund a paid payment, and its history.
 */
export function AdminPaymentsPage() {
  const { t } = useTranslation('payments');
  useDocumentTitle(t('admin.title'));
  const [status, setStatus] = useState<PaymentStatus | null>('receipt_submitted');
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [page, setPage] = useState(0);
  const queue = usePaymentQueue({ status: status ?? undefined, method: method ?? undefined, page });
  return (
    <Stack gap="lg">
      <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
      <Group gap="md" align="flex-end">
        <PaymentStatusFilter
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(0);
          }}
          w={240}
        />
        <Select
          label={t('admin.method')}
          placeholder={t('admin.allMethods')}
          data={PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
          value={method}
          onChange={(next) => {
            setMethod(next as PaymentMethod | null);
            setPage(0);
          }}
          clearable
          w={200}
        />
      </Group>
      <PaymentPages
        query={queue}
        page={page}
        onPageChange={setPage}
        emptyTitle={t('admin.empty')}
        emptyText={t('admin.emptyText')}
        gap="md"
      >
        {(row) => <QueueItem key={row.reference} payment={row} />}
      </PaymentPages>
    </Stack>
  );
}

type Dialog = 'confirm' | 'reject' | 'refund' | null;

/** One payment of the queue with the admin's actions (the server allows each only in its states). */
function QueueItem({ payment }: { payment: PaymentSummary }) {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reason, setReason] = useState('');
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  const [receiptError, setReceiptError] = useState<unknown>(null);
  const confirm = useConfirmTransfer();
  const reject = useRejectReceipt();
  const refund = useRefundPayment();
  const history = useAdminPayment(isHistoryOpen ? payment.reference : null);
  const total = format.sar(payment.total);
  const isOpenTransfer =
    payment.method === 'bank_transfer' &&
    (payment.status === 'awaiting_payment' || payment.status === 'receipt_submitted');
  const close = () => {
    setDialog(null);
    setReason('');
  };
  const done = (answer: { message: string }) => {
    close();
    showNotification({ color: 'green', message: answer.message });
  };
  return (
    <article className={classes.panel} aria-label={payment.reference}>
      <Stack gap="sm">
        <PaymentRow
          payment={payment}
          reference={
            <Text fw={600}>
              <LtrText>{payment.reference}</LtrText>
            </Text>
          }
          details={
            <>
              {t('admin.payer')}: <bdi>{payment.payerName}</bdi> · {t(`method.${payment.method}`)} ·{' '}
              {format.dateTime(payment.createdAt)}
              {payment.dueAt && payment.status === 'awaiting_payment'
                ? ` · ${t('admin.due', { date: format.gregorianDate(payment.dueAt) })}`
                : ''}
            </>
          }
        />
        {payment.statusReason && (
          <Text size="sm" c="dimmed">
            <bdi>{payment.statusReason}</bdi>
          </Text>
        )}
        {Boolean(receiptError) && <ErrorState error={receiptError} />}
        <Group gap="xs" justify="flex-end">
          <Button variant="subtle" size="compact-sm" onClick={() => setIsHistoryOpen((open) => !open)}>
            {t('admin.history')}
          </Button>
          {payment.hasReceipt && (
            <Button
              variant="default"
              size="compact-sm"
              leftSection={<IconFileInvoice size={16} />}
              onClick={() => viewReceipt(payment.reference).catch(setReceiptError)}
            >
              {t('admin.viewReceipt')}
            </Button>
          )}
          {payment.status === 'receipt_submitted' && (
            <Button variant="light" color="orange" size="compact-sm" onClick={() => setDialog('reject')}>
              {t('admin.reject')}
            </Button>
          )}
          {isOpenTransfer && (
            <Button size="compact-sm" onClick={() => setDialog('confirm')}>
              {t('admin.confirm')}
            </Button>
          )}
          {payment.status === 'paid' && (
            <Button variant="light" color="grape" size="compact-sm" onClick={() => setDialog('refund')}>
              {t('admin.refund')}
            </Button>
          )}
        </Group>
        <Collapse expanded={isHistoryOpen}>
          {history.data ? <PaymentTimeline events={history.data.data.events} /> : null}
        </Collapse>
      </Stack>
      <ConfirmDialog
        opened={dialog === 'confirm'}
        title={t('admin.confirmTitle')}
        body={t('admin.confirmText', { total, reference: payment.reference })}
        confirmLabel={t('admin.confirm')}
        color="teal"
        isPending={confirm.isPending}
        error={confirm.error}
        onClose={close}
        onConfirm={() => confirm.mutate(payment.reference, { onSuccess: done })}
      />
      <ConfirmDialog
        opened={dialog === 'reject'}
        title={t('admin.rejectTitle')}
        body={payment.reference}
        confirmLabel={t('admin.reject')}
        color="orange"
        isPending={reject.isPending}
        error={reject.error}
        onClose={close}
        onConfirm={() => reject.mutate({ reference: payment.reference, reason }, { onSuccess: done })}
      >
        <Textarea
          label={t('admin.reason')}
          placeholder={t('admin.reasonPlaceholder')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={PAYMENT_REASON_MAX_LENGTH}
          required
          autosize
          minRows={2}
          data-autofocus
        />
      </ConfirmDialog>
      <ConfirmDialog
        opened={dialog === 'refund'}
        title={t('admin.refundTitle', { total })}
        body={payment.method === 'card' ? t('admin.refundCard') : t('admin.refundBank')}
        confirmLabel={t('admin.refund')}
        color="grape"
        isPending={refund.isPending}
        error={refund.error}
        onClose={close}
        onConfirm={() => refund.mutate({ reference: payment.reference, reason }, { onSuccess: done })}
      >
        <Textarea
          label={t('admin.refundReason')}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          maxLength={PAYMENT_REASON_MAX_LENGTH}
          autosize
          minRows={2}
        />
      </ConfirmDialog>
    </article>
  );
}
