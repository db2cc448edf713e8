import { and, eq } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companyTeamMembers } from '../../db/schema/company-content.ts';
import { storedFiles } from '../../db/schema/files.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';
import { assertRoomForItem, type CompanyItemTable, companyOfUser, lockOwnedItem } from './company-access.ts';

/*
 * Writes of the list sections of a company profile (products and services, investments, team,
 * awards; UpdateProductServiceEndpoint, UpdateInvestmentEndpoint and the like; decision 007). Each
 * acts for company user `userId` on their own company (users.company_id): 404 when the item does
 * not exist, 403 companyProfile.notYourCompany when another company owns it (or
 * companyProfile.noCompany for an account without a company), and nothing is written.
 */

/**
 * Adds an item with `values` (the columns of `table` but the company) to the user's company.
 * Errors: 403 companyProfile.noCompany; 409 companyProfile.tooManyItems past MAX_SECTION_ITEMS.
 */
export async function createSectionItem<T extends CompanyItemTable>(
  db: Db,
  table: T,
  userId: number,
  values: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    const companyId = await companyOfUser(tx, userId);
    await assertRoomForItem(tx, table, companyId);
    // `values` is the request schema's output, whose keys are the table's columns (and the company is added here).
    const [row] = await tx
      .insert(table)
      .values({ ...values, companyId } as PgInsertValue<T>)
      .returning();
    if (!row) throw new Error('section item not inserted');
    return row as T['$inferSelect'];
  });
}

/** Replaces item `itemId` of the user's company with `values`. Errors: 404, 403 (lockOwnedItem). */
export async function updateSectionItem<T extends CompanyItemTable>(
  db: Db,
  table: T,
  userId: number,
  itemId: number,
  values: Record<string, unknown>,
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    await lockOwnedItem(tx, table, itemId, userId);
    // as in createSectionItem: the schema's output names the table's columns; returning() of a
    // generic table is typed as a partial selection, but it is the whole row of `table`
    const rows = (await tx
      .update(table)
      .set(values as PgUpdateSetSource<T>)
      .where(eq(table.id, itemId))
      .returning()) as unknown as T['$inferSelect'][];
    const [row] = rows;
    if (!row) throw new Error('section item not updated');
    return row;
  });
}

/**
 * Deletes item `itemId` of the user's company with the stored files it owns (`fileOwner`);
 * returns their ids, for the caller to remove from the store after the commit. Errors: 404, 403.
 */
export async function deleteSectionItem(
  db: Db,
  table: CompanyItemTable,
  userId: number,
  itemId: number,
  fileOwner?: 'company_team_member' | 'company_news',
  notFoundKey?: string,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockOwnedItem(tx, table, itemId, userId, notFoundKey);
    const files = fileOwner
      ? await tx
          .delete(storedFiles)
          .where(and(eq(storedFiles.ownerType, fileOwner), eq(storedFiles.ownerId, itemId)))
          .returning({ id: storedFiles.id })
      : [];
    await tx.delete(table).where(eq(table.id, itemId));
    return files.map((file) => file.id);
  });
}

type TeamValues = {
  nameEn: string | null;
  nameAr: string | null;
  titleEn: string | null;
  titleAr: string | null;
  biographyEn: string | null;
  biographyAr: string | null;
};

/** Adds a team member to the user's company, with the photo when one came. Errors: 403 no company; 409 past the limit. */
export async function createTeamMember(
  db: Db,
  userId: number,
  values: TeamValues,
  photo: ReceivedFile | undefined,
): Promise<number> {
  return db.transaction(async (tx) => {
    const companyId = await companyOfUser(tx, userId);
    await assertRoomForItem(tx, companyTeamMembers, companyId);
    const [row] = await tx
      .insert(companyTeamMembers)
      .values({ ...values, companyId })
      .returning({ id: companyTeamMembers.id });
    if (!row) throw new Error('team member not inserted');
    if (photo) await recordStoredFiles(tx, { ownerType: 'company_team_member', ownerId: row.id }, [photo]);
    return row.id;
  });
}

/**
 * Replaces team member `memberId` of the user's company; a new photo replaces the old one, and
 * `removePhoto` drops it. Returns the ids of the files to remove from the store. Errors: 404, 403.
 */
export async function updateTeamMember(
  db: Db,
  userId: number,
  memberId: number,
  values: TeamValues,
  photo: ReceivedFile | undefined,
  removePhoto: boolean,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockOwnedItem(tx, companyTeamMembers, memberId, userId);
    await tx.update(companyTeamMembers).set(values).where(eq(companyTeamMembers.id, memberId));
    if (!photo && !removePhoto) return [];
    const old = await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.ownerType, 'company_team_member'), eq(storedFiles.ownerId, memberId)))
      .returning({ id: storedFiles.id });
    if (photo) await recordStoredFiles(tx, { ownerType: 'company_team_member', ownerId: memberId }, [photo]);
    return old.map((file) => file.id);
  });
}
