import { and, arrayContains, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  CONSULTANT_KEYS,
  ConsultantSummarySchema,
  type AdminConsultantPage,
  type AdminConsultantsQuery,
  type ConsultantDetail,
  type ConsultantDirectoryQuery,
  type ConsultantPage,
} from '@hissa/contracts/consultants';
import type { Language } from '@hissa/contracts/languages';
import { STATIC_LOOKUP_LISTS } from '@hissa/contracts/lookups/static-lists';
import type { Db } from '../../db/client.ts';
import { consultantProfiles } from '../../db/schema/consultants.ts';
import { users } from '../../db/schema/users.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { AppError } from '../../plugins/errors.ts';
import { toListing } from './consultant-profiles.ts';

const isVerified = eq(consultantProfiles.verificationStatus, 'verified');

/** The rank of a years-of-experience code (its place in the list; more years rank higher). */
const experienceRank = sql.raw(
  `case consultant_profiles.years_of_experience ${STATIC_LOOKUP_LISTS['years-of-experience']
    .map((item, index) => `when '${item.code}' then ${index}`)
    .join(' ')} else -1 end`,
);

/** The ORDER BY of a directory sort; the name in the reader's language breaks ties. */
function orderOf(sort: ConsultantDirectoryQuery['sort'], language: Language): SQL[] {
  const name =
    language === 'ar'
      ? [asc(sql`nullif(${consultantProfiles.fullNameAr}, '')`), asc(users.firstName), asc(users.lastName)]
      : [asc(users.firstName), asc(users.lastName)];
  const tieBreak = [...name, asc(users.id)];
  switch (sort) {
    case 'rate_asc':
      return [asc(consultantProfiles.hourlyRateHalalas), ...tieBreak];
    case 'rate_desc':
      return [desc(consultantProfiles.hourlyRateHalalas), ...tieBreak];
    case 'experience':
      return [desc(experienceRank), ...tieBreak];
    case 'newest':
      return [desc(consultantProfiles.verifiedAt), ...tieBreak];
    default:
      return tieBreak;
  }
}

/**
 * A page of the consultants directory (ConsultantDirectoryEndpoint; decision 043): verified
 * consultants only, by text (names in both languages, headlines, expertise and industry names;
 * Arabic-aware), one area of expertise, one industry and one availability, in the chosen order
 * (by name when none), names in `language`. One statement: the total comes with the rows.
 */
export async function listConsultants(
  db: Db,
  query: ConsultantDirectoryQuery,
  language: Language,
): Promise<ConsultantPage> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const rows = await db
    .select({
      profile: consultantProfiles,
      firstName: users.firstName,
      lastName: users.lastName,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(consultantProfiles)
    .innerJoin(users, eq(users.id, consultantProfiles.userId))
    .where(
      and(
        isVerified,
        pattern ? ilike(consultantProfiles.searchText, pattern) : undefined,
        query.expertise ? arrayContains(consultantProfiles.areasOfExpertise, [query.expertise]) : undefined,
        query.industry ? arrayContains(consultantProfiles.industries, [query.industry]) : undefined,
        query.availability ? eq(consultantProfiles.availability, query.availability) : undefined,
      ),
    )
    .orderBy(...orderOf(query.sort, language))
    .limit(query.size)
    .offset(query.page * query.size);
  return {
    // The card's fields of each listing (the detail's summary, degree and links stay out).
    data: rows.map((row) => ConsultantSummarySchema.parse(toListing(row, row.profile.userId, row.profile, language))),
    page: query.page,
    size: query.size,
    total: rows[0]?.total ?? 0,
  };
}

/** One verified consultant (ConsultantDetailEndpoint). Errors: 404 consultants.notFound otherwise. */
export async function getConsultant(db: Db, consultantId: number, language: Language): Promise<ConsultantDetail> {
  const [row] = await db
    .select({ profile: consultantProfiles, firstName: users.firstName, lastName: users.lastName })
    .from(consultantProfiles)
    .innerJoin(users, eq(users.id, consultantProfiles.userId))
    .where(and(eq(consultantProfiles.userId, consultantId), isVerified));
  if (!row?.profile.verifiedAt) throw new AppError(404, CONSULTANT_KEYS.notFound);
  return {
    ...toListing(row, consultantId, row.profile, language),
    verifiedAt: row.profile.verifiedAt.toISOString(),
  };
}

/** True when user `userId` is a verified consultant (a request may go to them; decision 043). */
export async function isVerifiedConsultant(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: consultantProfiles.userId })
    .from(consultantProfiles)
    .where(and(eq(consultantProfiles.userId, userId), isVerified));
  return row !== undefined;
}

/**
 * The admin's list of consultants of one verification status (AdminConsultantsEndpoint), last
 * changed first, with the total. Names and headlines in `language`.
 */
export async function listConsultantsForAdmin(
  db: Db,
  query: AdminConsultantsQuery,
  language: Language,
): Promise<AdminConsultantPage> {
  const rows = await db
    .select({
      profile: consultantProfiles,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(consultantProfiles)
    .innerJoin(users, eq(users.id, consultantProfiles.userId))
    .where(eq(consultantProfiles.verificationStatus, query.status))
    .orderBy(desc(consultantProfiles.updatedAt), asc(users.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return {
    data: rows.map((row) => {
      const listing = toListing(row, row.profile.userId, row.profile, language);
      return {
        consultantId: row.profile.userId,
        name: listing.name,
        email: row.email,
        headline: listing.headline,
        isComplete: row.profile.isComplete,
        verificationStatus: row.profile.verificationStatus,
        verifiedAt: row.profile.verifiedAt?.toISOString() ?? null,
        updatedAt: row.profile.updatedAt.toISOString(),
      };
    }),
    page: query.page,
    size: query.size,
    total: rows[0]?.total ?? 0,
  };
}
