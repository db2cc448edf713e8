import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  INDIVIDUAL_PROFILE_LOOKUPS,
  INSTITUTIONAL_PROFILE_LOOKUPS,
  IndividualProfileValuesSchema,
  InstitutionalProfileValuesSchema,
  PROFILE_KEYS,
  type IndividualProfile,
  type IndividualProfileRequestSchema,
  type InstitutionalProfile,
  type InstitutionalProfileRequestSchema,
  type KeyMemberRequestSchema,
  type PreviousInvestmentRequestSchema,
  type ProfileInvestment,
  type ProfileKeyMember,
  type ProfileKind,
} from '@hissa/contracts/account-profiles';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { DEFAULT_COUNTRY_CODE } from '@hissa/contracts/geography';
import { type Language, localName } from '@hissa/contracts/languages';
import type { LookupListName } from '@hissa/contracts/lookups/lookup-lists';
import { findStaticLookupItem, type StaticListName } from '@hissa/contracts/lookups/static-lists';
import type { LookupFieldRule } from '@hissa/contracts/registration/registration-journey';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  accountProfiles,
  profileKeyMembers,
  profilePreviousInvestments,
} from '../../db/schema/interests-and-profiles.ts';
import { registrations } from '../../db/schema/registrations.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { createLookupsService } from '../lookups/lookups-service.ts';
import { checkLookupFields } from '../registration/lookup-checks.ts';

type Lookups = ReturnType<typeof createLookupsService>;
type InvestmentRow = typeof profilePreviousInvestments.$inferSelect;
type KeyMemberRow = typeof profileKeyMembers.$inferSelect;
export type Account = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  firstNameAr: string | null;
  lastNameAr: string | null;
};

/** The columns of users that a profile takes from its account: id, e-mail and both forms of the name. */
export const ACCOUNT_COLUMNS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  firstNameAr: users.firstNameAr,
  lastNameAr: users.lastNameAr,
};

/** An institutional profile's contact person as its account names them, in English and Arabic ('' when not given). */
export function contactPersonOf(account: Account): { contactPersonName: string; contactPersonNameAr: string } {
  return {
    contactPersonName: `${account.firstName} ${account.lastName}`.trim(),
    contactPersonNameAr: `${account.firstNameAr ?? ''} ${account.lastNameAr ?? ''}`.trim(),
  };
}

/** The account `userId` (its e-mail and name). */
async function findAccount(db: Db, userId: number): Promise<Account> {
  const [account] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, userId));
  if (!account) throw new Error(`account ${userId} missing`);
  return account;
}

/** `base` with every key of it that `source` holds as a string (or string array) taken from `source`. */
function fillValues<T extends Record<string, string | string[]>>(base: T, source: Record<string, unknown>): T {
  const filled: Record<string, string | string[]> = { ...base };
  for (const key of Object.keys(base)) {
    const value = source[key];
    if (typeof value === 'string') filled[key] = value;
    else if (Array.isArray(value) && Array.isArray(base[key])) filled[key] = value.map(String);
  }
  // same keys as `base`, each with the type base gives it
  return filled as T;
}

/**
 * What a profile starts from: the saved details, else the approved registration's fields
 * (decision 005), else only the account's name and e-mail. `isSaved` tells them apart.
 */
async function storedDetails(
  db: Db,
  userId: number,
  kind: ProfileKind,
): Promise<{ isSaved: boolean; details: Record<string, unknown> }> {
  const [row] = await db.select().from(accountProfiles).where(eq(accountProfiles.userId, userId));
  if (row) return { isSaved: row.kind === kind, details: row.kind === kind ? row.details : {} };
  const [registration] = await db
    .select({ payload: registrations.payload })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.status, 'approved')))
    .orderBy(desc(registrations.id))
    .limit(1);
  return { isSaved: false, details: registration?.payload ?? {} };
}

