import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  COMPANY_PROFILE_KEYS,
  type CompanyFileKind,
  type UpdateCompanyProfile,
  type UpdateUserProfileRequestSchema,
} from '@hissa/contracts/company-profile';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { exchangeSectors, isicClasses } from '../../db/schema/classification.ts';
import { companyDetails, companyUserProfiles } from '../../db/schema/company-content.ts';
import { companies } from '../../db/schema/directory.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { cities } from '../../db/schema/geography.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';
import { companyFileUrl, isCountryCode } from './company-content-queries.ts';

const K = COMPANY_PROFILE_KEYS;

type FieldError = { field: string; key: string };

/**
 * The checks of update-main-profile only the server can make (house style: the schema's rules,
 * plus what needs the database): the city and branch cities are Saudi cities of the lookup, the
 * ISIC class and exchange sector exist, the countries are ISO codes. Field errors, or none.
 */
async function checkReferences(db: Db, profile: UpdateCompanyProfile): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  const cityIds = [...new Set([...(profile.cityId === null ? [] : [profile.cityId]), ...profile.branchCityIds])];
  const [knownCities, [isicClass], [sector]] = await Promise.all([
    cityIds.length > 0
      ? db.select({ id: cities.id }).from(cities).where(inArray(cities.id, cityIds))
      : Promise.resolve([]),
    db.select({ code: isicClasses.code }).from(isicClasses).where(eq(isicClasses.code, profile.isicClassCode)),
    profile.categoryCode === null
      ? Promise.resolve([{ code: '' }])
      : db
          .select({ code: exchangeSectors.code })
          .from(exchangeSectors)
          .where(eq(exchangeSectors.code, profile.categoryCode)),
  ]);
  const known = new Set(knownCities.map((city) => city.id));
  if (profile.cityId !== null && !known.has(profile.cityId)) errors.push({ field: 'body.cityId', key: K.cityInvalid });
  profile.branchCityIds.forEach((id, index) => {
    if (!known.has(id)) errors.push({ field: `body.branchCityIds.${index}`, key: K.cityInvalid });
  });
  if (!isicClass) errors.push({ field: 'body.isicClassCode', key: K.industryInvalid });
  if (!sector) errors.push({ field: 'body.categoryCode', key: K.categoryInvalid });
  if (!isCountryCode(profile.countryCode)) errors.push({ field: 'body.countryCode', key: K.countryInvalid });
  profile.expansionCountryCodes.forEach((code, index) => {
    if (!isCountryCode(code)) errors.push({ field: `body.expansionCountryCodes.${index}`, key: K.countryInvalid });
  });
  return errors;
}

/**
 * Saves the profile form of company `companyId` (UpdateMainProfileEndpoint): the directory row's
 * fields and the company_details row (created on the first save), in one transaction. Errors: 400
 * field errors of checkReferences.
 */
export async function saveMainProfile(db: Db, companyId: number, profile: UpdateCompanyProfile): Promise<void> {
  const errors = await checkReferences(db, profile);
  if (errors.length > 0) throw new AppError(400, ERROR_KEYS.validation, {}, errors);
  const details = {
    countryCode: profile.countryCode,
    headquarters: profile.headquarters,
    branchCityIds: [...new Set(profile.branchCityIds)],
    expansionCountryCodes: [...new Set(profile.expansionCountryCodes)],
    productUrl: profile.productUrl,
    keyHighlightsEn: profile.keyHighlightsEn,
    keyHighlightsAr: profile.keyHighlightsAr,
    revenueBracket: profile.revenueBracket,
    facebookUrl: profile.facebookUrl,
    twitterUrl: profile.twitterUrl,
    linkedinUrl: profile.linkedinUrl,
    totalShares: profile.totalShares,
    offeredShares: profile.offeredShares,
    effectiveShares: profile.effectiveShares,
    ownershipPercentage: profile.ownershipPercentage,
    contactPersonName: profile.contactPersonName,
    contactPersonNameAr: profile.contactPersonNameAr,
    contactPersonEmail: profile.contactPersonEmail,
    contactPersonPhone: profile.contactPersonPhone,
  };
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        descriptionEn: profile.descriptionEn,
        descriptionAr: profile.descriptionAr,
        cityId: profile.cityId,
        address: profile.address,
        addressAr: profile.addressAr,
        website: profile.website,
        email: profile.email,
        phone: profile.phone,
        isicClassCode: profile.isicClassCode,
        exchangeSectorCode: profile.categoryCode,
        legalForm: profile.legalForm,
        businessType: profile.businessType,
        developmentStage: profile.developmentStage,
        employeesBracket: profile.employeesBracket,
        establishedDate: profile.establishedDate,
        registrationNumber: profile.registrationNumber,
        paidCapital: profile.paidCapital,
        authorizedCapital: profile.authorizedCapital,
      })
      .where(eq(companies.id, companyId));
    await tx
      .insert(companyDetails)
      .values({ companyId, ...details })
      .onConflictDoUpdate({ target: companyDetails.companyId, set: { ...details, updatedAt: sql`now()` } });
  });
}

