import { Group, Select, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  QUOTATION_FILTERS,
  QUOTATION_PAGES,
  type QuotationFilter,
} from '@hissa/contracts/services-marketplace/quotations';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProviderQuotations } from '../api/quotations-api';
import { QuotationStatusBadge, useSarFromHalalas } from '../components/quotation-bits';
import { QuotationPages, QuotationRowLink, QuotationSearch } from '../components/quotation-list';
import classes from '../components/quotations.module.css';

/**
 * The provider's service quotations (/sp/quotations; spec §2 "Service quotations: all, pending,
 * responded", plus accepted, completed, declined and expired): status filter, search, pages;
 * expired ones look inactive; 'No requests found' when empty.
 */
export function ProviderInboxPage() {
  const { t } = useTranslation('serviceQuotations');
  const format = useFormatters();
  const sar = useSarFromHalalas();
  useDocumentTitle(t('provider.title'));
  const [status, setStatus] = useState<QuotationFilter>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const quotations = useProviderQuotations({ status, search, page });
  const isFiltered = status !== 'all' || search !== '';

  return (
    <div className={classes.page}>
      <PageTitle title={t('provider.title')} subtitle={t('provider.subtitle')} />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('filters.label')}
          value={status}
          onChange={(next) => {
            setStatus((next ?? 'all') as QuotationFilter);
            setPage(0);
          }}
          data={QUOTATION_FILTERS.map((value) => ({ value, label: t(`filters.${value}`) }))}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
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
        query={quotations}
        page={page}
        onPageChange={setPage}
        gap="sm"
        empty={
          <EmptyState
            icon={<IconInbox size={28} />}
            title={t('empty.title')}
            description={isFiltered ? t('empty.filtered') : t('empty.providerText')}
          />
        }
      >
        {(row) => (
          <QuotationRowLink
            key={row.id}
            to={QUOTATION_PAGES.providerQuotation(row.id)}
            isInactive={row.status === 'expired'}
            title={row.title}
            details={t('list.requester', { name: row.requesterName })}
            status={
              <>
                <QuotationStatusBadge status={row.status} />
                <Text size="sm" c="dimmed">
                  {row.totalHalalas !== null
                    ? t('list.total', { amount: sar(row.totalHalalas) })
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
