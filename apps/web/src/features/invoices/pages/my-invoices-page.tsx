import { Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { INVOICES_PAGE_SIZE, useMyInvoices } from '../api/invoices-api';
import { InvoicesTable } from '../components/invoices-table';

/**
 * "My invoices" (/dashboard/invoices; decision 021): the signed-in payer's simplified tax
 * invoices, newest first, each with its number, date, description, total with VAT and PDF.
 */
export function MyInvoicesPage() {
  const { t } = useTranslation('invoices');
  useDocumentTitle(t('mine.title'));
  const [page, setPage] = useState(0);
  const invoices = useMyInvoices(page);
  return (
    <Stack gap="lg">
      <PageTitle title={t('mine.title')} subtitle={t('mine.subtitle')} />
      <PagedResults
        query={invoices}
        page={page + 1}
        pageSize={INVOICES_PAGE_SIZE}
        onPageChange={(next) => setPage(next - 1)}
        rangeText={({ from, to, total }) => t('resultsRange', { from, to, total, count: invoices.data?.total ?? 0 })}
        paginationLabel={t('pagination')}
        empty={
          <EmptyState icon={<IconReceipt size={28} />} title={t('mine.emptyTitle')} description={t('mine.empty')} />
        }
      >
        {(rows) => <InvoicesTable invoices={rows} />}
      </PagedResults>
    </Stack>
  );
}
