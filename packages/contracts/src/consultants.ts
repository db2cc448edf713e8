import { z } from 'zod';
import { requiredString } from './auth.ts';
import { sarDecimalPattern } from './http/common-schemas.ts';
import { STATIC_LOOKUP_LISTS, type StaticListName } from './lookups/static-lists.ts';
import { sarToHalalas } from './money.ts';
import { pageSchema } from './pagination.ts';
import { AVAILABILITY_OPTIONS } from './registration/registration-options.ts';
import {
  REGISTRATION_KEYS,
  longTextField,
  nameField,
  optionCodeField,
  optionalLinkedInField,
  shortTextField,
  staticCodeField,
} from './registration/registration-rules.ts';

/*
 * Independent financial consultants (user type 8; issue 15, docs/decisions/043): the consultant's
 * own profile (expertise and freelancing answers) and the directory of verified consultants that
 * company users search. The endpoints are in consultants-endpoints.ts. Messages are keys; texts in
 * messages/{en,ar}.json under "consultants" (and "registration" for the shared field rules).
 */

/** Message keys of the consultant rules and answers. */
export const CONSULTANT_KEYS = {
  saved: 'consultants.saved',
  notFound: 'consultants.notFound',
  noProfile: 'consultants.noProfile',
  verified: 'consultants.verified',
  unverified: 'consultants.unverified',
  headlineRequired: 'consultants.headlineRequired',
  summaryRequired: 'consultants.summaryRequired',
  nameArRequired: 'consultants.nameArRequired',
  expertiseRequired: REGISTRATION_KEYS.areaOfExpertiseRequired,
  industryRequired: REGISTRATION_KEYS.industryOfExpertiseRequired,
  tooManyCodes: 'consultants.tooManyCodes',
  repeatedCode: 'consultants.repeatedCode',
  hourlyRateRequired: REGISTRATION_KEYS.hourlyRateRequired,
  hourlyRateFormat: 'consultants.hourlyRateFormat',
  hourlyRateRange: 'consultants.hourlyRateRange',
} as const;
const K = CONSULTANT_KEYS;

/** Verification of a consultant by the platform team: only verified consultants are listed. */
export const CONSULTANT_VERIFICATION_STATUSES = ['pending', 'verified'] as const;
export type ConsultantVerificationStatus = (typeof CONSULTANT_VERIFICATION_STATUSES)[number];

/** Most areas of expertise, and most industries, one consultant names. */
export const MAX_EXPERTISE_CODES = 5;
/** Lowest and highest hourly rate, in halalas (SAR 50 and SAR 10,000 an hour). */
export const HOURLY_RATE_MIN_HALALAS = 5_000;
export const HOURLY_RATE_MAX_HALALAS = 1_000_000;

/**
 * The hourly rate (halalas) a registration's preferred-hourly-rates bracket starts the profile
 * with: the bracket's lower bound ('under-100' starts at the minimum, SAR 50).
 */
export const HOURLY_RATE_OF_BRACKET: Record<string, number> = {
  'under-100': HOURLY_RATE_MIN_HALALAS,
  '100-199': 10_000,
  '200-349': 20_000,
  '350-499': 35_000,
  '500-749': 50_000,
  '750-999': 75_000,
  '1000+': 100_000,
};

/** 1 to MAX_EXPERTISE_CODES different codes of static list `list`. */
function codeListField(list: StaticListName, requiredKey: string) {
  return z
    .array(staticCodeField(list, requiredKey), requiredKey)
    .min(1, requiredKey)
    .max(MAX_EXPERTISE_CODES, K.tooManyCodes)
    .refine((codes) => new Set(codes).size === codes.length, K.repeatedCode);
}

/** An hourly rate in SAR as typed ('350' or '350.50'), within the limits above. */
const hourlyRateField = requiredString(K.hourlyRateRequired)
  .trim()
  .min(1, K.hourlyRateRequired)
  .regex(sarDecimalPattern(5), K.hourlyRateFormat)
  .refine((value) => {
    if (!sarDecimalPattern(5).test(value)) return true;
    const halalas = sarToHalalas(value);
    return halalas >= BigInt(HOURLY_RATE_MIN_HALALAS) && halalas <= BigInt(HOURLY_RATE_MAX_HALALAS);
  }, K.hourlyRateRange);

