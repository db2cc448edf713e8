import { z } from 'zod';
import { MAX_ID } from '../http/common-schemas.ts';
import { REGISTRATION_MAX_FILE_BYTES } from '../registration/registration-rules.ts';
import { BUSINESS_TYPE_CODES, DEVELOPMENT_STAGE_CODES, EMPLOYEE_BRACKET_CODES } from '../lookups/static-lists.ts';

/*
 * The sections of a service provider's profile (marketplace spec §2 "Service-provider profile",
 * §3 Service provider): about, business info, service portfolio, clients, team members, honors
 * and awards, projects, testimonials.
 */

/** What a provider's picture shows: its logo, or a picture of a service, project, client (logo) or team member (photo). */
export const PROVIDER_PICTURE_KINDS = ['logo', 'service', 'project', 'client', 'team_member'] as const;
export type ProviderPictureKind = (typeof PROVIDER_PICTURE_KINDS)[number];

/**
 * The parts of a profile the completeness meter counts, in the order the editor shows them:
 * the logo, the eight sections (about, business info, service portfolio, clients, team members,
 * honors and awards, projects, testimonials).
 */
export const PROFILE_PARTS = [
  'logo',
  'about',
  'businessInfo',
  'services',
  'clients',
  'teamMembers',
  'awards',
  'projects',
  'testimonials',
] as const;
export type ProfilePart = (typeof PROFILE_PARTS)[number];

/** Whether each part of a profile has content (see profileCompleteness for what counts). */
export type ProfilePartsPresent = Record<ProfilePart, boolean>;

/**
 * How complete a provider's profile is: the share of PROFILE_PARTS with content (0 to 1, each
 * part weighing the same) and the parts still missing, in editor order. A part has content when
 * the logo is uploaded; the about text exists in at least one language; business info has
 * category, city, business type, number of employees and established date; and each list section
 * has at least one entry (testimonials: a provider testimonial or a verified review).
 */
export function profileCompleteness(present: ProfilePartsPresent): { share: number; missing: ProfilePart[] } {
  const missing = PROFILE_PARTS.filter((part) => !present[part]);
  return { share: (PROFILE_PARTS.length - missing.length) / PROFILE_PARTS.length, missing };
}

/* ---------------------------------------------------------------------------------------------
 * The profile editor and the public profile (docs/decisions/014-provider-profile.md).
 * ------------------------------------------------------------------------------------------- */

/** Message keys of the provider profile (messages/{en,ar}.json "providerProfile"). */
export const PROVIDER_PROFILE_KEYS = {
  notYourProvider: 'providerProfile.notYourProvider',
  itemNotFound: 'providerProfile.itemNotFound',
  pictureNotFound: 'providerProfile.pictureNotFound',
  textTooLong: 'providerProfile.textTooLong',
  titleRequired: 'providerProfile.titleRequired',
  nameRequired: 'providerProfile.nameRequired',
  quoteRequired: 'providerProfile.quoteRequired',
  issuerRequired: 'providerProfile.issuerRequired',
  categoryRequired: 'providerProfile.categoryRequired',
  categoryInvalid: 'providerProfile.categoryInvalid',
  cityInvalid: 'providerProfile.cityInvalid',
  industryGroupInvalid: 'providerProfile.industryGroupInvalid',
  invalidOption: 'providerProfile.invalidOption',
  yearInvalid: 'providerProfile.yearInvalid',
  feeInvalid: 'providerProfile.feeInvalid',
  websiteInvalid: 'providerProfile.websiteInvalid',
  emailInvalid: 'providerProfile.emailInvalid',
  phoneInvalid: 'providerProfile.phoneInvalid',
  dateInvalid: 'providerProfile.dateInvalid',
  pictureRequired: 'providerProfile.pictureRequired',
  pictureType: 'providerProfile.pictureType',
  pictureTooLarge: 'providerProfile.pictureTooLarge',
  pictureOwnerRequired: 'providerProfile.pictureOwnerRequired',
  picturesFull: 'providerProfile.picturesFull',
  servicesLimitReached: 'providerProfile.servicesLimitReached',
  projectsLimitReached: 'providerProfile.projectsLimitReached',
  profileSaved: 'providerProfile.profileSaved',
  itemSaved: 'providerProfile.itemSaved',
  itemDeleted: 'providerProfile.itemDeleted',
  pictureSaved: 'providerProfile.pictureSaved',
  pictureDeleted: 'providerProfile.pictureDeleted',
  picturesReordered: 'providerProfile.picturesReordered',
  pictureOrderMismatch: 'providerProfile.pictureOrderMismatch',
} as const;
const PK = PROVIDER_PROFILE_KEYS;

