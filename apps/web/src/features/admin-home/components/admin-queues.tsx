import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ADMIN_QUEUES,
  NEW_CLAIM_DAYS,
  NEW_REPORT_REQUEST_DAYS,
  type AdminQueue,
} from '@hissa/contracts/admin-home-endpoints';
import { PUBLIC_FORM_PAGES } from '@hissa/contracts/public-forms/public-forms';
import { FINTECH_CLAIMS_ADMIN_PATH } from '@hissa/contracts/fintech/fintech-claims';
import { QUOTATION_PAGES } from '@hissa/contracts/services-marketplace/quotations';
import { SME_LOAN_PATHS } from '@hissa/contracts/sme-loans/loan-application';
import { ErrorState } from '../../../components/error-state';
import linkCard from '../../../components/link-card.module.css';
import { SectionHeading } from '../../../components/section-heading';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_ADMIN_PATHS, NEWSROOM_PATHS, PAYMENT_PATHS, SALES_PATHS } from '../../../lib/routes';
import { useAdminSummary } from '../api/get-admin-summary';
import classes from './admin-queues.module.css';

/** The page each count links to, filtered to what waits where the queue's page takes a status. */
const QUEUE_PATHS: Record<AdminQueue, string> = {
  registrations: '/admin/registrations?status=submitted',
  trades: '/admin/trades?status=executed',
  payments: PAYMENT_PATHS.adminQueue,
  visitorRequests: '/admin/requests',
  salesRequests: SALES_PATHS.adminQueue,
  providerConnections: QUOTATION_PAGES.adminQueue,
  providerClaims: '/admin/provider-claims',
  fintechClaims: `${FINTECH_CLAIMS_ADMIN_PATH}?status=to_review`,
  loanApplications: SME_LOAN_PATHS.adminQueue,
  contactMessages: '/admin/contact-messages',
  scheduledNews: `${NEWSROOM_PATHS.list}?status=scheduled`,
  reportRequests: MEDIA_ADMIN_PATHS.reportRequests,
  newsletterPending: `${PUBLIC_FORM_PAGES.adminSubscribers}?status=pending`,
};

/**
 * "Waiting for you" on the admin home (decision 028): one card per admin queue with the number of
 * items waiting for action (AdminSummaryEndpoint), each linking to its queue; queues with
 * waiting items are highlighted.
 */
export function AdminQueues() {
  const { t } = useTranslation('adminHome');
  const format = useFormatters();
  const summary = useAdminSummary();

  return (
    <section aria-labelledby="admin-queues-heading" aria-busy={summary.isPending}>
      <SectionHeading id="admin-queues-heading" title={t('heading')} intro={t('intro')} />
      {summary.isError ? (
        <ErrorState error={summary.error} title={t('loadError')} onRetry={() => void summary.refetch()} />
      ) : (
        <div className={classes.grid} style={{ marginBlockStart: 'var(--mantine-spacing-sm)' }}>
          {ADMIN_QUEUES.map((queue) => {
            const count = summary.data?.[queue];
            return (
              <Link
                key={queue}
                to={QUEUE_PATHS[queue]}
                className={`${linkCard.linkCard} ${classes.queue} ${count ? classes.waiting : ''}`}
                data-queue={queue}
              >
                {count === undefined ? (
                  <Skeleton height={33} width={48} />
                ) : (
                  <span className={classes.count} data-testid={`queue-count-${queue}`}>
                    {format.number(count)}
                  </span>
                )}
                <Text fw={600}>{t(`queues.${queue}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`queues.${queue}.text`, { days: NEW_CLAIM_DAYS, reportDays: NEW_REPORT_REQUEST_DAYS })}
                </Text>
              </Link>
            );
          })}
        </div>
      )}
    </section>
  );
}
