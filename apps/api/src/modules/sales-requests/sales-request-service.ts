import {
  SALES_REQUEST_KEYS,
  type SalesRequest,
  type SalesRequestKind,
  type SalesRequestStatus,
} from '@hissa/contracts/billing/sales-requests';
import type { Db } from '../../db/client.ts';
import { salesRequests } from '../../db/schema/billing.ts';
import { listInbox, updateInboxItem } from '../../lib/follow-up-inbox.ts';
import { AppError } from '../../plugins/errors.ts';
import { isCountryCode } from '../company-profile/company-content-queries.ts';

/*
 * Requests the sales team answers (decision 023): stored as sent, listed for the admin, moved on
 * with a note.
 */

type Row = typeof salesRequests.$inferSelect;

/** What a sender gives, normalised by the contracts schema. */
export type NewSalesRequest = {
  kind: SalesRequestKind;
  fullName: string;
  email: string;
  phone: string;
  countryCode: string;
  companyName?: string;
  selectedFeatures?: string[];
  additionalFeatures?: string;
  message?: string;
};

/** A stored request as the queue shows it. */
export function toSalesRequest(row: Row): SalesRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    countryCode: row.countryCode,
    companyName: row.companyName,
    selectedFeatures: row.selectedFeatures,
    additionalFeatures: row.additionalFeatures,
    message: row.message,
    adminNote: row.adminNote,
    fromUser: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stores a request (status new). Errors: 400 salesRequests.countryInvalid for an unknown ISO country. */
export async function createSalesRequest(db: Db, request: NewSalesRequest, userId: number | null): Promise<Row> {
  const countryCode = request.countryCode.toUpperCase();
  if (!isCountryCode(countryCode))
    throw new AppError(400, SALES_REQUEST_KEYS.countryInvalid, {}, [
      { field: 'body.countryCode', key: SALES_REQUEST_KEYS.countryInvalid },
    ]);
  const [row] = await db
    .insert(salesRequests)
    .values({
      kind: request.kind,
      userId,
      fullName: request.fullName,
      email: request.email,
      phone: request.phone,
      countryCode,
      companyName: request.companyName ?? null,
      selectedFeatures: request.selectedFeatures ?? [],
      additionalFeatures: request.additionalFeatures ?? null,
      message: request.message ?? null,
    })
    .returning();
  if (!row) throw new Error('sales request insert returned no row');
  return row;
}

/** A page of the queue (newest first), filtered by kind and status; `page` 0-based. */
export function listSalesRequests(
  db: Db,
  query: { page: number; size: number; kind?: SalesRequestKind; status?: SalesRequestStatus },
) {
  return listInbox(db, salesRequests, query, toSalesRequest);
}

/** Sets the status and note of request `id`, recording the admin. Errors: 404 salesRequests.notFound. */
export function updateSalesRequest(
  db: Db,
  id: number,
  change: { status: SalesRequestStatus; adminNote?: string },
  adminUserId: number,
): Promise<SalesRequest> {
  return updateInboxItem(db, salesRequests, id, change, adminUserId, SALES_REQUEST_KEYS.notFound, toSalesRequest);
}