/**
 * Body of saving my consultant profile (consultant only; the form and the server share it): the
 * Arabic form of the name, a headline and a summary in English and Arabic (the directory shows
 * the reader's language), areas of expertise and industries (1-5 codes each), years of
 * experience, LinkedIn, and the freelancing answers: availability, projects per week and the
 * hourly rate in SAR (stored as halalas).
 */
export const ConsultantProfileRequestSchema = z.object({
  fullNameAr: nameField(K.nameArRequired),
  headlineEn: shortTextField(K.headlineRequired).trim(),
  headlineAr: shortTextField(K.headlineRequired).trim(),
  summaryEn: longTextField(K.summaryRequired).trim(),
  summaryAr: longTextField(K.summaryRequired).trim(),
  areasOfExpertise: codeListField('areas-of-expertise', K.expertiseRequired),
  industries: codeListField('industries-of-expertise', K.industryRequired),
  yearsOfExperience: staticCodeField('years-of-experience', REGISTRATION_KEYS.experienceRequired),
  linkedInUrl: optionalLinkedInField,
  availability: optionCodeField(AVAILABILITY_OPTIONS, REGISTRATION_KEYS.availabilityRequired),
  projectsPerWeek: staticCodeField('projects-per-week', REGISTRATION_KEYS.projectsPerWeekRequired),
  hourlyRate: hourlyRateField,
});
export type ConsultantProfileRequest = z.input<typeof ConsultantProfileRequestSchema>;

/** A code with its name in the request's language. */
export const NamedCodeSchema = z.object({ code: z.string(), name: z.string() });
export type NamedCode = z.infer<typeof NamedCodeSchema>;

/** The stored values of my profile, as the edit form starts from them ('' when not answered yet). */
export const ConsultantProfileValuesSchema = z.object({
  fullNameAr: z.string(),
  headlineEn: z.string(),
  headlineAr: z.string(),
  summaryEn: z.string(),
  summaryAr: z.string(),
  areasOfExpertise: z.array(z.string()),
  industries: z.array(z.string()),
  yearsOfExperience: z.string(),
  linkedInUrl: z.string(),
  availability: z.string(),
  projectsPerWeek: z.string(),
  /** SAR with two decimals ('350.00'), '' when unknown. */
  hourlyRate: z.string(),
});
export type ConsultantProfileValues = z.infer<typeof ConsultantProfileValuesSchema>;

/** What a consultant card and the detail page show, names in the request's language. */
export const ConsultantSummarySchema = z.object({
  consultantId: z.number().int(),
  name: z.string(),
  headline: z.string(),
  areasOfExpertise: z.array(NamedCodeSchema),
  industries: z.array(NamedCodeSchema),
  yearsOfExperience: NamedCodeSchema,
  availability: NamedCodeSchema,
  /** SAR with two decimals. */
  hourlyRate: z.string(),
  isCfaCharterholder: z.boolean(),
});
export type ConsultantSummary = z.infer<typeof ConsultantSummarySchema>;

/** One consultant of the directory with the rest of the profile. */
export const ConsultantDetailSchema = ConsultantSummarySchema.extend({
  summary: z.string(),
  highestDegree: z.string(),
  projectsPerWeek: NamedCodeSchema,
  linkedInUrl: z.string(),
  verifiedAt: z.string().describe('ISO 8601 instant'),
});
export type ConsultantDetail = z.infer<typeof ConsultantDetailSchema>;

