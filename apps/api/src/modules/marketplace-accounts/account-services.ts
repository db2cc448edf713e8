import { and, eq, inArray, sql } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { EMAIL_CONFIRMATION_LIFETIME_MS } from '@hissa/contracts/auth';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { REGISTRATION_KEYS } from '@hissa/contracts/registration/registration-rules';
import {
  type BuyerProfile,
  type BuyerProfileUpdate,
  type BuyerRegistration,
  MARKETPLACE_ACCOUNT_KEYS as K,
  type ProviderClaim,
  type ProviderRegistration,
} from '@hissa/contracts/services-marketplace/provider-accounts';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { type Language, localName } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { isicClasses, isicDivisions } from '../../db/schema/classification.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { cities } from '../../db/schema/geography.ts';
import { buyerProfiles, providerClaims } from '../../db/schema/provider-accounts.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { AppError } from '../../plugins/errors.ts';
import { consumeOneTimeToken, issueOneTimeToken } from '../auth/one-time-tokens.ts';
import { createLookupsService } from '../lookups/lookups-service.ts';
import type { AccountsContext } from './accounts-context.ts';

type FieldError = { field: string; key: string };

/** True when `error` (or the driver error drizzle wraps in `cause`) is PostgreSQL's unique_violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

function accountExists(): AppError {
  return new AppError(409, K.accountExists, {}, [{ field: 'body.email', key: K.accountExists }]);
}

function fieldErrors(errors: FieldError[]): void {
  if (errors.length > 0) throw new AppError(400, ERROR_KEYS.validation, {}, errors);
}

/** 409 marketplaceAccounts.accountExists when an account already uses `email` (lower-cased). */
async function assertEmailFree(db: Db, email: string): Promise<void> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (row) throw accountExists();
}

/**
 * Runs `write` in a transaction and turns a unique violation on users.email (two registrations
 * of one address at once) or on provider_claims (one open claim per provider and user) into 409.
 */
async function inTransaction<T>(db: Db, write: (tx: Db) => Promise<T>, conflictKey: string): Promise<T> {
  try {
    return await db.transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) {
      if (conflictKey === K.accountExists) throw accountExists();
      throw new AppError(409, conflictKey);
    }
    throw error;
  }
}

/** The confirmation link of the marketplace (web page sp/confirm-email/{token}). */
function confirmationLink(context: Pick<AccountsContext, 'appUrl'>, token: string): string {
  return `${context.appUrl}/sp/confirm-email/${token}`;
}

/** The person of a new marketplace account: the names as written and their optional Arabic forms. */
type NewAccountPerson = {
  email: string;
  firstName: string;
  lastName: string;
  firstNameAr?: string | null;
  lastNameAr?: string | null;
  password: string;
  preferredLanguage?: Language | null;
};

/**
 * Creates a users row of `userType` with the chosen password, e-mail unconfirmed, the names'
 * Arabic forms when given (decision 047), and the language of the registration (null: unknown).
 * Call inside a transaction.
 */
export async function insertAccount(
  tx: Db,
  person: NewAccountPerson,
  userType: UserType,
): Promise<{
  id: number;
  email: string;
  firstName: string;
  firstNameAr: string | null;
  preferredLanguage: Language | null;
}> {
  const [row] = await tx
    .insert(users)
    .values({
      email: person.email.toLowerCase(),
      passwordHash: await hashPassword(person.password),
      userType,
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      firstNameAr: person.firstNameAr ?? null,
      lastNameAr: person.lastNameAr ?? null,
      isFirstTimeLogin: false,
      isEmailVerified: false,
      preferredLanguage: person.preferredLanguage ?? null,
    })
    .returning({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      firstNameAr: users.firstNameAr,
      preferredLanguage: users.preferredLanguage,
    });
  if (!row) throw new Error('user not inserted');
  return row;
}

/**
 * Opens a claim 'awaiting_email' of `userId` on `providerId` with the designation as typed.
 * Errors: the partial unique index refuses a second open claim of the same pair (23505).
 */
export async function openClaim(tx: Db, providerId: number, userId: number, designation: string): Promise<void> {
  await tx.insert(providerClaims).values({ providerId, userId, designation: designation.trim() });
}

/**
 * Mails the confirmation link inside the transaction (when the mail cannot be sent, nothing is
 * kept), in the user's preferred language (both when unknown): the claim text naming `provider`
 * for a claim on a directory provider, the plain confirmation otherwise.
 */