/** Name of `code` in a lookup list in `language` ('' when unset or unknown). */
async function lookupName(lookups: Lookups, list: LookupListName, code: string, language: Language): Promise<string> {
  if (!code) return '';
  const items = await lookups.getList(list, language);
  return items.find((item) => item.code === code)?.name ?? '';
}

function staticName(list: StaticListName, code: string, language: Language): string {
  const item = findStaticLookupItem(list, code);
  return item ? localName(item, language) : '';
}

function toInvestment(row: InvestmentRow): ProfileInvestment {
  return {
    investmentId: row.id,
    companyName: row.companyName,
    ownershipPercentage: row.ownershipPercentage,
    ownershipDate: row.ownershipDate,
  };
}

function toKeyMember(row: KeyMemberRow, language: Language): ProfileKeyMember {
  return {
    keyMemberId: row.id,
    fullName: row.fullName,
    designation: row.designation,
    designationName: staticName('designations', row.designation, language),
    degree: row.degree,
  };
}

async function listInvestments(db: Db, userId: number): Promise<ProfileInvestment[]> {
  const rows = await db
    .select()
    .from(profilePreviousInvestments)
    .where(eq(profilePreviousInvestments.userId, userId))
    .orderBy(desc(profilePreviousInvestments.ownershipDate), desc(profilePreviousInvestments.id));
  return rows.map(toInvestment);
}

/** The individual profile of account `userId` (types 4 and 6), names in `language`. */
export async function readIndividualProfile(
  db: Db,
  lookups: Lookups,
  userId: number,
  language: Language,
): Promise<IndividualProfile> {
  const account = await findAccount(db, userId);
  const { isSaved, details } = await storedDetails(db, userId, 'individual');
  const empty = Object.fromEntries(Object.keys(IndividualProfileValuesSchema.shape).map((key) => [key, ''])) as Record<
    string,
    string
  >;
  const values = IndividualProfileValuesSchema.parse(
    fillValues(
      {
        ...empty,
        geographicalFocus: [],
        industryFocus: [],
        firstName: account.firstName,
        lastName: account.lastName,
        firstNameAr: account.firstNameAr ?? '',
        lastNameAr: account.lastNameAr ?? '',
        email1: account.email,
      },
      details,
    ),
  );
  const isSaudi = values.countryCode === DEFAULT_COUNTRY_CODE;
  const [country, city, geographicalFocus, industryFocus, previousInvestments] = await Promise.all([
    lookupName(lookups, 'countries', values.countryCode, language),
    isSaudi ? lookupName(lookups, 'cities', values.city, language) : Promise.resolve(values.city),
    Promise.all(values.geographicalFocus.map((code) => lookupName(lookups, 'countries', code, language))),
    Promise.all(
      values.industryFocus.map((code) => lookupName(lookups, 'industrial-classification-level-1', code, language)),
    ),
    listInvestments(db, userId),
  ]);
  return {
    kind: 'individual',
    isSaved,
    accountEmail: account.email,
    values,
    names: {
      title: staticName('titles', values.title, language),
      country,
      city,
      designation: staticName('designations', values.designation, language),
      investorType: staticName('investor-types', values.investorType, language),
      geographicalFocus,
      industryFocus,
    },
    previousInvestments,
  };
}

