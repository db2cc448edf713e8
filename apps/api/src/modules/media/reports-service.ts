import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { MEDIA_KEYS, type ReportInputSchema, type ReportRequestInputSchema } from '@hissa/contracts/media/media';
import type { PublicationStatus } from '@hissa/contracts/publication';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { mediaReports, reportRequests } from '../../db/schema/media.ts';
import { publishMoment, statusFilter, visibleAt } from '../../lib/publication.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';

/*
 * Sharikat-news reports (decision 030): published reports with a PDF are listed with filters;
 * the PDF is given through an e-mailed link after a report request, which is kept for the team.
 */

type Row = typeof mediaReports.$inferSelect;
type StoredFile = typeof storedFiles.$inferSelect;
type ParsedReportInput = z.output<typeof ReportInputSchema>;
/** A report row with its PDF, if any. */
export type ReportWithFile = { row: Row; file: StoredFile | undefined };

/** What readers see at `now`: visible by status and publish time (lib/publication.ts), with its PDF. */
const visible = (now = new Date()) => and(visibleAt(mediaReports, now), isNotNull(mediaReports.fileId));
const yearOf = sql<number>`extract(year from ${mediaReports.publishedOn})::int`;

async function reportPage(db: Db, where: SQL | undefined, page: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: mediaReports, file: storedFiles })
      .from(mediaReports)
      .leftJoin(storedFiles, eq(storedFiles.id, mediaReports.fileId))
      .where(where)
      .orderBy(desc(mediaReports.publishedOn), desc(mediaReports.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ value: count() }).from(mediaReports).where(where),
  ]);
  return { rows: rows.map(({ row, file }) => ({ row, file: file ?? undefined })), total: total?.value ?? 0 };
}

/**
 * A page of published reports with a PDF, newest first, by category, publisher (exact) and year
 * of publication; with every publisher and year of the published reports for the filters.
 */
export async function listPublishedReports(
  db: Db,
  query: { category?: Row['category']; publisher?: string; year?: number; page: number; size: number },
) {
  const conditions = [visible()];
  if (query.category) conditions.push(eq(mediaReports.category, query.category));
  if (query.publisher) conditions.push(eq(mediaReports.publisher, query.publisher));
  if (query.year) conditions.push(sql`${yearOf} = ${query.year}`);
  const [page, publishers, years] = await Promise.all([
    reportPage(db, and(...conditions), query),
    db
      .selectDistinct({ value: mediaReports.publisher })
      .from(mediaReports)
      .where(visible())
      .orderBy(mediaReports.publisher),
    db.selectDistinct({ value: yearOf }).from(mediaReports).where(visible()).orderBy(desc(yearOf)),
  ]);
  return { ...page, publishers: publishers.map(({ value }) => value), years: years.map(({ value }) => Number(value)) };
}

/** The admin's page of reports (drafts too), newest first. */
export function listAdminReports(db: Db, query: { status?: PublicationStatus; page: number; size: number }) {
  return reportPage(db, statusFilter(mediaReports, query.status, new Date()), query);
}

/** Report `id` with its PDF; only one readers see now (with a PDF) unless `includeDrafts`. Errors: 404. */
export async function findReport(db: Db, id: number, includeDrafts = false): Promise<ReportWithFile> {
  const [found] = await db
    .select({ row: mediaReports, file: storedFiles })
    .from(mediaReports)
    .leftJoin(storedFiles, eq(storedFiles.id, mediaReports.fileId))
    .where(includeDrafts ? eq(mediaReports.id, id) : and(eq(mediaReports.id, id), visible()));
  if (!found) throw new AppError(404, MEDIA_KEYS.notFound);
  return { row: found.row, file: found.file ?? undefined };
}

/** The columns of an input at `now`: descriptions sanitised, publish time by status (400 publication.publishAtPast). */
function reportValues(input: ParsedReportInput, existing: Row | undefined, now: Date) {
  return {
    ...input,
    publishAt: publishMoment(input, existing, now),
    descriptionEn: sanitizeRichText(input.descriptionEn),
    descriptionAr: sanitizeRichText(input.descriptionAr),
  };
}

/** Stores a new report. Errors: 409 media.fileMissing when it is to be scheduled or published (no PDF yet). */
export async function createReport(db: Db, input: ParsedReportInput): Promise<ReportWithFile> {
  if (input.status !== 'draft') throw new AppError(409, MEDIA_KEYS.fileMissing);
  const [row] = await db
    .insert(mediaReports)
    .values(reportValues(input, undefined, new Date()))
    .returning();
  if (!row) throw new Error('report insert returned no row');
  return { row, file: undefined };
}

/** Replaces report `id`'s fields. Errors: 404; 409 media.fileMissing scheduling or publishing without a PDF. */
export async function updateReport(db: Db, id: number, input: ParsedReportInput): Promise<ReportWithFile> {
  const current = await findReport(db, id, true);
  const now = new Date();
  if (input.status !== 'draft' && !current.file) throw new AppError(409, MEDIA_KEYS.fileMissing);
  const [row] = await db
    .update(mediaReports)
    .set({ ...reportValues(input, current.row, now), updatedAt: now })
    .where(eq(mediaReports.id, id))
    .returning();
  if (!row) throw new AppError(404, MEDIA_KEYS.notFound);
  return { row, file: current.file };
}

/** Makes `file` report `id`'s PDF in one transaction; returns the replaced file's id. Errors: 404. */
export async function setReportFile(
  db: Db,
  id: number,
  file: ReceivedFile,
): Promise<{ report: ReportWithFile; replacedFileId: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(mediaReports).where(eq(mediaReports.id, id)).for('update');
    if (!current) throw new AppError(404, MEDIA_KEYS.notFound);
    await recordStoredFiles(tx, { ownerType: 'media_report', ownerId: id }, [file]);
    const [row] = await tx
      .update(mediaReports)
      .set({ fileId: file.fileId, updatedAt: new Date() })
      .where(eq(mediaReports.id, id))
      .returning();
    if (current.fileId) await tx.delete(storedFiles).where(eq(storedFiles.id, current.fileId));
    const [stored] = await tx.select().from(storedFiles).where(eq(storedFiles.id, file.fileId));
    return { report: { row: row ?? current, file: stored }, replacedFileId: current.fileId };
  });
}

/** Stores a report request for published report `reportId`. Errors: 404. */
export async function createReportRequest(
  db: Db,
  reportId: number,
  input: Omit<z.output<typeof ReportRequestInputSchema>, 'website'>,
) {
  const report = await findReport(db, reportId);
  const [request] = await db
    .insert(reportRequests)
    .values({ ...input, email: input.email.toLowerCase(), reportId })
    .returning();
  if (!request) throw new Error('report request insert returned no row');
  return { report, request };
}

/** The admin's page of report requests, newest first, with the report's titles. */
export async function listReportRequests(db: Db, page: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ request: reportRequests, titleEn: mediaReports.titleEn, titleAr: mediaReports.titleAr })
      .from(reportRequests)
      .innerJoin(mediaReports, eq(mediaReports.id, reportRequests.reportId))
      .orderBy(desc(reportRequests.createdAt), desc(reportRequests.id))
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ value: count() }).from(reportRequests),
  ]);
  return {
    data: rows.map(({ request, titleEn, titleAr }) => ({
      id: request.id,
      reportId: request.reportId,
      reportTitleEn: titleEn,
      reportTitleAr: titleAr,
      fullName: request.fullName,
      email: request.email,
      companyName: request.companyName,
      designation: request.designation,
      createdAt: request.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  };
}