export async function mailConfirmation(
  context: AccountsContext,
  tx: Db,
  user: {
    id: number;
    email: string;
    firstName: string;
    firstNameAr: string | null;
    preferredLanguage: Language | null;
  },
  provider: { nameEn: string; nameAr: string } | null,
): Promise<void> {
  const token = await issueOneTimeToken(tx, user.id, 'email_confirmation', EMAIL_CONFIRMATION_LIFETIME_MS);
  const language = user.preferredLanguage;
  await context.mailer.send({
    to: user.email,
    template: provider === null ? 'emailConfirmation' : 'providerClaim',
    language,
    params: {
      name: user.firstName,
      nameAr: user.firstNameAr,
      link: confirmationLink(context, token),
      days: EMAIL_CONFIRMATION_LIFETIME_MS / 86_400_000,
      ...(provider === null
        ? {}
        : { provider: language === null ? bilingualName(provider) : localName(provider, language) }),
    },
  });
}

/**
 * sp/register/sp (RegisterProviderEndpoint; decision 015): creates the provider (source
 * 'registered', inactive, so not listed, until the e-mail is confirmed), a provider user (type 9)
 * with the chosen password and an awaiting claim carrying the designation, and mails the
 * confirmation link, all in one transaction. Errors: 400 unknown category or city; 409
 * marketplaceAccounts.accountExists when the e-mail has an account.
 */
export async function registerProvider(
  context: AccountsContext,
  form: ProviderRegistration,
  language: Language | null,
): Promise<string> {
  const email = form.email.toLowerCase();
  const cityId = Number(form.cityId);
  const errors: FieldError[] = [];
  const [isic] = await context.db
    .select({ code: isicClasses.code })
    .from(isicClasses)
    .where(eq(isicClasses.code, form.isicClassCode));
  if (!isic) errors.push({ field: 'body.isicClassCode', key: REGISTRATION_KEYS.invalidOption });
  const [city] = Number.isInteger(cityId)
    ? await context.db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId))
    : [];
  if (!city) errors.push({ field: 'body.cityId', key: REGISTRATION_KEYS.invalidOption });
  fieldErrors(errors);
  await assertEmailFree(context.db, email);
  const nameEn = form.companyNameEn.trim();
  const nameAr = form.companyNameAr.trim();
  await inTransaction(
    context.db,
    async (tx) => {
      const [provider] = await tx
        .insert(serviceProviders)
        .values({
          nameEn,
          nameAr,
          searchText: normalizeSearchText(`${nameEn} ${nameAr}`),
          cityId,
          isicClassCode: form.isicClassCode,
          businessType: form.businessType,
          website: form.website || null,
          email: form.companyEmail.toLowerCase(),
          phone: form.companyPhone,
          source: 'registered',
          isActive: false,
        })
        .returning({ id: serviceProviders.id });
      if (!provider) throw new Error('provider not inserted');
      const user = await insertAccount(tx, { ...form, email, preferredLanguage: language }, USER_TYPES.serviceProvider);
      await openClaim(tx, provider.id, user.id, form.designation);
      await mailConfirmation(context, tx, user, null);
    },
    K.accountExists,
  );
  return email;
}

/** The provider `providerId` (any source) with its names, or 404 marketplaceAccounts.providerNotFound. */
async function findProvider(db: Db, providerId: number): Promise<{ id: number; nameEn: string; nameAr: string }> {
  const [provider] = await db
    .select({ id: serviceProviders.id, nameEn: serviceProviders.nameEn, nameAr: serviceProviders.nameAr })
    .from(serviceProviders)
    .where(and(eq(serviceProviders.id, providerId), eq(serviceProviders.isActive, true)));
  if (!provider) throw new AppError(404, K.providerNotFound);
  return provider;
}

/** The provider's names for a claim mail in both languages: "English / Arabic". */
function bilingualName(provider: { nameEn: string; nameAr: string }): string {
  return provider.nameEn === provider.nameAr ? provider.nameEn : `${provider.nameEn} / ${provider.nameAr}`;
}

/**
 * sp-claim-ownership by a visitor (ClaimProviderEndpoint; decision 015): a new provider user and a
 * claim 'awaiting_email' on an active provider, and the bilingual confirmation mail, in one
 * transaction. Errors: 404 unknown provider; 409 accountExists.
 */
export async function claimAsVisitor(
  context: AccountsContext,
  form: ProviderClaim,
  language: Language | null,
): Promise<string> {
  const email = form.email.toLowerCase();
  const provider = await findProvider(context.db, form.providerId);
  await assertEmailFree(context.db, email);
  await inTransaction(
    context.db,
    async (tx) => {
      const user = await insertAccount(tx, { ...form, email, preferredLanguage: language }, USER_TYPES.serviceProvider);
      await openClaim(tx, provider.id, user.id, form.designation);
      await mailConfirmation(context, tx, user, provider);
    },
    K.accountExists,
  );
  return email;
}