/** The institutional profile of account `userId` (types 5 and 7), names in `language`. */
export async function readInstitutionalProfile(
  db: Db,
  lookups: Lookups,
  userId: number,
  language: Language,
): Promise<InstitutionalProfile> {
  const account = await findAccount(db, userId);
  const { isSaved, details } = await storedDetails(db, userId, 'institutional');
  const empty = Object.fromEntries(
    Object.keys(InstitutionalProfileValuesSchema.shape).map((key) => [key, '']),
  ) as Record<string, string>;
  const values = InstitutionalProfileValuesSchema.parse(
    fillValues(
      {
        ...empty,
        ...contactPersonOf(account),
        contactPersonEmail: account.email,
      },
      details,
    ),
  );
  const [headquarters, sector, keyMemberRows, previousInvestments] = await Promise.all([
    lookupName(lookups, 'countries', values.headquarters, language),
    lookupName(lookups, 'sectors', values.sector, language),
    db.select().from(profileKeyMembers).where(eq(profileKeyMembers.userId, userId)).orderBy(asc(profileKeyMembers.id)),
    listInvestments(db, userId),
  ]);
  return {
    kind: 'institutional',
    isSaved,
    accountEmail: account.email,
    values,
    names: {
      headquarters,
      sector,
      numberOfEmployees: staticName('number-of-employees', values.numberOfEmployees, language),
      investorType: staticName('investor-types', values.investorType, language),
    },
    keyMembers: keyMemberRows.map((row) => toKeyMember(row, language)),
    previousInvestments,
  };
}

/** 400 with the unknown codes of `payload` (countries, cities, sectors, ISIC sections). */
async function assertKnownCodes(
  lookups: Lookups,
  rules: readonly LookupFieldRule[],
  payload: Record<string, unknown>,
): Promise<void> {
  const errors = await checkLookupFields({ lookups }, rules, payload);
  if (errors.length > 0) throw new AppError(400, ERROR_KEYS.validation, {}, errors);
}

async function saveDetails(db: Db, userId: number, kind: ProfileKind, details: Record<string, unknown>): Promise<void> {
  // optional fields left out are stored as '' so the edit form starts empty, not undefined
  const stored = Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value ?? '']));
  await db
    .insert(accountProfiles)
    .values({ userId, kind, details: stored })
    .onConflictDoUpdate({ target: accountProfiles.userId, set: { kind, details: stored, updatedAt: new Date() } });
}

/**
 * Saves the individual profile of account `userId`, and the names' Arabic forms on the account
 * (the greeting reads them, decision 044), in one transaction. Errors: 400 for unknown codes.
 */
