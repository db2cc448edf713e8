import { and, count, desc, eq, type InferSelectModel, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { AppError } from '../plugins/errors.ts';

/*
 * The follow-up inboxes of what visitors send (contact messages and demo tours, decision 027;
 * sales requests, decision 023): stored as sent, listed for the admin newest first, moved on with
 * a status and a note.
 */

/** A table of an inbox: each row has a kind, a status, the admin's note and who handled it last. */
export type InboxTable = PgTable & {
  id: AnyPgColumn;
  kind: AnyPgColumn;
  status: AnyPgColumn;
  adminNote: AnyPgColumn;
  handledBy: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
};

/**
 * A page of the inbox `table` (newest first), filtered by kind and status; `page` 0-based. The
 * rows as `toRecord` shows them, and the number of rows that match.
 */
export async function listInbox<Table extends InboxTable, Item>(
  db: Db,
  table: Table,
  query: { page: number; size: number; kind?: string; status?: string },
  toRecord: (row: InferSelectModel<Table>) => Item,
): Promise<{ data: Item[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(table.kind, query.kind));
  if (query.status) conditions.push(eq(table.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [total] = await db
    .select({ total: count() })
    .from(table as PgTable)
    .where(where);
  return { data: (rows as InferSelectModel<Table>[]).map(toRecord), total: total?.total ?? 0 };
}

/**
 * Sets the status and, when given, the note of row `id` of the inbox `table`, recording admin
 * `adminUserId` and the time; returns the row as `toRecord` shows it. Errors: 404 `notFoundKey`.
 */
export async function updateInboxItem<Table extends InboxTable, Item>(
  db: Db,
  table: Table,
  id: number,
  change: { status: string; adminNote?: string },
  adminUserId: number,
  notFoundKey: string,
  toRecord: (row: InferSelectModel<Table>) => Item,
): Promise<Item> {
  const [row] = await db
    .update(table as PgTable)
    .set({
      status: change.status,
      ...(change.adminNote !== undefined && { adminNote: change.adminNote }),
      handledBy: adminUserId,
      updatedAt: new Date(),
    })
    .where(eq(table.id, id))
    .returning();
  if (!row) throw new AppError(404, notFoundKey);
  return toRecord(row as InferSelectModel<Table>);
}