/**
 * sp-claim-ownership by a signed-in provider user (ClaimProviderAsUserEndpoint): allowed while
 * the account acts for no provider and has no other open claim; claiming again the provider of
 * the account's awaiting claim mails a fresh link (the older one stops working), which is how a
 * lost confirmation mail is sent again. Errors: 404 unknown provider; 409
 * marketplaceAccounts.alreadyLinked / claimOpen.
 */
export async function claimAsUser(
  context: AccountsContext,
  user: { id: number; email: string; firstName: string; firstNameAr: string | null },
  form: { providerId: number; designation: string },
): Promise<string> {
  const provider = await findProvider(context.db, form.providerId);
  await inTransaction(
    context.db,
    async (tx) => {
      // the user row's lock orders this against a confirmation or another claim of the same account
      const [account] = await tx
        .select({ serviceProviderId: users.serviceProviderId, preferredLanguage: users.preferredLanguage })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (account?.serviceProviderId != null) throw new AppError(409, K.alreadyLinked);
      const open = await tx
        .select({ providerId: providerClaims.providerId, status: providerClaims.status })
        .from(providerClaims)
        .where(and(eq(providerClaims.userId, user.id), sql`${providerClaims.status} <> 'revoked'`));
      const isResend = open.length === 1 && open[0]?.providerId === provider.id && open[0].status === 'awaiting_email';
      if (open.length > 0 && !isResend) throw new AppError(409, K.claimOpen);
      if (!isResend) await openClaim(tx, provider.id, user.id, form.designation);
      await mailConfirmation(context, tx, { ...user, preferredLanguage: account?.preferredLanguage ?? null }, provider);
    },
    K.claimOpen,
  );
  return user.email;
}

/**
 * The marketplace's confirmation link (ConfirmMarketplaceEmailEndpoint; decisions 002, 015): uses
 * up the token, marks the e-mail confirmed, makes the account's awaiting claims effective (the
 * first one links users.service_provider_id) and lists a registered provider, in one
 * transaction. A claim revoked meanwhile stays revoked (conditional update on its status).
 * Returns the account's type and the provider's names when a claim became effective.
 * Errors: 400 marketplaceAccounts.confirmationLinkInvalid when unknown, used or expired.
 */
export async function confirmMarketplaceEmail(
  context: Pick<AccountsContext, 'db'>,
  verifyToken: string,
): Promise<ConfirmedAccount> {
  return context.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, verifyToken, 'email_confirmation');
    if (userId === null) throw new AppError(400, K.confirmationLinkInvalid);
    return confirmAccount(tx, userId);
  });
}

type ConfirmedAccount = { userType: number; provider: { nameEn: string; nameAr: string } | null };

/**
 * What a confirmed e-mail does (decision 015), inside the caller's transaction: the account's
 * e-mail is confirmed, its awaiting claims become effective (conditional update on the status,
 * so a claim revoked meanwhile stays revoked), the first links users.service_provider_id when
 * the account acts for none, and a registered provider becomes listed.
 * Errors: 400 confirmationLinkInvalid when the account is gone.
 */
export async function confirmAccount(tx: Db, userId: number): Promise<ConfirmedAccount> {
  const confirmed = await tx
    .update(providerClaims)
    .set({ status: 'effective', confirmedAt: new Date() })
    .where(and(eq(providerClaims.userId, userId), eq(providerClaims.status, 'awaiting_email')))
    .returning({ providerId: providerClaims.providerId });
  const [account] = await tx
    .select({ userType: users.userType, serviceProviderId: users.serviceProviderId })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!account) throw new AppError(400, K.confirmationLinkInvalid);
  const first = confirmed[0];
  const linkTo = account.serviceProviderId ?? first?.providerId ?? null;
  await tx
    .update(users)
    .set({ isEmailVerified: true, serviceProviderId: linkTo, updatedAt: new Date() })
    .where(eq(users.id, userId));
  if (!first) return { userType: account.userType, provider: null };
  const [provider] = await tx
    .update(serviceProviders)
    .set({ isActive: sql`${serviceProviders.isActive} or ${serviceProviders.source} = 'registered'` })
    .where(eq(serviceProviders.id, first.providerId))
    .returning({ nameEn: serviceProviders.nameEn, nameAr: serviceProviders.nameAr });
  return { userType: account.userType, provider: provider ?? null };
}