/** A picture is png or jpeg (judged by content) within the forms' upload limit (2 MB, registration-rules.ts). */
export const PROVIDER_PICTURE_MAX_BYTES = REGISTRATION_MAX_FILE_BYTES;
export const PROVIDER_PICTURE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
/** The multipart field of a picture upload. */
export const PROVIDER_PICTURE_FIELD = 'picture';
/** Longest side of a stored picture and of its thumbnail, in pixels (decision 014). */
export const PROVIDER_PICTURE_MAX_SIDE = 1600;
export const PROVIDER_THUMBNAIL_SIDE = 320;
/** Kinds that hold one picture per owner (a new upload replaces the old one); services and projects hold several. */
export const SINGLE_PICTURE_KINDS: readonly ProviderPictureKind[] = ['logo', 'client', 'team_member'];
/** How many pictures a service or a project may hold. */
export const MAX_PICTURES_PER_ITEM = 6;

/** Text lengths of the profile's fields. */
export const PROVIDER_TITLE_MAX_LENGTH = 200;
export const PROVIDER_LONG_TEXT_MAX_LENGTH = 3000;
/** Highest starting fee a service may show: SAR 100 million. */
export const PROVIDER_MAX_FEE_SAR = 100_000_000;

function blankToNull(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value ?? null;
}
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToNull, schema.nullable().optional()).transform((value) => value ?? null);
}
function optionalText(maxLength: number) {
  return optional(z.string().max(maxLength, PK.textTooLong));
}
const shortText = optionalText(PROVIDER_TITLE_MAX_LENGTH);
const longText = optionalText(PROVIDER_LONG_TEXT_MAX_LENGTH);

/** Reports `{base}En` when neither `{base}En` nor `{base}Ar` holds text (runs even when another field failed). */
function pairsRequired(...pairs: readonly (readonly [string, string])[]) {
  return z.superRefine<Record<string, unknown>>(
    (values, context) => {
      const isEmpty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
      for (const [base, message] of pairs) {
        if (isEmpty(values[`${base}En`]) && isEmpty(values[`${base}Ar`]))
          context.addIssue({ code: 'custom', path: [`${base}En`], message });
      }
    },
    { when: (payload) => payload.value !== null && typeof payload.value === 'object' && !Array.isArray(payload.value) },
  );
}

/** An ISIC class code (four digits); the server checks it exists. */
const isicClassCode = z.preprocess(blankToNull, z.string(PK.categoryRequired).regex(/^\d{4}$/, PK.categoryInvalid));
/** A year from 1950 to the current year. */
const pastYear = z.coerce
  .number(PK.yearInvalid)
  .int(PK.yearInvalid)
  .refine((year) => year >= 1950 && year <= new Date().getUTCFullYear(), PK.yearInvalid);

/** A starting fee in SAR: up to two decimals, 0 to PROVIDER_MAX_FEE_SAR; converted to halalas (integer). */
export const StartingFeeSchema = optional(
  z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{1,9}(\.\d{1,2})?$/.test(value) && Number(value) <= PROVIDER_MAX_FEE_SAR, PK.feeInvalid),
).transform((value) => {
  if (value === null) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
});

/**
 * PUT about + business info (UpdateProviderAboutEndpoint): the about text in both languages and
 * the business info. Codes are checked against the lookups (static lists here; the city, ISIC
 * class and exchange industry groups by the server). The provider's name is its registered name
 * and is not edited here.
 */
