import { and, desc, eq } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import {
  CONSULTANT_KEYS,
  HOURLY_RATE_MIN_HALALAS,
  HOURLY_RATE_OF_BRACKET,
  type ConsultantDetail,
  type ConsultantProfileRequest,
  type MyConsultantProfile,
  type NamedCode,
} from '@hissa/contracts/consultants';
import { type Language, localName } from '@hissa/contracts/languages';
import { STATIC_LOOKUP_LISTS, type StaticListName } from '@hissa/contracts/lookups/static-lists';
import { halalasToSar, sarToHalalas } from '@hissa/contracts/money';
import { AVAILABILITY_OPTIONS, DEGREE_LEVELS } from '@hissa/contracts/registration/registration-options';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { consultantProfiles } from '../../db/schema/consultants.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';

export type ProfileRow = typeof consultantProfiles.$inferSelect;
type ProfileColumns = Omit<typeof consultantProfiles.$inferInsert, 'userId' | 'searchText'>;
type Person = { firstName: string; lastName: string };

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  return typeof value === 'string' ? value : '';
}

/**
 * The profile a consultant's approved registration starts with (decision 043): the Arabic forms
 * of the names as the Arabic full name (decision 047), its current title and job summary as the
 * English headline and summary, its one area and one industry of expertise, its freelancing
 * answers, and the hourly rate at the lower bound of the chosen bracket (contracts
 * HOURLY_RATE_OF_BRACKET). The Arabic headline and summary wait for the consultant.
 */
export function profileFromRegistration(payload: Record<string, unknown>): ProfileColumns {
  const code = (key: string) => (text(payload, key) ? [text(payload, key)] : []);
  return {
    fullNameAr: [text(payload, 'firstNameAr'), text(payload, 'lastNameAr')].filter(Boolean).join(' '),
    headlineEn: text(payload, 'currentTitle'),
    summaryEn: text(payload, 'jobSummary'),
    areasOfExpertise: code('areaOfExpertise'),
    industries: code('industryOfExpertise'),
    yearsOfExperience: text(payload, 'yearsOfExperience'),
    linkedInUrl: text(payload, 'linkedInUrl'),
    availability: text(payload, 'availability'),
    projectsPerWeek: text(payload, 'projectsPerWeek'),
    hourlyRateHalalas: HOURLY_RATE_OF_BRACKET[text(payload, 'hourlyRate')] ?? HOURLY_RATE_MIN_HALALAS,
    highestDegree: text(payload, 'highestDegree'),
    isCfaCharterholder: payload.isCfaCharterholder === true,
  };
}

/** The names of `codes` of static list `list` in both languages (for the search text). */
function bilingualNames(list: StaticListName, codes: readonly string[]): string {
  return STATIC_LOOKUP_LISTS[list]
    .filter((item) => codes.includes(item.code))
    .map((item) => `${item.nameEn} ${item.nameAr}`)
    .join(' ');
}

/** normalizeSearchText of what the directory's search matches: names, headlines, expertise and industries. */
function searchTextOf(person: Person, profile: ProfileColumns): string {
  return normalizeSearchText(
    [
      person.firstName,
      person.lastName,
      profile.fullNameAr ?? '',
      profile.headlineEn,
      profile.headlineAr ?? '',
      bilingualNames('areas-of-expertise', profile.areasOfExpertise),
      bilingualNames('industries-of-expertise', profile.industries),
    ].join(' '),
  );
}

/**
 * Creates the profile of consultant `userId` from the approved registration's answers (called in
 * the approval's transaction, and by the demo seed through the same path), pending verification.
 */
export async function createConsultantProfile(
  tx: Db,
  userId: number,
  person: Person,
  payload: Record<string, unknown>,
): Promise<void> {
  const profile = profileFromRegistration(payload);
  await tx.insert(consultantProfiles).values({ userId, ...profile, searchText: searchTextOf(person, profile) });
}

/** The consultant account `userId` (404 consultants.noProfile when it is no consultant). */
async function findConsultant(db: Db, userId: number) {
  const [account] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userType, USER_TYPES.financialConsultant)));
  if (!account) throw new AppError(404, CONSULTANT_KEYS.noProfile);
  return account;
}

/**
 * The stored profile of `userId`, or (for a consultant approved before profiles existed) the one
 * their approved registration gives, unsaved; null when neither exists.
 */
async function currentProfile(db: Db, userId: number): Promise<ProfileColumns | null> {
  const [row] = await db.select().from(consultantProfiles).where(eq(consultantProfiles.userId, userId));
  if (row) return row;
  const [registration] = await db
    .select({ payload: registrations.payload })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.status, 'approved')))
    .orderBy(desc(registrations.id))
    .limit(1);
  return registration ? profileFromRegistration(registration.payload) : null;
}

function namedCodes(list: StaticListName, codes: readonly string[], language: Language): NamedCode[] {
  return codes.flatMap((code) => {
    const item = STATIC_LOOKUP_LISTS[list].find((entry) => entry.code === code);
    return item ? [{ code, name: localName(item, language) }] : [];
  });
}

function namedCode(list: StaticListName, code: string, language: Language): NamedCode {
  return namedCodes(list, [code], language)[0] ?? { code, name: '' };
}

/** Text in `language`, the English one when the Arabic is not written yet. */
function inLanguage(english: string, arabic: string, language: Language): string {
  return language === 'ar' && arabic ? arabic : english;
}