/** Checks a buyer's country (reference list) and categories (ISIC divisions). Errors: 400 with a field error per unknown code. */
export async function checkBuyerCodes(db: Db, form: BuyerProfileUpdate): Promise<void> {
  const errors: FieldError[] = [];
  const countries = await createLookupsService(db).getList('countries', 'en');
  if (!countries.some((country) => country.code === form.countryCode))
    errors.push({ field: 'body.countryCode', key: REGISTRATION_KEYS.invalidOption });
  const codes = [...new Set(form.preferredCategoryCodes)];
  const known = await db
    .select({ code: isicDivisions.code })
    .from(isicDivisions)
    .where(inArray(isicDivisions.code, codes));
  const knownCodes = new Set(known.map((row) => row.code));
  form.preferredCategoryCodes.forEach((code, index) => {
    if (!knownCodes.has(code))
      errors.push({ field: `body.preferredCategoryCodes.${index}`, key: REGISTRATION_KEYS.invalidOption });
  });
  fieldErrors(errors);
}

function profileValues(form: BuyerProfileUpdate) {
  return {
    titleCode: form.titleCode,
    phone: form.phone,
    countryCode: form.countryCode,
    companyName: form.companyName?.trim() || null,
    preferredCategoryCodes: [...new Set(form.preferredCategoryCodes)],
  };
}

/** Writes the buyer_profiles row of `userId` (created or replaced); the codes are checked first (checkBuyerCodes). */
export async function saveBuyerProfile(tx: Db, userId: number, form: BuyerProfileUpdate): Promise<void> {
  const values = { ...profileValues(form), updatedAt: new Date() };
  await tx
    .insert(buyerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: buyerProfiles.userId, set: values });
}

/**
 * sp/buyer (RegisterBuyerEndpoint; decision 015): a buyer account (type 11) with the chosen
 * password, its buyer_profiles row and the confirmation mail, in one transaction.
 * Errors: 400 unknown country or category; 409 accountExists.
 */
export async function registerBuyer(
  context: AccountsContext,
  form: BuyerRegistration,
  language: Language | null,
): Promise<string> {
  const email = form.email.toLowerCase();
  await checkBuyerCodes(context.db, form);
  await assertEmailFree(context.db, email);
  await inTransaction(
    context.db,
    async (tx) => {
      const user = await insertAccount(tx, { ...form, email, preferredLanguage: language }, USER_TYPES.buyer);
      await saveBuyerProfile(tx, user.id, form);
      await mailConfirmation(context, tx, user, null);
    },
    K.accountExists,
  );
  return email;
}

/** The buyer's profile (BuyerProfileEndpoint); a buyer without a profile row gets an empty one. */
export async function readBuyerProfile(db: Db, userId: number): Promise<BuyerProfile> {
  const [row] = await db
    .select({
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      firstName: users.firstName,
      lastName: users.lastName,
      firstNameAr: users.firstNameAr,
      lastNameAr: users.lastNameAr,
      titleCode: buyerProfiles.titleCode,
      phone: buyerProfiles.phone,
      countryCode: buyerProfiles.countryCode,
      companyName: buyerProfiles.companyName,
      preferredCategoryCodes: buyerProfiles.preferredCategoryCodes,
    })
    .from(users)
    .leftJoin(buyerProfiles, eq(buyerProfiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw new AppError(404, ERROR_KEYS.notFound);
  return {
    email: row.email,
    isEmailVerified: row.isEmailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
    firstNameAr: row.firstNameAr ?? '',
    lastNameAr: row.lastNameAr ?? '',
    titleCode: row.titleCode ?? '',
    phone: row.phone ?? '',
    countryCode: row.countryCode ?? 'SA',
    companyName: row.companyName ?? '',
    preferredCategoryCodes: row.preferredCategoryCodes ?? [],
  };
}

/**
 * Saves the buyer's profile (UpdateBuyerProfileEndpoint): the names on the account (their Arabic
 * forms only when sent, decision 047), the rest on buyer_profiles (created when missing), in one
 * transaction. Errors: 400 unknown codes.
 */
export async function updateBuyerProfile(db: Db, userId: number, form: BuyerProfileUpdate): Promise<BuyerProfile> {
  await checkBuyerCodes(db, form);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        firstNameAr: form.firstNameAr,
        lastNameAr: form.lastNameAr,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await saveBuyerProfile(tx, userId, form);
  });
  return readBuyerProfile(db, userId);
}