export const ProviderAboutRequestSchema = z.object({
  descriptionEn: longText,
  descriptionAr: longText,
  website: optional(
    z
      .string()
      .max(200, PK.websiteInvalid)
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), PK.websiteInvalid),
  ),
  email: optional(z.string().max(100, PK.emailInvalid).pipe(z.email(PK.emailInvalid))),
  phone: optional(z.string().regex(/^\+?[0-9]{9,15}$/, PK.phoneInvalid)),
  cityId: optional(z.coerce.number(PK.cityInvalid).int(PK.cityInvalid).min(1, PK.cityInvalid).max(MAX_ID)),
  isicClassCode: optional(z.string().regex(/^\d{4}$/, PK.categoryInvalid)),
  businessType: optional(z.enum(BUSINESS_TYPE_CODES, PK.invalidOption)),
  employeesBracket: optional(z.enum(EMPLOYEE_BRACKET_CODES, PK.invalidOption)),
  establishedDate: optional(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, PK.dateInvalid)
      .refine(
        (value) => !Number.isNaN(Date.parse(value)) && value <= new Date().toISOString().slice(0, 10),
        PK.dateInvalid,
      ),
  ),
  developmentStage: optional(z.enum(DEVELOPMENT_STAGE_CODES, PK.invalidOption)),
  industryGroupCodes: z
    .array(z.string().regex(/^[a-z0-9-]{1,60}$/, PK.industryGroupInvalid), PK.industryGroupInvalid)
    .max(22, PK.industryGroupInvalid)
    .default([])
    .transform((codes) => [...new Set(codes)]),
});
export type ProviderAboutRequest = z.input<typeof ProviderAboutRequestSchema>;

/** POST / PUT a service of the portfolio: title (one language at least), description, starting fee (SAR), sub-category (ISIC class). */
export const ProviderServiceRequestSchema = z
  .object({
    titleEn: shortText,
    titleAr: shortText,
    descriptionEn: longText,
    descriptionAr: longText,
    startingFeeHalalas: StartingFeeSchema,
    isicClassCode,
  })
  .check(pairsRequired(['title', PK.titleRequired]));
export type ProviderServiceRequest = z.input<typeof ProviderServiceRequestSchema>;

/** POST / PUT a project: title, category (ISIC class), description, client name and year completed. */
export const ProviderProjectRequestSchema = z
  .object({
    titleEn: shortText,
    titleAr: shortText,
    descriptionEn: longText,
    descriptionAr: longText,
    clientNameEn: shortText,
    clientNameAr: shortText,
    completedYear: optional(pastYear),
    isicClassCode,
  })
  .check(pairsRequired(['title', PK.titleRequired]));
export type ProviderProjectRequest = z.input<typeof ProviderProjectRequestSchema>;

/** POST / PUT a client: name (required in one language), description and designation. */
export const ProviderClientRequestSchema = z
  .object({
    nameEn: shortText,
    nameAr: shortText,
    descriptionEn: longText,
    descriptionAr: longText,
    designationEn: shortText,
    designationAr: shortText,
  })
  .check(pairsRequired(['name', PK.nameRequired]));
export type ProviderClientRequest = z.input<typeof ProviderClientRequestSchema>;

/** POST / PUT a team member: title (Dr., Mr., Ms.), name (required in one language) and designation. */
export const ProviderTeamMemberRequestSchema = z
  .object({
    titleCode: optional(z.enum(['dr', 'mr', 'ms'], PK.invalidOption)),
    nameEn: shortText,
    nameAr: shortText,
    designationEn: shortText,
    designationAr: shortText,
  })
  .check(pairsRequired(['name', PK.nameRequired]));
export type ProviderTeamMemberRequest = z.input<typeof ProviderTeamMemberRequestSchema>;

/** POST / PUT an honor or award: year, title and issuing institute (each in one language at least), description. */
export const ProviderAwardRequestSchema = z
  .object({
    year: pastYear,
    titleEn: shortText,
    titleAr: shortText,
    descriptionEn: longText,
    descriptionAr: longText,
    issuerEn: shortText,
    issuerAr: shortText,
  })
  .check(pairsRequired(['title', PK.titleRequired], ['issuer', PK.issuerRequired]));
export type ProviderAwardRequest = z.input<typeof ProviderAwardRequestSchema>;

/** POST / PUT a testimonial the provider shares: author name and quote (one language at least), designation. */
export const ProviderTestimonialRequestSchema = z
  .object({
    authorNameEn: shortText,
    authorNameAr: shortText,
    authorDesignationEn: shortText,
    authorDesignationAr: shortText,
    quoteEn: longText,
    quoteAr: longText,
  })
  .check(pairsRequired(['authorName', PK.nameRequired], ['quote', PK.quoteRequired]));
