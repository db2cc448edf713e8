import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PaymentStatus, paymentPagePath } from '@hissa/contracts/billing/payments';
import { LtrText } from '../../../components/ltr-text';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMyPayments } from '../api/payments-api';
import { PaymentPages, PaymentRow, PaymentStatusFilter } from '../components/payment-list';
import { SavedCards } from '../components/saved-cards';
import classes from '../components/payments.module.css';

/**
 * The payer's payments (/billing/payments), newest first, by status; each opens its payment page.
 * Above them, the cards saved for renewals, if any.
 */
export function MyPaymentsPage() {
  const { t } = useTranslation('payments');
  const format = useFormatters();
  useDocumentTitle(t('list.title'));
  const [status, setStatus] = useState<PaymentStatus | null>(null);
  const [page, setPage] = useState(0);
  const payments = useMyPayments({ status: status ?? undefined, page });
  return (
    <div className={classes.page}>
      <PageTitle title={t('list.title')} subtitle={t('list.subtitle')} />
      <SavedCards />
      <PaymentStatusFilter
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(0);
        }}
        maw={280}
      />
      <PaymentPages
        query={payments}
        page={page}
        onPageChange={setPage}
        emptyTitle={t('list.empty')}
        emptyText={t('list.emptyText')}
        gap="sm"
      >
        {(row) => (
          <article key={row.reference} className={classes.panel} aria-label={row.reference}>
            <PaymentRow
              payment={row}
              reference={
                <Anchor component={Link} to={paymentPagePath(row.reference)} fw={600}>
                  <LtrText>{row.reference}</LtrText>
                </Anchor>
              }
              details={`${t(`method.${row.method}`)} · ${format.gregorianDate(row.createdAt)}`}
            />
          </article>
        )}
      </PaymentPages>
    </div>
  );
}
