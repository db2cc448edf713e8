import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * The admin's home (decision 028; decision 012 for the pattern): how many items wait in each
 * admin queue, counted from the database on each call. Counts only; each queue's page lists them.
 */

/** The admin queues the home counts, in the order it shows them. */
export const ADMIN_QUEUES = [
  'registrations',
  'trades',
  'payments',
  'visitorRequests',
  'salesRequests',
  'providerConnections',
  'providerClaims',
  'fintechClaims',
  'loanApplications',
  'contactMessages',
  'scheduledNews',
  'reportRequests',
  'newsletterPending',
] as const;
export type AdminQueue = (typeof ADMIN_QUEUES)[number];

/** Days a provider claim stays "new" on the admin home (claims take effect at once; the admin checks recent ones). */
export const NEW_CLAIM_DAYS = 30;

/** Days a report request stays "new" on the admin home (the link is mailed at once; the team follows up recent ones; decision 040). */
export const NEW_REPORT_REQUEST_DAYS = 7;

/**
 * The waiting counts: registrations submitted and not reviewed, trades executed and not settled,
 * bank-transfer receipts to confirm, visitors' requests not contacted, sales requests still new,
 * quotation requests to unregistered providers not connected, provider claims of the last
 * NEW_CLAIM_DAYS days not revoked, fintech claims effective and not yet approved (decision 041),
 * SME loan applications submitted and not yet taken up, contact messages and demo bookings still
 * new, newsroom articles scheduled and not yet out, report requests of the last
 * NEW_REPORT_REQUEST_DAYS days, newsletter subscribers who have not yet confirmed (decision 040).
 */
const Count = z.number().int().min(0);
export const AdminSummarySchema = z.object({
  data: z.object({
    registrations: Count,
    trades: Count,
    payments: Count,
    visitorRequests: Count,
    salesRequests: Count,
    providerConnections: Count,
    providerClaims: Count,
    fintechClaims: Count,
    loanApplications: Count,
    contactMessages: Count,
    scheduledNews: Count,
    reportRequests: Count,
    newsletterPending: Count,
  } satisfies Record<AdminQueue, z.ZodNumber>),
});
export type AdminSummary = z.infer<typeof AdminSummarySchema>['data'];

/** The admin home's counts of items waiting for action (admin only; 401 signed out, 403 other types). */
export const AdminSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/home/summary',
  summary: 'Counts of items waiting in each admin queue (admin)',
  tags: ['admin-home'],
  access: [USER_TYPES.admin],
  responses: { 200: AdminSummarySchema },
});