/** The consultant as companies see them (ConsultantDetail without verifiedAt), names in `language`. */
export function toListing(
  person: Person,
  userId: number,
  profile: ProfileColumns,
  language: Language,
): Omit<ConsultantDetail, 'verifiedAt'> {
  const availability = AVAILABILITY_OPTIONS.find((option) => option.code === profile.availability);
  const degree = DEGREE_LEVELS.find((level) => level.code === profile.highestDegree);
  return {
    consultantId: userId,
    name: inLanguage(`${person.firstName} ${person.lastName}`, profile.fullNameAr ?? '', language),
    headline: inLanguage(profile.headlineEn, profile.headlineAr ?? '', language),
    summary: inLanguage(profile.summaryEn, profile.summaryAr ?? '', language),
    areasOfExpertise: namedCodes('areas-of-expertise', profile.areasOfExpertise, language),
    industries: namedCodes('industries-of-expertise', profile.industries, language),
    yearsOfExperience: namedCode('years-of-experience', profile.yearsOfExperience, language),
    availability: { code: profile.availability, name: availability ? localName(availability, language) : '' },
    projectsPerWeek: namedCode('projects-per-week', profile.projectsPerWeek, language),
    hourlyRate: halalasToSar(BigInt(profile.hourlyRateHalalas)),
    isCfaCharterholder: profile.isCfaCharterholder ?? false,
    highestDegree: degree ? localName(degree, language) : '',
    linkedInUrl: profile.linkedInUrl ?? '',
  };
}

const EMPTY_PROFILE: ProfileColumns = {
  headlineEn: '',
  summaryEn: '',
  areasOfExpertise: [],
  industries: [],
  yearsOfExperience: '',
  availability: '',
  projectsPerWeek: '',
  hourlyRateHalalas: HOURLY_RATE_MIN_HALALAS,
  highestDegree: '',
  isCfaCharterholder: false,
};

/**
 * My consultant profile (MyConsultantProfileEndpoint): the account, the verification status, the
 * form's values ('' where nothing is known yet; the rate '' until saved when unknown) and the
 * listing as companies see it in `language`. Errors: 404 consultants.noProfile for another type.
 */
export async function readMyConsultantProfile(
  db: Db,
  userId: number,
  language: Language,
): Promise<MyConsultantProfile> {
  const account = await findConsultant(db, userId);
  const stored = await currentProfile(db, userId);
  const profile = stored ?? EMPTY_PROFILE;
  return {
    ...account,
    verificationStatus: profile.verificationStatus ?? 'pending',
    verifiedAt: profile.verifiedAt?.toISOString() ?? null,
    isComplete: profile.isComplete ?? false,
    values: {
      fullNameAr: profile.fullNameAr ?? '',
      headlineEn: profile.headlineEn,
      headlineAr: profile.headlineAr ?? '',
      summaryEn: profile.summaryEn,
      summaryAr: profile.summaryAr ?? '',
      areasOfExpertise: profile.areasOfExpertise,
      industries: profile.industries,
      yearsOfExperience: profile.yearsOfExperience,
      linkedInUrl: profile.linkedInUrl ?? '',
      availability: profile.availability,
      projectsPerWeek: profile.projectsPerWeek,
      hourlyRate: stored ? halalasToSar(BigInt(profile.hourlyRateHalalas)) : '',
    },
    listing: toListing(account, userId, profile, language),
  };
}

/**
 * Saves the signed-in consultant's own profile (UpdateMyConsultantProfileEndpoint; there is no
 * way to name another account). Creates it when missing, keeping the registration's degree and
 * CFA charter; the verification status is unchanged. Errors: 404 consultants.noProfile.
 */
export async function saveMyConsultantProfile(
  db: Db,
  userId: number,
  request: ConsultantProfileRequest,
): Promise<void> {
  const account = await findConsultant(db, userId);
  await db.transaction(async (tx) => {
    const base = (await currentProfile(tx, userId)) ?? EMPTY_PROFILE;
    const profile: ProfileColumns = {
      fullNameAr: request.fullNameAr.trim(),
      headlineEn: request.headlineEn.trim(),
      headlineAr: request.headlineAr.trim(),
      summaryEn: request.summaryEn.trim(),
      summaryAr: request.summaryAr.trim(),
      areasOfExpertise: request.areasOfExpertise,
      industries: request.industries,
      yearsOfExperience: request.yearsOfExperience,
      linkedInUrl: request.linkedInUrl ?? '',
      availability: request.availability,
      projectsPerWeek: request.projectsPerWeek,
      hourlyRateHalalas: Number(sarToHalalas(request.hourlyRate.trim())),
      highestDegree: base.highestDegree,
      isCfaCharterholder: base.isCfaCharterholder,
      isComplete: true,
    };
    const values = { ...profile, searchText: searchTextOf(account, profile), updatedAt: new Date() };
    await tx
      .insert(consultantProfiles)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: consultantProfiles.userId, set: values });
  });
}

/**
 * The admin verifies consultant `userId` (listed in the directory) or takes it back
 * (ConsultantVerificationEndpoint). Errors: 404 consultants.noProfile when the account is no
 * consultant or has no profile.
 */
export async function setConsultantVerification(
  db: Db,
  userId: number,
  adminUserId: number,
  isVerified: boolean,
): Promise<void> {
  const [updated] = await db
    .update(consultantProfiles)
    .set(
      isVerified
        ? { verificationStatus: 'verified', verifiedAt: new Date(), verifiedBy: adminUserId }
        : { verificationStatus: 'pending', verifiedAt: null, verifiedBy: null },
    )
    .where(eq(consultantProfiles.userId, userId))
    .returning({ userId: consultantProfiles.userId });
  if (!updated) throw new AppError(404, CONSULTANT_KEYS.noProfile);
}
