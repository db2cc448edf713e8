import { Select, Stack, Text, type SelectProps } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, type PaymentStatus, type PaymentSummary } from '@hissa/contracts/billing/payments';
import { EmptyState } from '../../../components/empty-state';
import { PagedResults, type PagedQuery } from '../../../components/paged-results';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { PAYMENTS_PAGE_SIZE } from '../api/payments-api';
import { PaymentStatusBadge } from './payment-status-badge';
import classes from './payments.module.css';

/** The status filter of a payments list: one status, or all when cleared. */
export function PaymentStatusFilter({
  value,
  onChange,
  ...props
}: { value: PaymentStatus | null; onChange: (status: PaymentStatus | null) => void } & Omit<
  SelectProps,
  'value' | 'onChange' | 'data'
>) {
  const { t } = useTranslation('payments');
  return (
    <Select
      label={t('list.status')}
      placeholder={t('list.allStatuses')}
      data={PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      value={value}
      onChange={(next) => onChange(next as PaymentStatus | null)}
      clearable
      {...props}
    />
  );
}

/**
 * A page of payments (PAYMENTS_PAGE_SIZE a page) in PagedResults' states: the range line, the
 * rows `children` renders, one under another with `gap`, and the pages; `emptyTitle` and
 * `emptyText` when there is none. `page` is 0-based.
 */
export function PaymentPages({
  query,
  page,
  onPageChange,
  emptyTitle,
  emptyText,
  gap,
  children,
}: {
  query: PagedQuery<PaymentSummary>;
  page: number;
  onPageChange: (page: number) => void;
  emptyTitle: string;
  emptyText: string;
  gap: 'sm' | 'md';
  children: (payment: PaymentSummary) => ReactNode;
}) {
  const { t } = useTranslation('payments');
  return (
    <PagedResults
      query={query}
      page={page + 1}
      pageSize={PAYMENTS_PAGE_SIZE}
      onPageChange={(next) => onPageChange(next - 1)}
      rangeText={({ from, to, total }) => t('list.resultsRange', { from, to, total })}
      paginationLabel={t('list.pagination')}
      empty={<EmptyState icon={<IconReceipt size={28} />} title={emptyTitle} description={emptyText} />}
    >
      {(rows) => <Stack gap={gap}>{rows.map(children)}</Stack>}
    </PagedResults>
  );
}

/**
 * A payment's card row (it wraps on phones): `reference` (the reference, plain or a link), the
 * description in the reader's language and `details` (method, dates) on the start side; the
 * total in SAR and the status badge on the end side.
 */
export function PaymentRow({
  payment,
  reference,
  details,
}: {
  payment: PaymentSummary;
  reference: ReactNode;
  details: ReactNode;
}) {
  const { language } = useLanguage();
  const format = useFormatters();
  return (
    <div className={classes.row}>
      <Stack gap={2}>
        {reference}
        <Text size="sm">{language === 'ar' ? payment.descriptionAr : payment.descriptionEn}</Text>
        <Text size="xs" c="dimmed">
          {details}
        </Text>
      </Stack>
      <Stack gap={4} align="flex-end">
        <Text className={classes.amount}>{format.sar(payment.total)}</Text>
        <PaymentStatusBadge status={payment.status} />
      </Stack>
    </div>
  );
}
