import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { QUOTATION_PAGES, type BuyerRequestScope } from '@hissa/contracts/services-marketplace/quotations';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBuyerRequests } from '../api/quotations-api';
import { QuotationStatusBadge } from '../components/quotation-bits';
import { QuotationPages, QuotationRowLink, QuotationSearch } from '../components/quotation-list';
import classes from '../components/quotations.module.css';

/**
 * The buyer's quotation requests (decision 018): /sp/requests lists the open ones (still
 * collecting or awaiting a choice), /sp/requests/other the closed ones (a provider hired, or
 * nothing left to choose). Search, pages, 'No requests found' when empty.
 */
function BuyerRequestsList({ scope }: { scope: BuyerRequestScope }) {
  const { t } = useTranslation('serviceQuotations');
  const format = useFormatters();
  const navigate = useNavigate();
  const title = scope === 'open' ? t('buyer.title') : t('buyer.closedTitle');
  useDocumentTitle(title);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const requests = useBuyerRequests({ scope, search, page });
  const browse = (
    <Button component={Link} to={PATHS.servicesHome}>
      {t('empty.browse')}
    </Button>
  );

  return (
    <div className={classes.page}>
      <div className={classes.header}>
        <PageTitle title={title} subtitle={scope === 'open' ? t('buyer.subtitle') : t('buyer.closedSubtitle')} />
        {browse}
      </div>
      <Group justify="space-between" gap="sm" align="flex-end">
        <SegmentedControl
          value={scope}
          onChange={(next) =>
            void navigate(next === 'open' ? QUOTATION_PAGES.buyerRequests : QUOTATION_PAGES.buyerClosedRequests)
          }
          data={[
            { value: 'open', label: t('buyer.tabOpen') },
            { value: 'closed', label: t('buyer.tabClosed') },
          ]}
        />
        <QuotationSearch
          value={search}
          onCommit={(text) => {
            setSearch(text);
            setPage(0);
          }}
        />
      </Group>
      <QuotationPages
        query={requests}
        page={page}
        onPageChange={setPage}
        gap="sm"
        empty={
          <EmptyState
            icon={<IconSend size={28} />}
            title={t('empty.title')}
            description={search ? t('empty.filtered') : scope === 'open' ? t('empty.buyerText') : t('empty.closedText')}
            action={search ? undefined : browse}
          />
        }
      >
        {(row) => (
          <QuotationRowLink
            key={row.id}
            to={QUOTATION_PAGES.buyerRequest(row.id)}
            title={row.title}
            details={
              <>
                {t('list.providers', {
                  count: row.providerCount,
                  formattedCount: format.number(row.providerCount),
                })}{' '}
                ·{' '}
                {t('list.responses', {
                  count: row.respondedCount,
                  formattedCount: format.number(row.respondedCount),
                })}
              </>
            }
            status={
              <>
                {row.acceptedProviderName ? (
                  <QuotationStatusBadge status="accepted" />
                ) : row.isExpired ? (
                  <QuotationStatusBadge status="expired" />
                ) : null}
                <Text size="sm" c="dimmed">
                  {row.acceptedProviderName
                    ? t('list.acceptedWith', { name: row.acceptedProviderName })
                    : t('list.deadline', { date: format.gregorianDate(row.submissionDeadline) })}
                </Text>
              </>
            }
          />
        )}
      </QuotationPages>
    </div>
  );
}

/** /sp/requests: the buyer's open quotation requests. */
export function BuyerRequestsPage() {
  return <BuyerRequestsList scope="open" />;
}

/** /sp/requests/other: the buyer's closed quotation requests (decision 018). */
export function BuyerClosedRequestsPage() {
  return <BuyerRequestsList scope="closed" />;
}
