import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type STORED_FILE_OWNER_TYPES, storedFiles } from '../../db/schema/files.ts';
import type { ReceivedFile } from './receive-multipart.ts';

/** What a stored file belongs to (stored_files.owner_type and owner_id). */
export type StoredFileOwner = { ownerType: (typeof STORED_FILE_OWNER_TYPES)[number]; ownerId: number };

/** Writes the stored_files rows of `files` for `owner`; call inside the owner's transaction. */
export async function recordStoredFiles(tx: Db, owner: StoredFileOwner, files: readonly ReceivedFile[]): Promise<void> {
  if (files.length === 0) return;
  await tx.insert(storedFiles).values(files.map(({ fileId, ...file }) => ({ id: fileId, ...owner, ...file })));
}

/** The stored_files rows of `owner`, in upload order. */
export function listStoredFiles(db: Db, owner: StoredFileOwner) {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerType, owner.ownerType), eq(storedFiles.ownerId, owner.ownerId)))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.field));
}

/** The stored_files row of `fileId`, or undefined. */
export async function findStoredFile(db: Db, fileId: string) {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  return row;
}
