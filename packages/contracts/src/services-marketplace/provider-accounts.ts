import { z } from 'zod';
import { AUTH_KEYS, EmailSchema, LinkTokenSchema, newPasswordSchema, requiredString } from '../auth.ts';
import { IdSchema } from '../http/common-schemas.ts';
import { pageSchema, PageRequestSchema } from '../pagination.ts';
import {
  arabicPersonNameFields,
  companyTelephoneField,
  emailField,
  mobileField,
  nameField,
  optionalCompanyNameField,
  optionalWebsiteField,
  REGISTRATION_KEYS,
  serverCodeField,
  shortTextField,
  staticCodeField,
  termsFields,
} from '../registration/registration-rules.ts';

/*
 * Provider users and buyers (marketplace spec §2 sp/register, sp-claim-ownership, buyer; §4
 * "ownership claim becomes effective after the email is confirmed").
 */

/**
 * States of a claim on a directory provider: awaiting the claimant's e-mail confirmation, then
 * effective (the account acts for the provider), or revoked by an admin.
 */
export const PROVIDER_CLAIM_STATUSES = ['awaiting_email', 'effective', 'revoked'] as const;
export type ProviderClaimStatus = (typeof PROVIDER_CLAIM_STATUSES)[number];

/** Where a service_providers row came from: the seeded directory, or a provider that registered itself. */
export const PROVIDER_SOURCES = ['directory', 'registered'] as const;
export type ProviderSource = (typeof PROVIDER_SOURCES)[number];

/*
 * Registration and accounts of the services marketplace (decision 015): a new provider company,
 * a claim on a directory provider, a buyer and the buyer's profile. Field rules reuse the
 * registration rules (decision 003); the texts of MARKETPLACE_ACCOUNT_KEYS are under
 * "marketplaceAccounts" in messages/{en,ar}.json.
 */

/** Message keys of the marketplace accounts (required fields of §5, answers of §8). */
export const MARKETPLACE_ACCOUNT_KEYS = {
  companyNameEnRequired: 'marketplaceAccounts.companyNameEnRequired',
  companyNameArRequired: 'marketplaceAccounts.companyNameArRequired',
  categoryRequired: 'marketplaceAccounts.categoryRequired',
  businessTypeRequired: 'marketplaceAccounts.businessTypeRequired',
  companyEmailRequired: 'marketplaceAccounts.companyEmailRequired',
  preferredCategoriesRequired: 'marketplaceAccounts.preferredCategoriesRequired',
  revokeReasonRequired: 'marketplaceAccounts.revokeReasonRequired',
  revokeReasonLength: 'marketplaceAccounts.revokeReasonLength',
  providerRegistered: 'marketplaceAccounts.providerRegistered',
  claimSubmitted: 'marketplaceAccounts.claimSubmitted',
  buyerRegistered: 'marketplaceAccounts.buyerRegistered',
  emailConfirmed: 'marketplaceAccounts.emailConfirmed',
  claimConfirmed: 'marketplaceAccounts.claimConfirmed',
  claimRevoked: 'marketplaceAccounts.claimRevoked',
  profileSaved: 'marketplaceAccounts.profileSaved',
  accountExists: 'marketplaceAccounts.accountExists',
  providerNotFound: 'marketplaceAccounts.providerNotFound',
  claimNotFound: 'marketplaceAccounts.claimNotFound',
  claimOpen: 'marketplaceAccounts.claimOpen',
  alreadyLinked: 'marketplaceAccounts.alreadyLinked',
  claimNotRevocable: 'marketplaceAccounts.claimNotRevocable',
  confirmationLinkInvalid: 'marketplaceAccounts.confirmationLinkInvalid',
  confirmationResent: 'marketplaceAccounts.confirmationResent',
  languageSaved: 'marketplaceAccounts.languageSaved',
} as const;

/** Length of the admin's reason when revoking a claim (characters). */
export const REVOKE_REASON_LENGTH = { min: 3, max: 1000 } as const;
/** Most preferred service categories (ISIC divisions) a buyer picks. */
export const MAX_PREFERRED_CATEGORIES = 10;

