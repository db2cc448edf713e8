import { and, count, desc, eq, like, type SQL } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { fullPersonName, type Language } from '@hissa/contracts/languages';
import type { RegistrationDetail, RegistrationList } from '@hissa/contracts/registration/registration-api';
import type { RegistrationStatus } from '@hissa/contracts/registration/registration-journey';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { AppError } from '../../plugins/errors.ts';
import { listStoredFiles } from '../files/stored-files.ts';

/**
 * What the queue shows of an applicant in the reader's language: the person's name (the Arabic
 * form for an Arabic reader when the applicant gave one, decision 047), and the company as
 * written where the form has one, after the reader's comma.
 */
function applicantLine(row: typeof registrations.$inferSelect, language: Language): string {
  const person = fullPersonName(row, language);
  const company = row.payload.companyName;
  if (typeof company !== 'string' || !company) return person;
  return `${person}${language === 'ar' ? '، ' : ', '}${company}`;
}

function summary(row: typeof registrations.$inferSelect, language: Language) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    email: row.email,
    applicantName: applicantLine(row, language),
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * The review queue (AdminRegistrationsEndpoint): one page, newest first, of all or of one status,
 * each applicant named in `language`.
 */
export async function listRegistrations(
  db: Db,
  query: { status?: RegistrationStatus; page: number; size: number },
  language: Language,
): Promise<RegistrationList> {
  const where: SQL | undefined = query.status ? eq(registrations.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(registrations)
      .where(where)
      .orderBy(desc(registrations.submittedAt), desc(registrations.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ value: count() }).from(registrations).where(where),
  ]);
  return {
    data: rows.map((row) => summary(row, language)),
    page: query.page,
    size: query.size,
    total: total?.value ?? 0,
  };
}

/**
 * One registration (AdminRegistrationEndpoint): fields and files, the applicant named in
 * `language`. Errors: 404 errors.notFound.
 */
export async function getRegistration(db: Db, registrationId: number, language: Language): Promise<RegistrationDetail> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!row) throw new AppError(404, ERROR_KEYS.notFound);
  const files = await listStoredFiles(db, { ownerType: 'registration', ownerId: row.id });
  return {
    ...summary(row, language),
    payload: row.payload,
    files: files.map((file) => ({
      fileId: file.id,
      field: file.field,
      originalName: file.originalName,
      contentType: file.contentType,
      sizeBytes: file.sizeBytes,
      sha256: file.sha256,
    })),
    reviewNote: row.reviewNote,
    reviewedBy: row.reviewedBy,
    userId: row.userId,
  };
}

/** Most matches search/company answers. */
const COMPANY_SEARCH_LIMIT = 10;

/**
 * The company form's look-up (DirectoryCompanySearchEndpoint): non-listed directory companies
 * whose English or Arabic name contains `name` (Arabic-normalised), and whether a company user
 * already acts for each, so the company form can link to an existing entry.
 */
export async function searchRegistrableCompanies(db: Db, name: string) {
  const pattern = containsPattern(name);
  if (!pattern) return [];
  const rows = await db
    .selectDistinctOn([companies.id], {
      companyId: companies.id,
      companyName: companies.nameEn,
      companyNameAr: companies.nameAr,
      userId: users.id,
    })
    .from(companies)
    .leftJoin(users, eq(users.companyId, companies.id))
    .where(and(eq(companies.companyType, 'non_listed'), like(companies.searchText, pattern)))
    .orderBy(companies.id)
    .limit(COMPANY_SEARCH_LIMIT);
  return rows.map(({ userId, ...company }) => ({ ...company, hasAccount: userId !== null }));
}
