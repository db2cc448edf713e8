import {
  type ContactMessageKind,
  type ContactMessageRecord,
  type ContactMessageStatus,
  PUBLIC_FORM_KEYS,
} from '@hissa/contracts/public-forms/public-forms';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/public-forms.ts';
import { listInbox, updateInboxItem } from '../../lib/follow-up-inbox.ts';

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
export function listContactMessages(
  db: Db,
  query: { page: number; size: number; kind?: ContactMessageKind; status?: ContactMessageStatus },
) {
  return listInbox(db, contactMessages, query, toRecord);
}

/** Sets the status and note of message `id`, recording the admin. Errors: 404 publicForms.notFound. */
export function updateContactMessage(
  db: Db,
  id: number,
  change: { status: ContactMessageStatus; adminNote?: string },
  adminUserId: number,
): Promise<ContactMessageRecord> {
  return updateInboxItem(db, contactMessages, id, change, adminUserId, PUBLIC_FORM_KEYS.notFound, toRecord);
}