const K = MARKETPLACE_ACCOUNT_KEYS;

/*
 * The forms and answers of the marketplace accounts (decision 015); the web forms and the routes
 * use the same schemas. Codes only the server can check (ISIC class and divisions, city, country)
 * are checked there too.
 */

/** The password the person chooses, twice (decision 015: no emailed temporary password). */
const passwordFields = {
  password: newPasswordSchema(AUTH_KEYS.newPasswordRequired),
  confirmPassword: z.string(AUTH_KEYS.confirmPasswordRequired).min(1, AUTH_KEYS.confirmPasswordRequired),
};

function passwordsMatch<T extends { password: string; confirmPassword: string }>(value: T): boolean {
  return value.password === value.confirmPassword;
}
const mismatch = { path: ['confirmPassword'], message: AUTH_KEYS.matchPassword };

/**
 * The person behind a provider account: name (and its optional Arabic forms, decision 047),
 * designation (as typed), e-mail and mobile.
 */
const providerPersonFields = {
  firstName: nameField(REGISTRATION_KEYS.firstNameRequired),
  lastName: nameField(REGISTRATION_KEYS.lastNameRequired),
  ...arabicPersonNameFields,
  designation: shortTextField(REGISTRATION_KEYS.designationRequired),
  email: emailField,
  phone: mobileField,
};

/** A provider's name in one language: 3 to 50 characters (the company name rule). */
function providerNameField(requiredKey: string) {
  return requiredString(requiredKey)
    .min(3, REGISTRATION_KEYS.companyNameLength)
    .max(50, REGISTRATION_KEYS.companyNameLength);
}

/**
 * sp/register/sp: a new provider company (names in English and Arabic, category = ISIC class,
 * city = cities lookup id, business type, website, company e-mail and telephone) and its first user.
 */
export const ProviderRegistrationSchema = z
  .object({
    companyNameEn: providerNameField(K.companyNameEnRequired),
    companyNameAr: providerNameField(K.companyNameArRequired),
    isicClassCode: serverCodeField(K.categoryRequired),
    cityId: serverCodeField(REGISTRATION_KEYS.cityRequired),
    businessType: staticCodeField('business-types', K.businessTypeRequired),
    website: optionalWebsiteField,
    companyEmail: emailField,
    companyPhone: companyTelephoneField,
    ...providerPersonFields,
    ...passwordFields,
    ...termsFields,
  })
  .refine(passwordsMatch, mismatch);
export type ProviderRegistration = z.infer<typeof ProviderRegistrationSchema>;

/** sp-claim-ownership by a visitor: the provider and the claimant's new account. */
export const ProviderClaimSchema = z
  .object({ providerId: IdSchema, ...providerPersonFields, ...passwordFields, ...termsFields })
  .refine(passwordsMatch, mismatch);
export type ProviderClaim = z.infer<typeof ProviderClaimSchema>;

/** sp-claim-ownership by a signed-in provider user without a provider: the provider and the designation. */
export const SignedInClaimSchema = z.object({
  providerId: IdSchema,
  designation: shortTextField(REGISTRATION_KEYS.designationRequired),
});

/**
 * The buyer's profile fields (sp/buyer, sp/buyer-profile); the Arabic forms of the names are
 * optional, and absent from an update they keep what is stored (decisions 044 and 047).
 */
const buyerProfileFields = {
  titleCode: staticCodeField('titles', REGISTRATION_KEYS.titleRequired),
  firstName: nameField(REGISTRATION_KEYS.firstNameRequired),
  lastName: nameField(REGISTRATION_KEYS.lastNameRequired),
  ...arabicPersonNameFields,
  phone: mobileField,
  countryCode: serverCodeField(REGISTRATION_KEYS.countryRequired),
  preferredCategoryCodes: z
    .array(z.string().max(20, REGISTRATION_KEYS.invalidOption), K.preferredCategoriesRequired)
    .min(1, K.preferredCategoriesRequired)
    .max(MAX_PREFERRED_CATEGORIES, REGISTRATION_KEYS.tooManyItems),
  companyName: optionalCompanyNameField,
};

