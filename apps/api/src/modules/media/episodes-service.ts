import { and, count, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { type EpisodeInputSchema, MEDIA_KEYS } from '@hissa/contracts/media/media';
import type { PublicationStatus } from '@hissa/contracts/publication';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { podcastEpisodes } from '../../db/schema/media.ts';
import { publishMoment, statusFilter, visibleAt } from '../../lib/publication.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';

/*
 * Podcast episodes (decision 030): published ones with audio are public, newest first; the admin
 * writes them and uploads the audio, which replaces the earlier file.
 */

type Row = typeof podcastEpisodes.$inferSelect;
type StoredFile = typeof storedFiles.$inferSelect;
type ParsedEpisodeInput = z.output<typeof EpisodeInputSchema>;
/** An episode row with its audio file, if any. */
export type EpisodeWithAudio = { row: Row; audio: StoredFile | undefined };

/** What readers see at `now`: visible by status and publish time (lib/publication.ts), with its audio. */
const visible = (now = new Date()) => and(visibleAt(podcastEpisodes, now), isNotNull(podcastEpisodes.audioFileId));

async function episodePage(db: Db, where: SQL | undefined, page: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: podcastEpisodes, audio: storedFiles })
      .from(podcastEpisodes)
      .leftJoin(storedFiles, eq(storedFiles.id, podcastEpisodes.audioFileId))
      .where(where)
      .orderBy(desc(podcastEpisodes.publishedOn), desc(podcastEpisodes.episodeNumber))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ value: count() }).from(podcastEpisodes).where(where),
  ]);
  return { rows: rows.map(({ row, audio }) => ({ row, audio: audio ?? undefined })), total: total?.value ?? 0 };
}

/** A page of published episodes with audio, newest first. */
export function listPublishedEpisodes(db: Db, page: { page: number; size: number }) {
  return episodePage(db, visible(), page);
}

/** The admin's page of episodes (drafts too), newest first. */
export function listAdminEpisodes(db: Db, query: { status?: PublicationStatus; page: number; size: number }) {
  return episodePage(db, statusFilter(podcastEpisodes, query.status, new Date()), query);
}

/** Episode `id` with its audio; only one readers see now (with audio) unless `includeDrafts`. Errors: 404. */
export async function findEpisode(db: Db, id: number, includeDrafts = false): Promise<EpisodeWithAudio> {
  const [found] = await db
    .select({ row: podcastEpisodes, audio: storedFiles })
    .from(podcastEpisodes)
    .leftJoin(storedFiles, eq(storedFiles.id, podcastEpisodes.audioFileId))
    .where(includeDrafts ? eq(podcastEpisodes.id, id) : and(eq(podcastEpisodes.id, id), visible()));
  if (!found) throw new AppError(404, MEDIA_KEYS.notFound);
  return { row: found.row, audio: found.audio ?? undefined };
}

/** The columns of an input at `now`: descriptions sanitised, publish time by status (400 publication.publishAtPast). */
function episodeValues(input: ParsedEpisodeInput, existing: Row | undefined, now: Date) {
  return {
    ...input,
    publishAt: publishMoment(input, existing, now),
    descriptionEn: sanitizeRichText(input.descriptionEn),
    descriptionAr: sanitizeRichText(input.descriptionAr),
  };
}

/** Stores a new episode. Errors: 409 media.fileMissing when it is to be scheduled or published (no audio yet). */
export async function createEpisode(db: Db, input: ParsedEpisodeInput): Promise<EpisodeWithAudio> {
  if (input.status !== 'draft') throw new AppError(409, MEDIA_KEYS.fileMissing);
  const [row] = await db
    .insert(podcastEpisodes)
    .values(episodeValues(input, undefined, new Date()))
    .returning();
  if (!row) throw new Error('episode insert returned no row');
  return { row, audio: undefined };
}

/** Replaces episode `id`'s fields. Errors: 404; 409 media.fileMissing scheduling or publishing without audio. */
export async function updateEpisode(db: Db, id: number, input: ParsedEpisodeInput): Promise<EpisodeWithAudio> {
  const current = await findEpisode(db, id, true);
  const now = new Date();
  if (input.status !== 'draft' && !current.audio) throw new AppError(409, MEDIA_KEYS.fileMissing);
  const [row] = await db
    .update(podcastEpisodes)
    .set({ ...episodeValues(input, current.row, now), updatedAt: now })
    .where(eq(podcastEpisodes.id, id))
    .returning();
  if (!row) throw new AppError(404, MEDIA_KEYS.notFound);
  return { row, audio: current.audio };
}

/**
 * Makes `file` episode `id`'s audio in one transaction; returns the id of the file it replaced
 * (to delete from the store after the commit). Errors: 404.
 */
export async function setEpisodeAudio(
  db: Db,
  id: number,
  file: ReceivedFile,
): Promise<{ episode: EpisodeWithAudio; replacedFileId: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(podcastEpisodes).where(eq(podcastEpisodes.id, id)).for('update');
    if (!current) throw new AppError(404, MEDIA_KEYS.notFound);
    await recordStoredFiles(tx, { ownerType: 'podcast_episode', ownerId: id }, [file]);
    const [row] = await tx
      .update(podcastEpisodes)
      .set({ audioFileId: file.fileId, updatedAt: new Date() })
      .where(eq(podcastEpisodes.id, id))
      .returning();
    if (current.audioFileId) await tx.delete(storedFiles).where(eq(storedFiles.id, current.audioFileId));
    const [audio] = await tx.select().from(storedFiles).where(eq(storedFiles.id, file.fileId));
    return { episode: { row: row ?? current, audio }, replacedFileId: current.audioFileId };
  });
}
