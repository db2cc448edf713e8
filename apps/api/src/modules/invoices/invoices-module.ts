import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceLabel } from '@hissa/contracts/billing/invoices';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import {
  AdminInvoicePdfEndpoint,
  AdminInvoicesCsvEndpoint,
  AdminInvoicesEndpoint,
  MyInvoicePdfEndpoint,
  MyInvoicesEndpoint,
} from '@hissa/contracts/invoices-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { attachmentDisposition } from '../files/download-name.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  allFilteredInvoices,
  findInvoice,
  type Invoice,
  listAllInvoices,
  listPayerInvoices,
} from './invoice-queries.ts';
import { invoicesCsv } from './invoices-csv.ts';

/** Sends bytes as a private, never-cached attachment named `fileName`. */
function sendAttachment(reply: FastifyReply, contentType: string, fileName: string, body: Buffer | string) {
  return reply
    .type(contentType)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', attachmentDisposition(fileName))
    .send(body);
}

/**
 * Answers with the invoice or credit note as a PDF named after its label (HS-INV-000123.pdf,
 * HS-CRN-000001.pdf); a credit note names the invoice it credits. 404 errors.notFound when absent.
 */
async function sendInvoicePdf(db: Db, reply: FastifyReply, invoice: Invoice | undefined) {
  if (!invoice) throw new AppError(404, ERROR_KEYS.notFound);
  const credited = invoice.creditedInvoiceId === null ? undefined : await findInvoice(db, invoice.creditedInvoiceId);
  const pdf = await renderInvoicePdf(invoice, credited);
  return sendAttachment(reply, 'application/pdf', `${invoiceLabel(invoice.series, invoice.number)}.pdf`, pdf);
}

/**
 * The tax invoices routes (contracts invoices-endpoints.ts; decisions 021, 035). Invoices are issued by
 * the after-paid hook (issue-invoice.ts) and credit notes by the after-refund hook
 * (issue-credit-note.ts), never through a route; the lists and downloads serve both. The payer lists and downloads
 * their own (another user's answers 404, as if absent); the admin lists, filters, exports CSV
 * and downloads any. Lists answer {data, page, size, total}.
 */
export const invoicesModule: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, MyInvoicesEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      const result = await listPayerInvoices(db, requireUser(request).id, { page, size });
      return { ...result, page, size };
    },
  });

  app.route({
    ...endpointRoute(app, MyInvoicePdfEndpoint),
    handler: async (request, reply) =>
      sendInvoicePdf(db, reply, await findInvoice(db, request.params.invoiceId, requireUser(request).id)),
  });

  app.route({
    ...endpointRoute(app, AdminInvoicesEndpoint),
    handler: async (request) => {
      const { page, size, ...filter } = request.query;
      const result = await listAllInvoices(db, filter, { page, size });
      return { ...result, page, size };
    },
  });

  app.route({
    ...endpointRoute(app, AdminInvoicesCsvEndpoint),
    handler: async (request, reply) => {
      const csv = invoicesCsv(await allFilteredInvoices(db, request.query));
      return sendAttachment(reply, 'text/csv; charset=utf-8', `invoices-${riyadhToday(new Date())}.csv`, csv);
    },
  });

  app.route({
    ...endpointRoute(app, AdminInvoicePdfEndpoint),
    handler: async (request, reply) => sendInvoicePdf(db, reply, await findInvoice(db, request.params.invoiceId)),
  });
};
