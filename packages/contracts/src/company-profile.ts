import { z } from 'zod';
import { AUTH_KEYS } from './auth.ts';
import { DataSchema, IdSchema } from './http/common-schemas.ts';
import { sarAmountSchema } from './funding.ts';
import { sarToHalalas } from './money.ts';
import { type Language } from './languages.ts';
import { findStaticLookupItem, type StaticListName } from './lookups/static-lists.ts';
import { PageRequestSchema, pageSchema } from './pagination.ts';
import {
  DOCUMENT_CONTENT_TYPES,
  IMAGE_CONTENT_TYPES,
  REGISTRATION_KEYS,
  REGISTRATION_MAX_FILE_BYTES,
  arabicNameField,
  nameField,
  pastDateField,
  percentageField,
} from './registration/registration-rules.ts';
import { CapTableLineSchema } from './trading/trading-api.ts';
import { TRADING_USER_TYPES } from './trading/trading-rules.ts';
import { USER_TYPES, type UserType } from './user-types.ts';

/*
 * The company user's side of a company: the profile content, the news and announcements and
 * the company's shareholders (the profile tabs, the company dashboard's pages, the Company and
 * News and announcement records with their limits; the company user manages the company, its
 * team, documents and news; the endpoints are in company-profile-endpoints.ts). Written once
 * for the web forms and the server; messages are keys whose texts live in messages/{en,ar}.json
 * under "companyProfile" (or the registration rules reused here).
 *
 * Choices where the spec is silent (recorded here, the one place both sides read; docs/decisions/007):
 * - Texts a company writes (description, team, awards, products, investments, news) are kept in
 *   English and Arabic. Each pair needs at least one language where it is required; visitors
 *   read their language and, when the company left it empty, the other one.
 * - The company's registered name and type are not edited here: they come from the commercial
 *   register (registration and the admin's review).
 * - "Category" is the Saudi Exchange industry group (the "sectors" lookup); "industry" is the
 *   ISIC class, and "industry group" / "sub-industry group" are its ISIC division and group.
 * - Logo, presentation and catalog are public; the company document, articles of association
 *   and certificate of ownership are seen only by the company user (and the admin).
 * - A company phone may carry a leading + (E.164), then 10 to 15 digits.
 * - The company user's own profile keeps a phone and a designation besides the names; the
 *   e-mail is the sign-in name and is not changed here.
 * - A company's shareholders as the platform records them are seen by the admin, shareholders
 *   and investors (who see the same cap table when trading) and the company's own company user.
 */

