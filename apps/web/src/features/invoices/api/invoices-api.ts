import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminInvoicesFilter, InvoiceSummary } from '@hissa/contracts/billing/invoices';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import {
  AdminInvoicePdfEndpoint,
  AdminInvoicesCsvEndpoint,
  AdminInvoicesEndpoint,
  MyInvoicePdfEndpoint,
  MyInvoicesEndpoint,
} from '@hissa/contracts/invoices-endpoints';
import { callEndpoint } from '../../../lib/api-client';
import { downloadApiFile } from '../../../lib/download-file';

/* Every call of the invoices feature (contracts invoices-endpoints.ts, decision 021). */

const KEY = ['invoices'] as const;
/** Rows per page of the invoice lists. */
export const INVOICES_PAGE_SIZE = 20;

/** The signed-in payer's invoices, newest first; `page` 0-based. */
export function useMyInvoices(page: number) {
  return useQuery({
    queryKey: [...KEY, 'mine', page],
    queryFn: ({ signal }) => callEndpoint(MyInvoicesEndpoint, { query: { page, size: INVOICES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Empty filter values left out of the query. */
function definedFilter(filter: AdminInvoicesFilter): AdminInvoicesFilter {
  return { from: filter.from || undefined, to: filter.to || undefined, search: filter.search?.trim() || undefined };
}

/** Every invoice (admin) the filters select, newest first; `page` 0-based. */
export function useAdminInvoices(filter: AdminInvoicesFilter, page: number) {
  return useQuery({
    queryKey: [...KEY, 'admin', filter, page],
    queryFn: ({ signal }) =>
      callEndpoint(AdminInvoicesEndpoint, {
        query: { ...definedFilter(filter), page, size: INVOICES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Saves an invoice's PDF as HS-INV-000123.pdf: the payer's own, or (`asAdmin`) any. */
export function downloadInvoicePdf(invoice: Pick<InvoiceSummary, 'id' | 'label'>, asAdmin = false): Promise<void> {
  const endpoint = asAdmin ? AdminInvoicePdfEndpoint : MyInvoicePdfEndpoint;
  return downloadApiFile({ path: endpointUrl(endpoint, { invoiceId: invoice.id }), fileName: `${invoice.label}.pdf` });
}

/** Saves the CSV of every invoice the filters select (admin). */
export function downloadInvoicesCsv(filter: AdminInvoicesFilter): Promise<void> {
  return downloadApiFile({
    path: endpointUrl(AdminInvoicesCsvEndpoint, {}, definedFilter(filter)),
    fileName: 'invoices.csv',
  });
}
