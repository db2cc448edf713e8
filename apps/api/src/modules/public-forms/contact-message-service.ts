import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  type ContactMessageKind,
  type ContactMessageRecord,
  type ContactMessageStatus,
  PUBLIC_FORM_KEYS,
} from '@hissa/contracts/public-forms/public-forms';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/public-forms.ts';
import { AppError } from '../../plugins/errors.ts';

/*
 * Contact messages and demo tour bookings (decision 027): stored as sent, listed for the admin,
 * moved on with a note.
 */

type Row = typeof contactMessages.$inferSelect;

/** What a sender gives, normalised by the contracts schema. */
export type NewContactMessage = {
  kind: ContactMessageKind;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  companyName?: string;
  message?: string;
};

function toRecord(row: Row): ContactMessageRecord {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    email: row.email,
    companyName: row.companyName,
    message: row.message,
    adminNote: row.adminNote,
    fromUser: row.userId !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Stores a message (status new) and returns it. */
export async function createContactMessage(db: Db, message: NewContactMessage, userId: number | null): Promise<Row> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      ...message,
      userId,
      companyName: message.companyName ?? null,
      message: message.message ?? null,
    })
    .returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

/** A page of the inbox (newest first), filtered by kind and status; `page` 0-based. */
export async function listContactMessages(
  db: Db,
  query: { page: number; size: number; kind?: ContactMessageKind; status?: ContactMessageStatus },
) {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(contactMessages.kind, query.kind));
  if (query.status) conditions.push(eq(contactMessages.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db.select({ total: count() }).from(contactMessages).where(where);
  return { data: rows.map(toRecord), total: total?.total ?? 0 };
}

/** Sets the status and note of message `id`, recording the admin. Errors: 404 publicForms.notFound. */
export async function updateContactMessage(
  db: Db,
  id: number,
  change: { status: ContactMessageStatus; adminNote?: string },
  adminUserId: number,
): Promise<ContactMessageRecord> {
  const [row] = await db
    .update(contactMessages)
    .set({
      status: change.status,
      ...(change.adminNote !== undefined && { adminNote: change.adminNote }),
      handledBy: adminUserId,
      updatedAt: new Date(),
    })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!row) throw new AppError(404, PUBLIC_FORM_KEYS.notFound);
  return toRecord(row);
}
