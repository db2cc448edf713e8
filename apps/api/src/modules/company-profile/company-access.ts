import { count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { COMPANY_PROFILE_KEYS, MAX_SECTION_ITEMS } from '@hissa/contracts/company-profile';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';

/** A table of a company's items (products, investments, team, awards, news): an id and the owning company. */
export type CompanyItemTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/**
 * The company that company user `userId` acts for (users.company_id: a company user manages one
 * company). Errors: `unlinked` for an account that is not linked to a company (by default 403
 * companyProfile.noCompany; a domain may answer with its own status and message).
 */
export async function companyOfUser(
  db: Db,
  userId: number,
  unlinked: () => AppError = () => new AppError(403, COMPANY_PROFILE_KEYS.noCompany),
): Promise<number> {
  const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId));
  if (!row?.companyId) throw unlinked();
  return row.companyId;
}

/**
 * Checks, inside the write's transaction, that item `itemId` of `table` exists and belongs to
 * the company of company user `userId`, locks it and returns that company's id. Errors: 404
 * `notFoundKey` first (so a missing item answers the same to everyone); 403
 * companyProfile.noCompany, or companyProfile.notYourCompany when another company owns it.
 */
export async function lockOwnedItem(
  tx: Db,
  table: CompanyItemTable,
  itemId: number,
  userId: number,
  notFoundKey: string = COMPANY_PROFILE_KEYS.itemNotFound,
): Promise<number> {
  const [row] = await tx.select({ companyId: table.companyId }).from(table).where(eq(table.id, itemId)).for('update');
  if (!row) throw new AppError(404, notFoundKey);
  const companyId = await companyOfUser(tx, userId);
  if (row.companyId !== companyId) throw new AppError(403, COMPANY_PROFILE_KEYS.notYourCompany);
  return companyId;
}

/** Errors: 409 companyProfile.tooManyItems when `companyId` already has MAX_SECTION_ITEMS items in `table`. */
export async function assertRoomForItem(tx: Db, table: CompanyItemTable, companyId: number): Promise<void> {
  const [row] = await tx.select({ total: count() }).from(table).where(eq(table.companyId, companyId));
  if (Number(row?.total ?? 0) >= MAX_SECTION_ITEMS)
    throw new AppError(409, COMPANY_PROFILE_KEYS.tooManyItems, { max: MAX_SECTION_ITEMS });
}