export type ProviderTestimonialRequest = z.input<typeof ProviderTestimonialRequestSchema>;

/** The multipart text fields of a picture upload: its kind and, except for the logo, the item it belongs to. */
export const ProviderPictureRequestSchema = z
  .object({
    kind: z.enum(PROVIDER_PICTURE_KINDS, PK.invalidOption),
    ownerId: optional(z.coerce.number(PK.pictureOwnerRequired).int().min(1).max(MAX_ID)),
  })
  .check(
    z.superRefine((values, context) => {
      if (values.kind !== 'logo' && values.ownerId === null)
        context.addIssue({ code: 'custom', path: ['ownerId'], message: PK.pictureOwnerRequired });
    }),
  );

/** The kinds that hold several pictures in an order of the provider's choosing (the others hold one). */
export const ORDERED_PICTURE_KINDS = ['service', 'project'] as const;

/**
 * A new order of the pictures of one service or project: `pictureIds` lists each of the item's
 * pictures exactly once, first shown first (the server answers 400 pictureOrderMismatch otherwise).
 */
export const ProviderPicturesOrderRequestSchema = z.object({
  kind: z.enum(ORDERED_PICTURE_KINDS, PK.invalidOption),
  ownerId: z.number().int().min(1).max(MAX_ID),
  pictureIds: z.array(z.number().int().min(1).max(MAX_ID)).min(1).max(MAX_PICTURES_PER_ITEM, PK.pictureOrderMismatch),
});
export type ProviderPicturesOrderRequest = z.input<typeof ProviderPicturesOrderRequestSchema>;

/** The list sections of the editor (path segments of their endpoints). */
export const PROVIDER_SECTIONS = ['services', 'projects', 'clients', 'team-members', 'awards', 'testimonials'] as const;
export type ProviderSection = (typeof PROVIDER_SECTIONS)[number];

/* ---- answers ---- */

const CodeName = z.object({ code: z.string(), name: z.string() });

/** A picture: its urls (full size and thumbnail), what it shows and its pixels. */
export const ProviderPictureSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROVIDER_PICTURE_KINDS),
  ownerId: z.number().int().nullable(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ProviderPicture = z.infer<typeof ProviderPictureSchema>;

const itemBase = { id: z.number().int() };

/** Editor shapes: every text in both languages, as stored. */
export const EditorServiceSchema = z.object({
  ...itemBase,
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  startingFeeHalalas: z.number().int().nullable(),
  isicClassCode: z.string(),
  pictures: z.array(ProviderPictureSchema),
});
export const EditorProjectSchema = z.object({
  ...itemBase,
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  clientNameEn: z.string().nullable(),
  clientNameAr: z.string().nullable(),
  completedYear: z.number().int().nullable(),
  isicClassCode: z.string(),
  pictures: z.array(ProviderPictureSchema),
});
export const EditorClientSchema = z.object({
  ...itemBase,
  nameEn: z.string().nullable(),
  nameAr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  designationEn: z.string().nullable(),
  designationAr: z.string().nullable(),
  pictures: z.array(ProviderPictureSchema),
});
export const EditorTeamMemberSchema = z.object({
  ...itemBase,
  titleCode: z.string().nullable(),
  nameEn: z.string().nullable(),
  nameAr: z.string().nullable(),
  designationEn: z.string().nullable(),
  designationAr: z.string().nullable(),
  pictures: z.array(ProviderPictureSchema),
});
export const EditorAwardSchema = z.object({
  ...itemBase,
  year: z.number().int(),
  titleEn: z.string().nullable(),
  titleAr: z.string().nullable(),
  descriptionEn: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  issuerEn: z.string().nullable(),
  issuerAr: z.string().nullable(),
});
export const EditorTestimonialSchema = z.object({
  ...itemBase,
  authorNameEn: z.string().nullable(),
  authorNameAr: z.string().nullable(),
  authorDesignationEn: z.string().nullable(),
  authorDesignationAr: z.string().nullable(),
  quoteEn: z.string().nullable(),
  quoteAr: z.string().nullable(),
});

/** The package a provider is on and what it allows (null: unlimited), with what it uses. */
export const ProviderPackageUsageSchema = z.object({
  code: z.enum(['basic', 'standard', 'premium']),
  limits: z.object({ services: z.number().int().nullable(), projects: z.number().int().nullable() }),
  used: z.object({ services: z.number().int(), projects: z.number().int() }),
  upgradePath: z.string(),
});

/** profileCompleteness's answer. */
export const ProfileCompletenessSchema = z.object({ share: z.number(), missing: z.array(z.enum(PROFILE_PARTS)) });

/**
 * The provider user's editor read (ProviderEditorEndpoint): the about and business info as
 * stored (codes, both languages), every section with both languages, the pictures, the package
 * and its usage, and the completeness.
 */
export const ProviderEditorSchema = z.object({
  providerId: z.number().int(),
  nameEn: z.string(),
  nameAr: z.string(),
  about: z.object({
    descriptionEn: z.string().nullable(),
    descriptionAr: z.string().nullable(),
    website: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    cityId: z.number().int().nullable(),
    isicClassCode: z.string().nullable(),
    businessType: z.string().nullable(),
    employeesBracket: z.string().nullable(),
    establishedDate: z.string().nullable(),
    developmentStage: z.string().nullable(),
    industryGroupCodes: z.array(z.string()),
  }),
  logo: ProviderPictureSchema.nullable(),
  services: z.array(EditorServiceSchema),
  projects: z.array(EditorProjectSchema),
  clients: z.array(EditorClientSchema),
  teamMembers: z.array(EditorTeamMemberSchema),
  awards: z.array(EditorAwardSchema),
  testimonials: z.array(EditorTestimonialSchema),
  package: ProviderPackageUsageSchema,
  profileCompleteness: ProfileCompletenessSchema,
});
export type ProviderEditor = z.infer<typeof ProviderEditorSchema>;

/** A verified review: from a buyer whose engagement with the provider was completed. */
export const VerifiedReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string(),
  reviewerName: z.string(),
  createdAt: z.string(),
});