/**
 * Stores `file` as the company's file of `kind` (one of each: the old one's row goes, and its id
 * is returned for the caller to remove from the store after the commit). A logo also becomes
 * the company's logo URL (public file route).
 */
export async function replaceCompanyFile(
  db: Db,
  companyId: number,
  kind: CompanyFileKind,
  file: ReceivedFile,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const replaced = await removeCompanyFileRows(tx, companyId, kind);
    await recordStoredFiles(tx, { ownerType: 'company', ownerId: companyId }, [{ ...file, field: kind }]);
    if (kind === 'logo')
      await tx
        .update(companies)
        .set({ logoUrl: companyFileUrl({ id: file.fileId, ownerType: 'company', field: kind }) })
        .where(eq(companies.id, companyId));
    return replaced;
  });
}

async function removeCompanyFileRows(tx: Db, companyId: number, kind: CompanyFileKind): Promise<string[]> {
  const rows = await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.ownerType, 'company'), eq(storedFiles.ownerId, companyId), eq(storedFiles.field, kind)))
    .returning({ id: storedFiles.id });
  return rows.map((row) => row.id);
}

/**
 * Removes the company's file of `kind` (the logo also clears the logo URL); returns the ids to
 * remove from the store. Errors: 404 companyProfile.fileNotFound when there is none.
 */
export async function deleteCompanyFile(db: Db, companyId: number, kind: CompanyFileKind): Promise<string[]> {
  return db.transaction(async (tx) => {
    const removed = await removeCompanyFileRows(tx, companyId, kind);
    if (removed.length === 0) throw new AppError(404, K.fileNotFound);
    if (kind === 'logo') await tx.update(companies).set({ logoUrl: null }).where(eq(companies.id, companyId));
    return removed;
  });
}

/** The company user's own profile row: names, e-mail, phone, designation and company. */
export async function readUserProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameAr: users.firstNameAr,
      lastNameAr: users.lastNameAr,
      phone: companyUserProfiles.phone,
      designation: companyUserProfiles.designation,
      companyId: companies.id,
      companyNameEn: companies.nameEn,
      companyNameAr: companies.nameAr,
    })
    .from(users)
    .leftJoin(companyUserProfiles, eq(companyUserProfiles.userId, users.id))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}

/**
 * Saves the company user's names and their Arabic forms (users row; an absent Arabic form keeps
 * the stored one), phone and designation, in one transaction.
 */
export async function saveUserProfile(
  db: Db,
  userId: number,
  profile: z.output<typeof UpdateUserProfileRequestSchema>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: profile.firstName,
        lastName: profile.lastName,
        firstNameAr: profile.firstNameAr,
        lastNameAr: profile.lastNameAr,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    const contact = { phone: profile.phone, designation: profile.designation };
    await tx
      .insert(companyUserProfiles)
      .values({ userId, ...contact })
      .onConflictDoUpdate({ target: companyUserProfiles.userId, set: { ...contact, updatedAt: sql`now()` } });
  });
}