/** My own profile: the account, the verification status, the form's values and the listing as companies see it. */
export const MyConsultantProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  verificationStatus: z.enum(CONSULTANT_VERIFICATION_STATUSES),
  verifiedAt: z.string().nullable(),
  /** False until the consultant saved the profile once (the values come from the registration). */
  isComplete: z.boolean(),
  values: ConsultantProfileValuesSchema,
  listing: ConsultantDetailSchema.omit({ verifiedAt: true }),
});
export type MyConsultantProfile = z.infer<typeof MyConsultantProfileSchema>;
export const MyConsultantProfileResponseSchema = z.object({ data: MyConsultantProfileSchema });
export const MyConsultantProfileSavedSchema = z.object({ message: z.string(), data: MyConsultantProfileSchema });

/** Orders of the directory: by name, by hourly rate either way, by experience, newest verified first. */
export const CONSULTANT_SORTS = ['name', 'rate_asc', 'rate_desc', 'experience', 'newest'] as const;
export type ConsultantSort = (typeof CONSULTANT_SORTS)[number];
/** Consultants on one page of the directory by default. */
export const CONSULTANT_PAGE_SIZE = 12;

/** '' (an emptied filter in the URL) counts as absent. */
function optionalFilter<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
}

function codeOf(list: StaticListName) {
  const codes = STATIC_LOOKUP_LISTS[list].map((item) => item.code);
  return z.string().refine((code) => codes.includes(code), 'validation.invalidValue');
}

/**
 * Query of the directory: text in the name (both languages), headline and expertise names;
 * one area of expertise, one industry, one availability; the order; the page.
 */
export const ConsultantDirectoryQuerySchema = z.object({
  search: optionalFilter(z.string().trim().max(100, 'validation.tooLong')),
  expertise: optionalFilter(codeOf('areas-of-expertise')),
  industry: optionalFilter(codeOf('industries-of-expertise')),
  availability: optionalFilter(
    z.string().refine((code) => AVAILABILITY_OPTIONS.some((option) => option.code === code), 'validation.invalidValue'),
  ),
  sort: optionalFilter(z.enum(CONSULTANT_SORTS, 'validation.invalidValue')),
  page: z.coerce.number().int('validation.wholeNumber').min(0, 'validation.pageNegative').default(0),
  size: z.coerce
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.sizeRange')
    .max(50, 'validation.sizeRange')
    .default(CONSULTANT_PAGE_SIZE),
});
export type ConsultantDirectoryQuery = z.infer<typeof ConsultantDirectoryQuerySchema>;

export const ConsultantPageSchema = pageSchema(ConsultantSummarySchema);
export type ConsultantPage = z.infer<typeof ConsultantPageSchema>;
export const ConsultantDetailResponseSchema = z.object({ data: ConsultantDetailSchema });

/** Body of the admin's verification: verified (listed) or back to pending (unlisted). */
export const ConsultantVerificationRequestSchema = z.object({ isVerified: z.boolean('validation.invalidType') });
export const ConsultantVerificationResponseSchema = z.object({
  message: z.string(),
  data: z.object({ verificationStatus: z.enum(CONSULTANT_VERIFICATION_STATUSES) }),
});

/** Query of the admin's consultants list: one verification status (pending first by default) and the page. */
export const AdminConsultantsQuerySchema = z.object({
  status: z.enum(CONSULTANT_VERIFICATION_STATUSES, 'validation.invalidValue').default('pending'),
  page: z.coerce.number().int('validation.wholeNumber').min(0, 'validation.pageNegative').default(0),
  size: z.coerce
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.sizeRange')
    .max(50, 'validation.sizeRange')
    .default(20),
});
export type AdminConsultantsQuery = z.infer<typeof AdminConsultantsQuerySchema>;

/** A consultant as the admin's list shows them: who, the headline, whether the profile is complete, the status. */
export const AdminConsultantSchema = z.object({
  consultantId: z.number().int(),
  name: z.string(),
  email: z.string(),
  headline: z.string(),
  isComplete: z.boolean(),
  verificationStatus: z.enum(CONSULTANT_VERIFICATION_STATUSES),
  verifiedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminConsultant = z.infer<typeof AdminConsultantSchema>;
export const AdminConsultantPageSchema = pageSchema(AdminConsultantSchema);
export type AdminConsultantPage = z.infer<typeof AdminConsultantPageSchema>;