/**
 * The public profile (ProviderPublicProfileEndpoint), texts in the request's language (the other
 * language when it is missing): about and business info, every section with pictures, verified
 * reviews with their average and count, and the provider's own testimonials.
 */
export const ProviderPublicProfileSchema = z.object({
  providerId: z.number().int(),
  providerName: z.string(),
  logo: ProviderPictureSchema.nullable(),
  description: z.string().nullable(),
  category: CodeName.nullable(),
  subCategory: CodeName.nullable(),
  city: CodeName.nullable(),
  businessType: CodeName.nullable(),
  numberOfEmployees: CodeName.nullable(),
  developmentStage: CodeName.nullable(),
  establishedDate: z.string().nullable(),
  industryGroups: z.array(CodeName),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isFeatured: z.boolean(),
  services: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string().nullable(),
      startingFeeHalalas: z.number().int().nullable(),
      subCategory: CodeName.nullable(),
      pictures: z.array(ProviderPictureSchema),
    }),
  ),
  projects: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description: z.string().nullable(),
      clientName: z.string().nullable(),
      completedYear: z.number().int().nullable(),
      category: CodeName.nullable(),
      subCategory: CodeName.nullable(),
      pictures: z.array(ProviderPictureSchema),
    }),
  ),
  clients: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      designation: z.string().nullable(),
      logo: ProviderPictureSchema.nullable(),
    }),
  ),
  teamMembers: z.array(
    z.object({
      id: z.number().int(),
      title: z.string().nullable(),
      name: z.string(),
      designation: z.string().nullable(),
      photo: ProviderPictureSchema.nullable(),
    }),
  ),
  awards: z.array(
    z.object({
      id: z.number().int(),
      year: z.number().int(),
      title: z.string(),
      description: z.string().nullable(),
      issuer: z.string(),
    }),
  ),
  testimonials: z.array(
    z.object({
      id: z.number().int(),
      authorName: z.string(),
      authorDesignation: z.string().nullable(),
      quote: z.string(),
    }),
  ),
  reviews: z.array(VerifiedReviewSchema),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type ProviderPublicProfile = z.infer<typeof ProviderPublicProfileSchema>;