/** Message keys of the company-profile rules and answers. */
export const COMPANY_PROFILE_KEYS = {
  noCompany: 'companyProfile.noCompany',
  notYourCompany: 'companyProfile.notYourCompany',
  itemNotFound: 'companyProfile.itemNotFound',
  newsNotFound: 'companyProfile.newsNotFound',
  fileNotFound: 'companyProfile.fileNotFound',
  tooManyItems: 'companyProfile.tooManyItems',
  textTooLong: 'companyProfile.textTooLong',
  countryRequired: 'companyProfile.countryRequired',
  countryInvalid: 'companyProfile.countryInvalid',
  cityRequired: REGISTRATION_KEYS.cityRequired,
  cityInvalid: 'companyProfile.cityInvalid',
  cityOnlyInSaudi: 'companyProfile.cityOnlyInSaudi',
  industryRequired: 'companyProfile.industryRequired',
  industryInvalid: 'companyProfile.industryInvalid',
  categoryInvalid: 'companyProfile.categoryInvalid',
  legalFormRequired: 'companyProfile.legalFormRequired',
  invalidOption: REGISTRATION_KEYS.invalidOption,
  webAddressInvalid: REGISTRATION_KEYS.websiteInvalid,
  socialLinkInvalid: 'companyProfile.socialLinkInvalid',
  emailInvalid: AUTH_KEYS.emailInvalid,
  emailLength: REGISTRATION_KEYS.emailLength,
  companyPhoneInvalid: 'companyProfile.companyPhoneInvalid',
  phoneInvalid: REGISTRATION_KEYS.phoneInvalid,
  registrationNumberInvalid: REGISTRATION_KEYS.registrationNumberInvalid,
  paidExceedsAuthorized: 'companyProfile.paidExceedsAuthorized',
  sharesWholeNumber: 'companyProfile.sharesWholeNumber',
  sharesExceedTotal: 'companyProfile.sharesExceedTotal',
  descriptionRequired: 'companyProfile.descriptionRequired',
  nameRequired: 'companyProfile.nameRequired',
  titleRequired: 'companyProfile.titleRequired',
  biographyRequired: 'companyProfile.biographyRequired',
  kindRequired: 'companyProfile.kindRequired',
  companyNameRequired: 'companyProfile.companyNameRequired',
  ownershipDateRequired: REGISTRATION_KEYS.ownershipDateRequired,
  awardYearRequired: 'companyProfile.awardYearRequired',
  awardYearInvalid: 'companyProfile.awardYearInvalid',
  issuerRequired: 'companyProfile.issuerRequired',
  newsTypeRequired: 'companyProfile.newsTypeRequired',
  newsTitleRequired: 'companyProfile.newsTitleRequired',
  newsTitleTooLong: 'companyProfile.newsTitleTooLong',
  newsBodyRequired: 'companyProfile.newsBodyRequired',
  fileRequired: REGISTRATION_KEYS.fileRequired,
  fileTooLarge: REGISTRATION_KEYS.fileTooLarge,
  documentType: REGISTRATION_KEYS.documentType,
  imageType: REGISTRATION_KEYS.imageType,
  userProfileSaved: 'companyProfile.userProfileSaved',
  profileSaved: 'companyProfile.profileSaved',
  documentUploaded: 'companyProfile.documentUploaded',
  documentDeleted: 'companyProfile.documentDeleted',
  productSaved: 'companyProfile.productSaved',
  productDeleted: 'companyProfile.productDeleted',
  investmentSaved: 'companyProfile.investmentSaved',
  investmentDeleted: 'companyProfile.investmentDeleted',
  teamMemberSaved: 'companyProfile.teamMemberSaved',
  teamMemberDeleted: 'companyProfile.teamMemberDeleted',
  awardSaved: 'companyProfile.awardSaved',
  awardDeleted: 'companyProfile.awardDeleted',
  newsPublished: 'companyProfile.newsPublished',
  newsDeleted: 'companyProfile.newsDeleted',
} as const;

const K = COMPANY_PROFILE_KEYS;

/** Longest news headline: 300 characters. */
export const NEWS_TITLE_MAX_LENGTH = 300;
/** Longest news body (the spec is silent). */
export const NEWS_BODY_MAX_LENGTH = 10_000;
/** Longest title of an award, a product or a team member's job: 256 characters. */
export const PROFILE_TITLE_MAX_LENGTH = 256;
/** Longest address or headquarters: 256 characters. */
export const ADDRESS_MAX_LENGTH = 256;
/** Longest description, biography or list of key highlights. */
export const LONG_TEXT_MAX_LENGTH = 2000;
/** Longest web address (website, product URL, social links). */
export const WEB_ADDRESS_MAX_LENGTH = 200;
/** Longest designation of the company user. */
export const DESIGNATION_MAX_LENGTH = 100;
/** Most items of one section (products and services, investments, team, awards) of a company. */
export const MAX_SECTION_ITEMS = 50;
/** Most branch cities or expansion countries. */
export const MAX_PLACES = 50;
/** Largest upload: under 2 MB, as in the registration forms. */
export const COMPANY_FILE_MAX_BYTES = REGISTRATION_MAX_FILE_BYTES;
/** The country the cities lookup covers (the default country, SA). */
export const SAUDI_COUNTRY_CODE = 'SA';

/** Kinds of news items: news or announcement. */
export const NEWS_TYPES = ['news', 'announcement'] as const;
export type NewsType = (typeof NEWS_TYPES)[number];

