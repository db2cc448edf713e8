import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconFileSpreadsheet, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminInvoicesFilter } from '@hissa/contracts/billing/invoices';
import { showNotification } from '../../../lib/notify';
import { DebouncedSearchInput } from '../../../components/debounced-search-input';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { downloadInvoicesCsv, INVOICES_PAGE_SIZE, useAdminInvoices } from '../api/invoices-api';
import { InvoicesTable } from '../components/invoices-table';

const NO_FILTER: AdminInvoicesFilter = { from: '', to: '', search: '' };

/**
 * The admin's invoices (/admin/invoices; decision 021): every simplified tax invoice, newest
 * first, filtered by issue date (Riyadh days, from and to) and number or buyer; the PDF of any,
 * and the CSV of everything the filters select.
 */
export function AdminInvoicesPage() {
  const { t } = useTranslation('invoices');
  useDocumentTitle(t('admin.title'));
  const [filter, setFilter] = useState<AdminInvoicesFilter>(NO_FILTER);
  const [page, setPage] = useState(0);
  const [exporting, setExporting] = useState(false);
  const invoices = useAdminInvoices(filter, page);
  const change = (next: Partial<AdminInvoicesFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(0);
  };
  const exportCsv = () => {
    setExporting(true);
    downloadInvoicesCsv(filter)
      .catch((failure: unknown) =>
        showNotification({
          color: 'red',
          title: t('downloadFailed'),
          message: failure instanceof Error ? failure.message : '',
        }),
      )
      .finally(() => setExporting(false));
  };
  const isFiltered = Boolean(filter.from || filter.to || filter.search);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <PageTitle title={t('admin.title')} subtitle={t('admin.subtitle')} />
        <Button
          leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
          variant="light"
          loading={exporting}
          onClick={exportCsv}
        >
          {t('admin.exportCsv')}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <DebouncedSearchInput
          label={t('admin.search')}
          placeholder={t('admin.searchPlaceholder')}
          value={filter.search ?? ''}
          onCommit={(search) => change({ search })}
        />
        <TextInput
          type="date"
          label={t('admin.from')}
          value={filter.from ?? ''}
          max={filter.to || undefined}
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('admin.to')}
          value={filter.to ?? ''}
          min={filter.from || undefined}
          onChange={(event) => change({ to: event.currentTarget.value })}
        />
      </Group>
      <PagedResults
        query={invoices}
        page={page + 1}
        pageSize={INVOICES_PAGE_SIZE}
        onPageChange={(next) => setPage(next - 1)}
        rangeText={({ from, to, total }) => t('resultsRange', { from, to, total, count: invoices.data?.total ?? 0 })}
        paginationLabel={t('pagination')}
        resetLabel={isFiltered ? t('admin.clearFilters') : undefined}
        onReset={isFiltered ? () => change(NO_FILTER) : undefined}
        empty={
          <EmptyState
            icon={<IconReceipt size={28} />}
            title={t('admin.emptyTitle')}
            description={isFiltered ? t('admin.emptyFiltered') : t('admin.empty')}
          />
        }
      >
        {(rows) => <InvoicesTable invoices={rows} asAdmin />}
      </PagedResults>
    </Stack>
  );
}
