import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { IdSchema } from './http/common-schemas.ts';
import {
  AdminInvoicesFilterSchema,
  AdminInvoicesQuerySchema,
  InvoicePageSchema,
  MyInvoicesQuerySchema,
} from './billing/invoices.ts';
import { DASHBOARD_USER_TYPES, USER_TYPES } from './user-types.ts';

/*
 * Simplified tax invoices (decision 021 for the rules, 012 for the pattern). The payer lists and
 * downloads their own invoices (every signed-in user type that can pay); the admin lists all,
 * filters, exports CSV and downloads any. Errors in the envelope: 400, 401, 403, 404 (absent or
 * another user's invoice).
 */

const tags = ['invoices'] as const;
const PAYERS = DASHBOARD_USER_TYPES;
const ADMIN = [USER_TYPES.admin] as const;
const InvoiceParams = z.object({ invoiceId: IdSchema });

/** A page of my invoices, newest first. */
export const MyInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/invoices',
  summary: 'My tax invoices',
  tags,
  access: PAYERS,
  query: MyInvoicesQuerySchema,
  responses: { 200: InvoicePageSchema },
});

/** One of my invoices as a PDF (attachment HS-INV-000123.pdf); 404 when absent or another user's. */
export const MyInvoicePdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/invoices/:invoiceId/pdf',
  summary: 'Download one of my tax invoices (PDF)',
  tags,
  access: PAYERS,
  file: true,
  params: InvoiceParams,
  responses: { 200: z.unknown().describe('application/pdf') },
});

/** A page of all invoices, newest first, filtered by issue date (from/to) and number or buyer (search). */
export const AdminInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/invoices',
  summary: 'All tax invoices',
  tags: ['admin', ...tags],
  access: ADMIN,
  query: AdminInvoicesQuerySchema,
  responses: { 200: InvoicePageSchema },
});

/**
 * Every invoice the filters select as CSV (UTF-8 with a BOM, so spreadsheet programs show Arabic):
 * number, date, buyer, description, net, VAT, total (SAR decimal strings).
 */
export const AdminInvoicesCsvEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/invoices/export.csv',
  summary: 'Export tax invoices as CSV',
  tags: ['admin', ...tags],
  access: ADMIN,
  file: true,
  query: AdminInvoicesFilterSchema,
  responses: { 200: z.unknown().describe('text/csv') },
});

/** Any invoice as a PDF; 404 when absent. */
export const AdminInvoicePdfEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/invoices/:invoiceId/pdf',
  summary: 'Download a tax invoice (PDF)',
  tags: ['admin', ...tags],
  access: ADMIN,
  file: true,
  params: InvoiceParams,
  responses: { 200: z.unknown().describe('application/pdf') },
});
