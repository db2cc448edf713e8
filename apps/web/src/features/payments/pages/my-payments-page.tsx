import { Anchor, Select, Stack, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_STATUSES, type PaymentStatus, paymentPagePath } from '@hissa/contracts/billing/payments';
import { EmptyState } from '../../../components/empty-state';
import { LtrText } from '../../../components/ltr-text';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { useLanguage } from '../../../i18n/use-language';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PAYMENTS_PAGE_SIZE, useMyPayments } from '../api/payments-api';
import { PaymentStatusBadge } from '../components/payment-status-badge';
import { SavedCards } from '../components/saved-cards';
import classes from '../components/payments.module.css';

/**
 * The payer's payments (/billing/payments), newest first, by status; each opens its payment page.
 * Above them, the cards saved for renewals, if any.
 */
export function MyPaymentsPage() {
  const { t } = useTranslation('payments');
  const { language } = useLanguage();
  const format = useFormatters();
  useDocumentTitle(t('list.title'));
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [page, setPage] = useState(0);
  const payments = useMyPayments({ status: status ?? undefined, page });
  return (
    <div className={classes.page}>
      <PageTitle title={t('list.title')} subtitle={t('list.subtitle')} />
      <SavedCards />
      <Select
        label={t('list.status')}
        placeholder={t('list.allStatuses')}
        data={PAYMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={status}
        onChange={(next) => {
          setStatus(next as PaymentStatus | null);
          setPage(0);
        }}
        clearable
        maw={280}
      />
      <PagedResults
        query={payments}
        page={page + 1}
        pageSize={PAYMENTS_PAGE_SIZE}
        onPageChange={(next) => setPage(next - 1)}
        rangeText={({ from, to, total }) => t('list.resultsRange', { from, to, total })}
        paginationLabel={t('list.pagination')}
        empty={
          <EmptyState icon={<IconReceipt size={28} />} title={t('list.empty')} description={t('list.emptyText')} />
        }
      >
        {(rows) => (
          <Stack gap="sm">
            {rows.map((row) => (
              <article key={row.reference} className={classes.panel} aria-label={row.reference}>
                <div className={classes.row}>
                  <Stack gap={2}>
                    <Anchor component={Link} to={paymentPagePath(row.reference)} fw={600}>
                      <LtrText>{row.reference}</LtrText>
                    </Anchor>
                    <Text size="sm">{language === 'ar' ? row.descriptionAr : row.descriptionEn}</Text>
                    <Text size="xs" c="dimmed">
                      {t(`method.${row.method}`)} · {format.gregorianDate(row.createdAt)}
                    </Text>
                  </Stack>
                  <Stack gap={4} align="flex-end">
                    <Text className={classes.amount}>{format.sar(row.total)}</Text>
                    <PaymentStatusBadge status={row.status} />
                  </Stack>
                </div>
              </article>
            ))}
          </Stack>
        )}
      </PagedResults>
    </div>
  );
}