/** Kinds of items of the products-and-services tab. */
export const PRODUCT_KINDS = ['product', 'service'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/**
 * The files of a company (logo, presentation file, catalog, documents: company,
 * articles of association, certificate of ownership), one of each; a new upload replaces the old.
 */
export const COMPANY_FILE_KINDS = [
  'logo',
  'presentation',
  'catalog',
  'company_document',
  'articles_of_association',
  'certificate_of_ownership',
] as const;
export type CompanyFileKind = (typeof COMPANY_FILE_KINDS)[number];
/** The files every visitor may open; the others are the company user's (and the admin's). */
export const PUBLIC_COMPANY_FILE_KINDS: readonly CompanyFileKind[] = ['logo', 'presentation', 'catalog'];

/** What a file of `kind` may be, as detected from its content: images for the logo, documents otherwise. */
export function companyFileRule(kind: CompanyFileKind): {
  kind: 'image' | 'document';
  contentTypes: readonly string[];
  typeErrorKey: string;
} {
  return kind === 'logo'
    ? { kind: 'image', contentTypes: IMAGE_CONTENT_TYPES, typeErrorKey: K.imageType }
    : { kind: 'document', contentTypes: DOCUMENT_CONTENT_TYPES, typeErrorKey: K.documentType };
}

/** The multipart field of a team member's photo and of a news item's attachment. */
export const TEAM_PHOTO_FIELD = 'photo';
export const NEWS_ATTACHMENT_FIELD = 'attachment';
/** The multipart field of a company file upload. */
export const COMPANY_FILE_FIELD = 'file';

/**
 * Annual revenue brackets in SAR, after Monsha'at's enterprise sizes (micro up to 3 million,
 * small up to 40 million, medium up to 200 million).
 */
export const REVENUE_BRACKETS = [
  { code: 'under_3m', nameEn: 'Under SAR 3 million', nameAr: 'أقل من 3 ملايين ريال' },
  { code: '3m_40m', nameEn: 'SAR 3 million to 40 million', nameAr: 'من 3 ملايين إلى 40 مليون ريال' },
  { code: '40m_200m', nameEn: 'SAR 40 million to 200 million', nameAr: 'من 40 مليونًا إلى 200 مليون ريال' },
  { code: '200m_1b', nameEn: 'SAR 200 million to 1 billion', nameAr: 'من 200 مليون إلى مليار ريال' },
  { code: 'over_1b', nameEn: 'Over SAR 1 billion', nameAr: 'أكثر من مليار ريال' },
] as const;
export const REVENUE_BRACKET_CODES = ['under_3m', '3m_40m', '40m_200m', '200m_1b', 'over_1b'] as const;

/** The text of a bilingual pair in `language`, else the other language's, else null. */
export function localText(english: string | null, arabic: string | null, language: Language): string | null {
  return (language === 'ar' ? (arabic ?? english) : (english ?? arabic)) ?? null;
}

/** Trims a text; '' (an emptied input), null and undefined become null. */
function blankToNull(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value ?? null;
}

/** An optional field: empty means null, anything else is checked by `schema`. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable());
}

/** An optional text of at most `maxLength` characters. */
function optionalText(maxLength: number, tooLongKey: string = K.textTooLong) {
  return optional(z.string().max(maxLength, tooLongKey));
}

/** True when `value` is an http(s) address whose host has a dot (and is on one of `hosts`, when given). */
function isWebAddress(value: string, hosts?: readonly string[]): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return false;
  return hosts === undefined || hosts.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`));
}

/** An optional web address (website, product URL), or a profile on one of `hosts` (social links). */
function optionalWebAddress(hosts?: readonly string[]) {
  const key = hosts ? K.socialLinkInvalid : K.webAddressInvalid;
  return optional(
    z
      .string()
      .max(WEB_ADDRESS_MAX_LENGTH, key)
      .refine((value) => isWebAddress(value, hosts), key),
  );
}

/** Hosts of the three social links (Facebook, Twitter, LinkedIn). */
export const SOCIAL_LINK_HOSTS = {
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
} as const;

/** An optional e-mail: 10 to 50 characters, a valid address. */
const optionalEmail = optional(z.string().min(10, K.emailLength).max(50, K.emailLength).pipe(z.email(K.emailInvalid)));

/** An optional phone: at least 5 digits, at most 15, an optional leading +. */
const optionalPhone = optional(z.string().regex(/^\+?[0-9]{5,15}$/, K.phoneInvalid));

/** An optional company telephone: 10 to 15 digits, an optional leading + (E.164). */
const optionalCompanyPhone = optional(z.string().regex(/^\+?[0-9]{10,15}$/, K.companyPhoneInvalid));

/** A code of a list kept in code (legal forms, business types...), optional or required. */
function staticCode(list: StaticListName, requiredKey?: string) {
  const code = z
    .string(requiredKey ?? K.invalidOption)
    .refine((value) => findStaticLookupItem(list, value) !== undefined, K.invalidOption);
  return requiredKey ? z.preprocess(blankToNull, code) : optional(code);
}

/** A share count: a whole number of 0 or more. */
const optionalShares = optional(
  z.coerce
    .number(K.sharesWholeNumber)
    .int(K.sharesWholeNumber)
    .min(0, K.sharesWholeNumber)
    .max(1_000_000_000_000, K.sharesWholeNumber),
);

type Issue = { path: string; message: string };

/** Adds `issue` to the zod context (a custom issue on one field). */
function report(context: z.RefinementCtx<Record<string, unknown>>, issue: Issue): void {
  context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** An issue on `{base}En` when neither `{base}En` nor `{base}Ar` is filled in. */
function requireOneLanguage(values: Record<string, unknown>, base: string, message: string): Issue | null {
  const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
  return isEmpty(values[`${base}En`]) && isEmpty(values[`${base}Ar`]) ? { path: `${base}En`, message } : null;
}

/**
 * A check across fields that runs even when a field failed (zod skips refinements after an
 * aborting issue by default), so a form shows every message at once. It reads the values as
 * they are (a failed field keeps its raw input), hence `unknown`.
 */
function acrossFields(
  check: (values: Record<string, unknown>, context: z.RefinementCtx<Record<string, unknown>>) => void,
) {
  // Runs even when a field failed (so every message shows at once), but not on a body that is
  // not an object at all (null, an array): the object check has already reported that.
  return z.superRefine<Record<string, unknown>>((values, context) => check(values, context), {
    when: (payload) => payload.value !== null && typeof payload.value === 'object' && !Array.isArray(payload.value),
  });
}

/** Reports every pair of `pairs` ([base, message]) that has neither language. */
function pairsRequired(...pairs: readonly (readonly [string, string])[]) {
  return acrossFields((values, context) => {
    for (const [base, message] of pairs) {
      const issue = requireOneLanguage(values, base, message);
      if (issue) report(context, issue);
    }
  });
}

/**
 * The company user's update-main-profile body (UpdateMainProfileEndpoint): every field of the Company that the
 * company user keeps (its registered name and type excepted). The server adds what only it can
 * check: the city, branch cities, ISIC class and exchange sector exist; the countries are real.
 */
export const UpdateCompanyProfileRequestSchema = z
  .object({
    descriptionEn: optionalText(LONG_TEXT_MAX_LENGTH),
    descriptionAr: optionalText(LONG_TEXT_MAX_LENGTH),
    countryCode: z.preprocess(blankToNull, z.string(K.countryRequired).regex(/^[A-Z]{2}$/, K.countryInvalid)),
    cityId: optional(IdSchema),
    address: optionalText(ADDRESS_MAX_LENGTH),
    /** The address in Arabic (decision 044); absent keeps the stored one. */
    addressAr: optionalText(ADDRESS_MAX_LENGTH).optional(),
    headquarters: optionalText(ADDRESS_MAX_LENGTH),
    website: optionalWebAddress(),
    productUrl: optionalWebAddress(),
    email: optionalEmail,
    phone: optionalCompanyPhone,
    isicClassCode: z.preprocess(blankToNull, z.string(K.industryRequired).regex(/^[0-9]{4}$/, K.industryInvalid)),
    categoryCode: optional(z.string().max(20, K.categoryInvalid)),
    legalForm: staticCode('legal-forms', K.legalFormRequired),
    businessType: staticCode('business-types'),
    developmentStage: staticCode('development-stages'),
    employeesBracket: staticCode('number-of-employees'),
    revenueBracket: optional(z.enum(REVENUE_BRACKET_CODES, K.invalidOption)),
    establishedDate: optional(pastDateField(REGISTRATION_KEYS.establishedDateRequired)),
    registrationNumber: optional(z.string().regex(/^[0-9]{10}$/, K.registrationNumberInvalid)),
    paidCapital: optional(sarAmountSchema()),
    authorizedCapital: optional(sarAmountSchema()),
    totalShares: optionalShares,
    offeredShares: optionalShares,
    effectiveShares: optionalShares,
    ownershipPercentage: optional(percentageField()),
    branchCityIds: z.array(IdSchema, K.invalidOption).max(MAX_PLACES, K.tooManyItems).default([]),
    expansionCountryCodes: z
      .array(z.string().regex(/^[A-Z]{2}$/, K.countryInvalid), K.invalidOption)
      .max(MAX_PLACES, K.tooManyItems)
      .default([]),
    keyHighlightsEn: optionalText(LONG_TEXT_MAX_LENGTH),
    keyHighlightsAr: optionalText(LONG_TEXT_MAX_LENGTH),
    facebookUrl: optionalWebAddress(SOCIAL_LINK_HOSTS.facebook),
    twitterUrl: optionalWebAddress(SOCIAL_LINK_HOSTS.twitter),
    linkedinUrl: optionalWebAddress(SOCIAL_LINK_HOSTS.linkedin),
    contactPersonName: optional(nameField(K.nameRequired)),
    contactPersonNameAr: arabicNameField.optional(),
    contactPersonEmail: optionalEmail,
    contactPersonPhone: optionalPhone,
  })
  .check(
    acrossFields((profile, context) => {
      const isBlank = (value: unknown) => value === null || value === undefined || value === '';
      if (profile.countryCode === SAUDI_COUNTRY_CODE && isBlank(profile.cityId))
        report(context, { path: 'cityId', message: K.cityRequired });
      if (
        typeof profile.countryCode === 'string' &&
        profile.countryCode !== SAUDI_COUNTRY_CODE &&
        !isBlank(profile.cityId)
      )
        report(context, { path: 'cityId', message: K.cityOnlyInSaudi });
      // the amounts are compared once both passed their own rule (normalised to two decimals)
      const { paidCapital, authorizedCapital, totalShares } = profile;
      const isAmount = (value: unknown): value is string => typeof value === 'string' && /^\d+\.\d{2}$/.test(value);
      if (
        isAmount(paidCapital) &&
        isAmount(authorizedCapital) &&
        sarToHalalas(paidCapital) > sarToHalalas(authorizedCapital)
      ) {
        report(context, { path: 'paidCapital', message: K.paidExceedsAuthorized });
      }
      for (const field of ['offeredShares', 'effectiveShares'] as const) {
        const shares = profile[field];
        if (typeof shares === 'number' && typeof totalShares === 'number' && shares > totalShares)
          report(context, { path: field, message: K.sharesExceedTotal });
      }
    }),
  );
export type UpdateCompanyProfileRequest = z.input<typeof UpdateCompanyProfileRequestSchema>;
export type UpdateCompanyProfile = z.output<typeof UpdateCompanyProfileRequestSchema>;

/** POST / PUT update-product-service body: a product or a service, its name and description. */
export const ProductServiceRequestSchema = z
  .object({
    kind: z.enum(PRODUCT_KINDS, K.kindRequired),
    nameEn: optionalText(PROFILE_TITLE_MAX_LENGTH),
    nameAr: optionalText(PROFILE_TITLE_MAX_LENGTH),
    descriptionEn: optionalText(LONG_TEXT_MAX_LENGTH),
    descriptionAr: optionalText(LONG_TEXT_MAX_LENGTH),
  })
  .check(pairsRequired(['name', K.nameRequired]));
export type ProductServiceRequest = z.input<typeof ProductServiceRequestSchema>;

/**
 * POST / PUT update-investment-section body: a company this company invested in (like an
 * investor's previous investments): its name (3 to 50 characters), the ownership
 * percentage (at most 100), the date, the amount (SAR, optional) and a description.
 */
export const InvestmentRequestSchema = z
  .object({
    companyNameEn: optional(
      z.string().min(3, REGISTRATION_KEYS.companyNameLength).max(50, REGISTRATION_KEYS.companyNameLength),
    ),
    companyNameAr: optional(
      z.string().min(3, REGISTRATION_KEYS.companyNameLength).max(50, REGISTRATION_KEYS.companyNameLength),
    ),
    ownershipPercentage: percentageField(),
    investedOn: pastDateField(K.ownershipDateRequired),
    amount: optional(sarAmountSchema()),
    descriptionEn: optionalText(LONG_TEXT_MAX_LENGTH),
    descriptionAr: optionalText(LONG_TEXT_MAX_LENGTH),
  })
  .check(pairsRequired(['companyName', K.companyNameRequired]));
export type InvestmentRequest = z.input<typeof InvestmentRequestSchema>;

/**
 * POST save-team-member / PUT update-team-member: the multipart text fields (the photo, an image,
 * in TEAM_PHOTO_FIELD). Names are 3 to 40 letters (nameField in registration-rules.ts); a biography
 * is required in at least one language. `removePhoto` 'true' drops the current photo on update.
 */
export const TeamMemberRequestSchema = z
  .object({
    nameEn: optional(nameField(K.nameRequired)),
    nameAr: optional(nameField(K.nameRequired)),
    titleEn: optionalText(PROFILE_TITLE_MAX_LENGTH),
    titleAr: optionalText(PROFILE_TITLE_MAX_LENGTH),
    biographyEn: optionalText(LONG_TEXT_MAX_LENGTH),
    biographyAr: optionalText(LONG_TEXT_MAX_LENGTH),
    removePhoto: z.preprocess((value) => value === true || value === 'true', z.boolean()).default(false),
  })
  .check(pairsRequired(['name', K.nameRequired], ['title', K.titleRequired], ['biography', K.biographyRequired]));
export type TeamMemberRequest = z.input<typeof TeamMemberRequestSchema>;

/** The first year an award can carry. */
export const FIRST_AWARD_YEAR = 1950;

/**
 * POST / PUT award body (AddAwardEndpoint, UpdateAwardEndpoint; year, title, description, issuing institute): the
 * year (1950 to the current year), title and issuing institute required, description optional.
 */
export const AwardRequestSchema = z
  .object({
    year: z.preprocess(
      (value) => blankToNull(value) ?? undefined,
      z.coerce
        .number(K.awardYearRequired)
        .int(K.awardYearInvalid)
        .refine((year) => year >= FIRST_AWARD_YEAR && year <= new Date().getUTCFullYear(), K.awardYearInvalid),
    ),
    titleEn: optionalText(PROFILE_TITLE_MAX_LENGTH),
    titleAr: optionalText(PROFILE_TITLE_MAX_LENGTH),
    issuerEn: optionalText(PROFILE_TITLE_MAX_LENGTH),
    issuerAr: optionalText(PROFILE_TITLE_MAX_LENGTH),
    descriptionEn: optionalText(LONG_TEXT_MAX_LENGTH),
    descriptionAr: optionalText(LONG_TEXT_MAX_LENGTH),
  })
  .check(pairsRequired(['title', K.titleRequired], ['issuer', K.issuerRequired]));
export type AwardRequest = z.input<typeof AwardRequestSchema>;

/**
 * Publishing a news item: the multipart text fields (the attachment, optional, in
 * NEWS_ATTACHMENT_FIELD): the type, the headline (at most 300 characters) and the body,
 * each in at least one language.
 */
export const NewsRequestSchema = z
  .object({
    type: z.enum(NEWS_TYPES, K.newsTypeRequired),
    titleEn: optionalText(NEWS_TITLE_MAX_LENGTH, K.newsTitleTooLong),
    titleAr: optionalText(NEWS_TITLE_MAX_LENGTH, K.newsTitleTooLong),
    bodyEn: optionalText(NEWS_BODY_MAX_LENGTH),
    bodyAr: optionalText(NEWS_BODY_MAX_LENGTH),
  })
  .check(pairsRequired(['title', K.newsTitleRequired], ['body', K.newsBodyRequired]));
export type NewsRequest = z.input<typeof NewsRequestSchema>;

/**
 * The company user's update-user-profile body: their names (3 to 40 letters), their Arabic forms
 * (optional, Arabic letters; absent keeps the stored ones), phone and designation.
 */
export const UpdateUserProfileRequestSchema = z.object({
  firstName: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    nameField(REGISTRATION_KEYS.firstNameRequired),
  ),
  lastName: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    nameField(REGISTRATION_KEYS.lastNameRequired),
  ),
  firstNameAr: arabicNameField.optional(),
  lastNameAr: arabicNameField.optional(),
  phone: optionalPhone,
  designation: optionalText(DESIGNATION_MAX_LENGTH),
});
export type UpdateUserProfileRequest = z.input<typeof UpdateUserProfileRequestSchema>;

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/** A stored file of the company as answered: where to open it, its original name, type and size (bytes). */
export const CompanyFileSchema = z.object({
  kind: z.enum(COMPANY_FILE_KINDS),
  fileId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
  uploadedAt: z.string(),
});
export type CompanyFile = z.infer<typeof CompanyFileSchema>;

/** An attachment or photo as answered (a news attachment, a team member's photo). */
export const AttachmentSchema = CompanyFileSchema.omit({ kind: true });
export type Attachment = z.infer<typeof AttachmentSchema>;

/** A product or service: the text in the request's language (`name`, `description`) and both stored forms. */
export const ProductServiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  nameEn: z.string().nullable(),
  nameAr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
});
export type ProductService = z.infer<typeof ProductServiceSchema>;

/** An investment of the company; SAR amounts and percentages as decimal strings, the date YYYY-MM-DD. */
export const InvestmentSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  companyNameEn: z.string().nullable(),
  companyNameAr: z.string().nullable(),
  ownershipPercentage: z.string(),
  investedOn: z.string(),
  amount: z.string().nullable(),
  description: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
});
export type Investment = z.infer<typeof InvestmentSchema>;

/** A team member (name, title, biography; a photo). */
export const TeamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  biography: z.string(),
  nameEn: z.string().nullable(),
  nameAr: z.string().nullable(),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  biographyEn: z.string().nullable(),
  biographyAr: z.string().nullable(),
  photo: AttachmentSchema.nullable(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** An award (year, title, description, issuing institute). */
export const AwardSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  title: z.string(),
  issuer: z.string(),
  description: z.string().nullable(),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  issuerEn: z.string().nullable(),
  issuerAr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
});
export type Award = z.infer<typeof AwardSchema>;

/**
 * What a company adds to its basic details (CompanyProfile in companies.ts) and the lists of its profile
 * tabs, in the request's language. Share counts are whole numbers; the percentage a decimal string.
 */
export const CompanyContentSchema = z.object({
  companyId: z.number().int(),
  country: CodeNameSchema.nullable(),
  headquarters: z.string().nullable(),
  branches: z.array(CodeNameSchema),
  geographicalExpansion: z.array(CodeNameSchema),
  productUrl: z.string().nullable(),
  keyHighlights: z.array(z.string()),
  category: CodeNameSchema.nullable(),
  subIndustryGroup: CodeNameSchema.nullable(),
  revenueBracket: CodeNameSchema.nullable(),
  socialLinks: z.object({
    facebook: z.string().nullable(),
    twitter: z.string().nullable(),
    linkedin: z.string().nullable(),
  }),
  shareStructure: z.object({
    totalShares: z.number().int().nullable(),
    offeredShares: z.number().int().nullable(),
    effectiveShares: z.number().int().nullable(),
    ownershipPercentage: z.string().nullable(),
  }),
  contactPerson: z
    .object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() })
    .nullable(),
  /** Public profile: the public files only; main-profile: all of them. */
  documents: z.array(CompanyFileSchema),
  productsAndServices: z.array(ProductServiceSchema),
  investments: z.array(InvestmentSchema),
  team: z.array(TeamMemberSchema),
  awards: z.array(AwardSchema),
});
export type CompanyContent = z.infer<typeof CompanyContentSchema>;

/** A company's public content: the answer of the company-content call. */
export const CompanyContentResponseSchema = z.object({ data: CompanyContentSchema });

/**
 * The stored values of the profile form (both languages, codes and ids): what
 * update-main-profile takes, as it is now. Amounts and percentages are decimal strings.
 */
export const CompanyProfileValuesSchema = z.object({
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  countryCode: z.string(),
  cityId: z.number().int().nullable(),
  address: z.string().nullable(),
  addressAr: z.string().nullable(),
  headquarters: z.string().nullable(),
  website: z.string().nullable(),
  productUrl: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isicClassCode: z.string().nullable(),
  categoryCode: z.string().nullable(),
  legalForm: z.string().nullable(),
  businessType: z.string().nullable(),
  developmentStage: z.string().nullable(),
  employeesBracket: z.string().nullable(),
  revenueBracket: z.string().nullable(),
  establishedDate: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  paidCapital: z.string().nullable(),
  authorizedCapital: z.string().nullable(),
  totalShares: z.number().int().nullable(),
  offeredShares: z.number().int().nullable(),
  effectiveShares: z.number().int().nullable(),
  ownershipPercentage: z.string().nullable(),
  branchCityIds: z.array(z.number().int()),
  expansionCountryCodes: z.array(z.string()),
  keyHighlightsEn: z.string().nullable(),
  keyHighlightsAr: z.string().nullable(),
  facebookUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  contactPersonName: z.string().nullable(),
  contactPersonNameAr: z.string().nullable(),
  contactPersonEmail: z.string().nullable(),
  contactPersonPhone: z.string().nullable(),
});
export type CompanyProfileValues = z.infer<typeof CompanyProfileValuesSchema>;

/** The main-profile answer: the company user's company, its form values and its content (every file). */
export const MainProfileResponseSchema = z.object({
  data: z.object({
    companyId: z.number().int(),
    companyName: z.string(),
    nameEn: z.string(),
    nameAr: z.string(),
    companyLogoUrl: z.string().nullable(),
    values: CompanyProfileValuesSchema,
    content: CompanyContentSchema,
  }),
});
export type MainProfile = z.infer<typeof MainProfileResponseSchema>['data'];

/** An answer that only says what happened (deletions). */
export const ProfileMessageSchema = z.object({ message: z.string() });

/** Saved-item answers: the message and the item as stored. */
export const MainProfileSavedSchema = z.object({ message: z.string(), data: MainProfileResponseSchema.shape.data });
export const ProductServiceSavedSchema = z.object({ message: z.string(), data: ProductServiceSchema });
export const InvestmentSavedSchema = z.object({ message: z.string(), data: InvestmentSchema });
export const TeamMemberSavedSchema = z.object({ message: z.string(), data: TeamMemberSchema });
export const AwardSavedSchema = z.object({ message: z.string(), data: AwardSchema });
export const CompanyFileSavedSchema = z.object({ message: z.string(), data: CompanyFileSchema });

/** The company user's own profile (UserProfileEndpoint). */
export const UserProfileSchema = z.object({
  userId: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameAr: z.string().nullable(),
  lastNameAr: z.string().nullable(),
  phone: z.string().nullable(),
  designation: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;
export const UserProfileResponseSchema = z.object({ data: UserProfileSchema });
export const UserProfileSavedSchema = z.object({ message: z.string(), data: UserProfileSchema });

/** A news item or announcement, text in the request's language (`title`, `body`) and both stored forms; `publishedAt` an ISO instant. */
export const NewsItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(NEWS_TYPES),
  companyId: z.number().int(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  title: z.string(),
  body: z.string(),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  bodyEn: z.string().nullable(),
  bodyAr: z.string().nullable(),
  publishedAt: z.string(),
  attachment: AttachmentSchema.nullable(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** Query of the news lists: page, size and an optional type. */
export const NewsQuerySchema = PageRequestSchema.extend({
  type: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(NEWS_TYPES, 'validation.invalidValue').optional(),
  ),
});
export type NewsQuery = z.infer<typeof NewsQuerySchema>;

/** A page of news items, latest first. */
export const NewsPageSchema = pageSchema(NewsItemSchema);
export type NewsPage = z.infer<typeof NewsPageSchema>;
export const NewsItemResponseSchema = z.object({ data: NewsItemSchema });
export const NewsPublishedSchema = z.object({ message: z.string(), data: NewsItemSchema });

/**
 * Who may see a company's shareholders as the platform records them (docs/decisions/007): the
 * admin, shareholders and investors (the trading users, who see the same cap table when they
 * trade), and company users, for their own company only.
 */
export const COMPANY_SHAREHOLDER_VIEWERS: readonly UserType[] = [
  USER_TYPES.admin,
  USER_TYPES.company,
  ...TRADING_USER_TYPES,
];

/**
 * A company's shareholders as the platform records them: each holder's shares and ownership
 * percentage (a decimal string, 2 places) of the company's published total shares when known, else of
 * the shares recorded for the company, largest first.
 */
export const CompanyShareholdersResponseSchema = DataSchema(
  z.object({
    companyId: z.number().int(),
    totalShares: z.number().int(),
    /** The company's published total shares (null when unpublished); ownership is of it when known (decision 033). */
    companyTotalShares: z.number().int().nullable(),
    shareholders: z.array(CapTableLineSchema),
  }),
);
export type CompanyShareholders = z.infer<typeof CompanyShareholdersResponseSchema>['data'];
