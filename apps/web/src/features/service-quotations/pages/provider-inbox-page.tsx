import { Box, Group, Select, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  QUOTATION_FILTERS,
  QUOTATION_PAGES,
  type QuotationFilter,
} from '@hissa/contracts/services-marketplace/quotations';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { useFormatters } from '../../../lib/formatting';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { QUOTATIONS_PAGE_SIZE, useProviderQuotations } from '../api/quotations-api';
import { QuotationStatusBadge, useSarFromHalalas } from '../components/quotation-bits';
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
        <Box w={{ base: '100%', sm: 320 }}>
          <DebouncedSearchInput
            label={t('filters.search')}
            placeholder={t('filters.search')}
            value={search}
            onCommit={(text) => {
              setSearch(text);
              setPage(0);
            }}
          />
        </Box>
      </Group>
      <PagedResults
        query={quotations}
        page={page + 1}
        pageSize={QUOTATIONS_PAGE_SIZE}
        onPageChange={(next) => setPage(next - 1)}
        rangeText={({ from, to, total }) => t('list.resultsRange', { from, to, total })}
        paginationLabel={t('list.pagination')}
        empty={
          <EmptyState
            icon={<IconInbox size={28} />}
            title={t('empty.title')}
            description={isFiltered ? t('empty.filtered') : t('empty.providerText')}
          />
        }
      >
        {(rows) => (
          <Stack gap="sm">
            {rows.map((row) => (
              <Link
                key={row.id}
                to={QUOTATION_PAGES.providerQuotation(row.id)}
                className={`${classes.row} ${row.status === 'expired' ? classes.inactive : ''}`}
              >
                <Stack gap={4} style={{ minWidth: 0, flex: '1 1 320px' }}>
                  <Text fw={600} className={classes.message}>
                    {row.title}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('list.requester', { name: row.requesterName })}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <QuotationStatusBadge status={row.status} />
                  <Text size="sm" c="dimmed">
                    {row.totalHalalas !== null
                      ? t('list.total', { amount: sar(row.totalHalalas) })
                      : t('list.deadline', { date: format.gregorianDate(row.submissionDeadline) })}
                  </Text>
                </Stack>
              </Link>
            ))}
          </Stack>
        )}
      </PagedResults>
    </div>
  );
}