/** The buyer's profile as edited on sp/buyer-profile. */
export const BuyerProfileUpdateSchema = z.object(buyerProfileFields);
export type BuyerProfileUpdate = z.infer<typeof BuyerProfileUpdateSchema>;

/** sp/buyer: the profile plus the e-mail and password of the new account. */
export const BuyerRegistrationSchema = z
  .object({ ...buyerProfileFields, email: emailField, ...passwordFields, ...termsFields })
  .refine(passwordsMatch, mismatch);
export type BuyerRegistration = z.infer<typeof BuyerRegistrationSchema>;

/** The buyer's profile as read back. */
export const BuyerProfileSchema = z.object({
  email: z.string(),
  isEmailVerified: z.boolean(),
  titleCode: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The Arabic forms of the names; '' when none is stored. */
  firstNameAr: z.string(),
  lastNameAr: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  preferredCategoryCodes: z.array(z.string()),
  companyName: z.string(),
});
export type BuyerProfile = z.infer<typeof BuyerProfileSchema>;

/** The search of sp/register/search-company: a name (Arabic-aware) and a page. */
export const ClaimableProvidersQuerySchema = PageRequestSchema.extend({
  q: z.string().max(100, 'validation.tooLong').default(''),
});

/** A provider as the claim search shows it; `isManaged` when it has at least one effective claim. */
export const ClaimableProviderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  cityName: z.string().nullable(),
  categoryName: z.string().nullable(),
  isManaged: z.boolean(),
});
export type ClaimableProvider = z.infer<typeof ClaimableProviderSchema>;
export const ClaimableProvidersPageSchema = pageSchema(ClaimableProviderSchema);

/** The `providerId` path value. */
export const ProviderIdParamsSchema = z.object({ providerId: IdSchema });
/** The `claimId` path value. */
export const ClaimIdParamsSchema = z.object({ claimId: IdSchema });

/** The confirmation link's token (APP_URL/sp/confirm-email/{token}). */
export const ConfirmMarketplaceEmailSchema = z.object({ verifyToken: LinkTokenSchema });

/** The language a signed-in user switched to (users.preferred_language): e-mails are then sent in it. */
export const PreferredLanguageSchema = z.object({ language: z.enum(['en', 'ar']) });

/** Asks for a new confirmation link for the marketplace account of `email` (buyer or provider user). */
export const ResendConfirmationSchema = z.object({ email: EmailSchema });

/** What a confirmation did: the account's type, and the provider a claim now acts for (if any). */
export const ConfirmMarketplaceEmailResponseSchema = z.object({
  message: z.string(),
  data: z.object({ userType: z.number().int(), providerName: z.string().nullable() }),
});

/** The answer of a registration or claim: the message and the address the link went to. */
export const AccountSubmittedResponseSchema = z.object({
  message: z.string(),
  data: z.object({ email: z.string() }),
});

/** The admin's claims queue filter. */
export const AdminClaimsQuerySchema = PageRequestSchema.extend({
  status: z.enum(PROVIDER_CLAIM_STATUSES, 'validation.invalidValue').optional(),
});

/** A claim in the admin's queue. */
export const AdminClaimSchema = z.object({
  id: z.number().int(),
  status: z.enum(PROVIDER_CLAIM_STATUSES),
  providerId: z.number().int(),
  providerName: z.string(),
  providerSource: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  userEmail: z.string(),
  designation: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type AdminClaim = z.infer<typeof AdminClaimSchema>;
export const AdminClaimsPageSchema = pageSchema(AdminClaimSchema);

/** The admin's reason for revoking a claim (3 to 1000 characters). */
export const RevokeClaimSchema = z.object({
  reason: z
    .string(K.revokeReasonRequired)
    .trim()
    .min(1, { error: K.revokeReasonRequired, abort: true })
    .min(REVOKE_REASON_LENGTH.min, K.revokeReasonLength)
    .max(REVOKE_REASON_LENGTH.max, K.revokeReasonLength),
});