export async function saveIndividualProfile(
  db: Db,
  lookups: Lookups,
  userId: number,
  input: z.output<typeof IndividualProfileRequestSchema>,
): Promise<void> {
  await assertKnownCodes(lookups, INDIVIDUAL_PROFILE_LOOKUPS, input);
  const { firstNameAr, lastNameAr, ...details } = input;
  await db.transaction(async (tx) => {
    await saveDetails(tx, userId, 'individual', details);
    if (firstNameAr !== undefined || lastNameAr !== undefined)
      await tx.update(users).set({ firstNameAr, lastNameAr, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

/**
 * Saves the institutional profile of account `userId`. Errors: 400 for unknown codes, and 400
 * registration.keyMembersRequired ('Atleast one Key Member is Required') on body.keyMembers while
 * the account has no key member.
 */
export async function saveInstitutionalProfile(
  db: Db,
  lookups: Lookups,
  userId: number,
  input: z.output<typeof InstitutionalProfileRequestSchema>,
): Promise<void> {
  await assertKnownCodes(lookups, INSTITUTIONAL_PROFILE_LOOKUPS, input);
  const [members] = await db
    .select({ total: count() })
    .from(profileKeyMembers)
    .where(eq(profileKeyMembers.userId, userId));
  if (Number(members?.total ?? 0) === 0) {
    throw new AppError(400, ERROR_KEYS.validation, {}, [
      { field: 'body.keyMembers', key: PROFILE_KEYS.keyMembersRequired },
    ]);
  }
  await saveDetails(db, userId, 'institutional', input);
}

/** The item of a profile list (previous investment or key member) read in `rows`, after checking it is user `userId`'s. */
function ownItem<T extends { userId: number }>(rows: T[], userId: number, notFoundKey: string): T {
  const [row] = rows;
  if (!row) throw new AppError(404, notFoundKey);
  if (row.userId !== userId) throw new AppError(403, PROFILE_KEYS.notYours);
  return row;
}

type InvestmentInput = z.output<typeof PreviousInvestmentRequestSchema>;

/** Adds a previous investment to account `userId`'s profile. */
export async function addInvestment(db: Db, userId: number, input: InvestmentInput): Promise<ProfileInvestment> {
  const [row] = await db
    .insert(profilePreviousInvestments)
    .values({ userId, ...input })
    .returning();
  if (!row) throw new Error('previous investment not inserted');
  return toInvestment(row);
}

/** Replaces previous investment `id` of account `userId`. Errors: 404 profiles.investmentNotFound; 403 profiles.notYours. */
export async function updateInvestment(
  db: Db,
  userId: number,
  id: number,
  input: InvestmentInput,
): Promise<ProfileInvestment> {
  return db.transaction(async (tx) => {
    ownItem(
      await tx.select().from(profilePreviousInvestments).where(eq(profilePreviousInvestments.id, id)).for('update'),
      userId,
      PROFILE_KEYS.investmentNotFound,
    );
    const [row] = await tx
      .update(profilePreviousInvestments)
      .set(input)
      .where(eq(profilePreviousInvestments.id, id))
      .returning();
    if (!row) throw new Error('previous investment not updated');
    return toInvestment(row);
  });
}

/** Deletes previous investment `id` of account `userId`. Errors: 404 profiles.investmentNotFound; 403 profiles.notYours. */
export async function deleteInvestment(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    ownItem(
      await tx.select().from(profilePreviousInvestments).where(eq(profilePreviousInvestments.id, id)).for('update'),
      userId,
      PROFILE_KEYS.investmentNotFound,
    );
    await tx.delete(profilePreviousInvestments).where(eq(profilePreviousInvestments.id, id));
  });
}

type KeyMemberInput = z.output<typeof KeyMemberRequestSchema>;

/** Adds a key member to account `userId`'s institutional profile. */
export async function addKeyMember(
  db: Db,
  userId: number,
  input: KeyMemberInput,
  language: Language,
): Promise<ProfileKeyMember> {
  const [row] = await db
    .insert(profileKeyMembers)
    .values({ userId, ...input })
    .returning();
  if (!row) throw new Error('key member not inserted');
  return toKeyMember(row, language);
}

/** Replaces key member `id` of account `userId`. Errors: 404 profiles.keyMemberNotFound; 403 profiles.notYours. */
export async function updateKeyMember(
  db: Db,
  userId: number,
  id: number,
  input: KeyMemberInput,
  language: Language,
): Promise<ProfileKeyMember> {
  return db.transaction(async (tx) => {
    ownItem(
      await tx.select().from(profileKeyMembers).where(eq(profileKeyMembers.id, id)).for('update'),
      userId,
      PROFILE_KEYS.keyMemberNotFound,
    );
    const [row] = await tx.update(profileKeyMembers).set(input).where(eq(profileKeyMembers.id, id)).returning();
    if (!row) throw new Error('key member not updated');
    return toKeyMember(row, language);
  });
}

/**
 * Deletes key member `id` of account `userId`; the last one stays ('Atleast one Key Member is
 * Required'). Errors: 404 profiles.keyMemberNotFound; 403 profiles.notYours; 409
 * registration.keyMembersRequired.
 */
export async function deleteKeyMember(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    ownItem(
      await tx.select().from(profileKeyMembers).where(eq(profileKeyMembers.id, id)).for('update'),
      userId,
      PROFILE_KEYS.keyMemberNotFound,
    );
    // every key member of the account is locked, so two deletes cannot both leave it empty
    const members = await tx
      .select({ id: profileKeyMembers.id })
      .from(profileKeyMembers)
      .where(eq(profileKeyMembers.userId, userId))
      .for('update');
    if (members.length <= 1) throw new AppError(409, PROFILE_KEYS.keyMembersRequired);
    await tx.delete(profileKeyMembers).where(eq(profileKeyMembers.id, id));
  });
}
