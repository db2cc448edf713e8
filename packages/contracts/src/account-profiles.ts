import { z } from 'zod';
import {
  INDIVIDUAL_INVESTOR_JOURNEY,
  INSTITUTIONAL_INVESTOR_JOURNEY,
  IndividualInvestorRegistrationSchema,
  InstitutionalInvestorRegistrationSchema,
  KeyMemberSchema,
  PreviousInvestmentSchema,
} from './registration/investor-registration.ts';
import { USER_TYPES, type UserType } from './user-types.ts';

/**
 * The profiles of shareholders and investors, individual or institutional, read and updated
 * from their dashboards (the endpoints are in investors-endpoints.ts). The fields and their
 * rules are the registration's (one source of truth), without the consents; previous
 * investments and key members are saved one by one, and an institutional profile keeps at least
 * one key member ('Atleast one Key Member is Required'). Decision 005 records why shareholders
 * and investors share one profile per kind.
 */

/** Message keys of the profile calls; texts in messages/{en,ar}.json under "profiles". */
export const PROFILE_KEYS = {
  saved: 'profiles.saved',
  notYours: 'profiles.notYours',
  investmentNotFound: 'profiles.investmentNotFound',
  investmentAdded: 'profiles.investmentAdded',
  investmentUpdated: 'profiles.investmentUpdated',
  investmentDeleted: 'profiles.investmentDeleted',
  keyMemberNotFound: 'profiles.keyMemberNotFound',
  keyMemberAdded: 'profiles.keyMemberAdded',
  keyMemberUpdated: 'profiles.keyMemberUpdated',
  keyMemberDeleted: 'profiles.keyMemberDeleted',
  /** 'Atleast one Key Member is Required', the registration's message. */
  keyMembersRequired: 'registration.keyMembersRequired',
} as const;

/** Individual shareholders (4) and individual investors (6) have an individual profile. */
export const INDIVIDUAL_PROFILE_USER_TYPES: readonly UserType[] = [
  USER_TYPES.individualShareholder,
  USER_TYPES.individualInvestor,
];
/** Institutional shareholders (5) and institutional investors (7) have an institutional profile. */
export const INSTITUTIONAL_PROFILE_USER_TYPES: readonly UserType[] = [
  USER_TYPES.institutionalShareholder,
  USER_TYPES.institutionalInvestor,
];
/** Everyone with a profile: previous investments are kept for both kinds. */
export const PROFILE_USER_TYPES: readonly UserType[] = [
  ...INDIVIDUAL_PROFILE_USER_TYPES,
  ...INSTITUTIONAL_PROFILE_USER_TYPES,
];

export const PROFILE_KINDS = ['individual', 'institutional'] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** The kind of profile a user type has, or null for the other types. */
export function profileKindOf(type: UserType): ProfileKind | null {
  if (INDIVIDUAL_PROFILE_USER_TYPES.includes(type)) return 'individual';
  if (INSTITUTIONAL_PROFILE_USER_TYPES.includes(type)) return 'institutional';
  return null;
}

/**
 * Body of saving an individual profile: the individual investor's registration fields without
 * previous investments and consents. Codes of countries, cities and ISIC sections are checked
 * by the server (INDIVIDUAL_PROFILE_LOOKUPS). The names' Arabic forms (decision 044) go on the
 * account; absent, they keep the stored ones.
 */
export const IndividualProfileRequestSchema = IndividualInvestorRegistrationSchema.omit({
  previousInvestments: true,
  acceptTerms: true,
  acknowledgeFacilitator: true,
});
export type IndividualProfileRequest = z.input<typeof IndividualProfileRequestSchema>;
export const INDIVIDUAL_PROFILE_LOOKUPS = INDIVIDUAL_INVESTOR_JOURNEY.lookupFields;

/**
 * Body of saving an institutional profile: the institutional investor's
 * registration fields without key members (saved one by one; at least one must exist) and
 * consents. The company logo and key members' photos are not part of the profile yet.
 */
export const InstitutionalProfileRequestSchema = InstitutionalInvestorRegistrationSchema.omit({
  keyMembers: true,
  acceptTerms: true,
  acknowledgeFacilitator: true,
  authorizedToAct: true,
});
export type InstitutionalProfileRequest = z.input<typeof InstitutionalProfileRequestSchema>;
export const INSTITUTIONAL_PROFILE_LOOKUPS = INSTITUTIONAL_INVESTOR_JOURNEY.lookupFields;

/** Body of adding or updating a previous investment: company name, ownership, ownership date. */
export const PreviousInvestmentRequestSchema = PreviousInvestmentSchema;
export type PreviousInvestmentRequest = z.input<typeof PreviousInvestmentRequestSchema>;

/** Body of adding or updating a key member: name, designation, degree (the photo is not kept yet). */
export const KeyMemberRequestSchema = KeyMemberSchema;
export type KeyMemberRequest = z.input<typeof KeyMemberRequestSchema>;

/** The stored values of an individual profile, as the edit form starts from them ('' when empty). */
export const IndividualProfileValuesSchema = z.object({
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  firstNameAr: z.string(),
  lastNameAr: z.string(),
  countryCode: z.string(),
  city: z.string(),
  companyName: z.string(),
  designation: z.string(),
  biography: z.string(),
  investorType: z.string(),
  geographicalFocus: z.array(z.string()),
  industryFocus: z.array(z.string()),
  investmentStrategy: z.string(),
  mobile1: z.string(),
  mobile2: z.string(),
  email1: z.string(),
  email2: z.string(),
  linkedInUrl: z.string(),
});
export type IndividualProfileValues = z.infer<typeof IndividualProfileValuesSchema>;

/** The stored values of an institutional profile ('' when empty). */
export const InstitutionalProfileValuesSchema = z.object({
  companyName: z.string(),
  headquarters: z.string(),
  establishedDate: z.string(),
  sector: z.string(),
  numberOfEmployees: z.string(),
  investorType: z.string(),
  aboutCompany: z.string(),
  website: z.string(),
  companyTelephone: z.string(),
  companyFax: z.string(),
  contactPersonName: z.string(),
  contactPersonNameAr: z.string(),
  contactPersonEmail: z.string(),
});
export type InstitutionalProfileValues = z.infer<typeof InstitutionalProfileValuesSchema>;

// The values mirror the request fields one to one (checked at compile time).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : never) : never;
const individualKeysMatch: SameKeys<IndividualProfileValues, IndividualProfileRequest> = true;
const institutionalKeysMatch: SameKeys<InstitutionalProfileValues, InstitutionalProfileRequest> = true;
void individualKeysMatch;
void institutionalKeysMatch;

/** A previous investment as answered: ownership a percentage decimal string ("12.50"), date YYYY-MM-DD. */
export const ProfileInvestmentSchema = z.object({
  investmentId: z.number().int(),
  companyName: z.string(),
  ownershipPercentage: z.string(),
  ownershipDate: z.string(),
});
export type ProfileInvestment = z.infer<typeof ProfileInvestmentSchema>;

/** A key member as answered: the designation's code and its name in the request's language. */
export const ProfileKeyMemberSchema = z.object({
  keyMemberId: z.number().int(),
  fullName: z.string(),
  designation: z.string(),
  designationName: z.string(),
  degree: z.string(),
});
export type ProfileKeyMember = z.infer<typeof ProfileKeyMemberSchema>;

/**
 * An individual profile as read (and as the update answers it): the values, the names of their
 * codes in the request's language ('' when unset), and the previous investments, newest first.
 * `isSaved` is false until the first update: the values then come from the approved
 * registration, or only the account's name and e-mail.
 */
export const IndividualProfileSchema = z.object({
  kind: z.literal('individual'),
  isSaved: z.boolean(),
  /** The e-mail the account signs in with. */
  accountEmail: z.string(),
  values: IndividualProfileValuesSchema,
  names: z.object({
    title: z.string(),
    country: z.string(),
    city: z.string(),
    designation: z.string(),
    investorType: z.string(),
    geographicalFocus: z.array(z.string()),
    industryFocus: z.array(z.string()),
  }),
  previousInvestments: z.array(ProfileInvestmentSchema),
});
export type IndividualProfile = z.infer<typeof IndividualProfileSchema>;

/** An institutional profile as read (and as the update answers it), with its key members in the order added. */
export const InstitutionalProfileSchema = z.object({
  kind: z.literal('institutional'),
  isSaved: z.boolean(),
  accountEmail: z.string(),
  values: InstitutionalProfileValuesSchema,
  names: z.object({
    headquarters: z.string(),
    sector: z.string(),
    numberOfEmployees: z.string(),
    investorType: z.string(),
  }),
  keyMembers: z.array(ProfileKeyMemberSchema),
  previousInvestments: z.array(ProfileInvestmentSchema),
});
export type InstitutionalProfile = z.infer<typeof InstitutionalProfileSchema>;

export const IndividualProfileResponseSchema = z.object({ data: IndividualProfileSchema });
export const InstitutionalProfileResponseSchema = z.object({ data: InstitutionalProfileSchema });
export const IndividualProfileSavedResponseSchema = z.object({ message: z.string(), data: IndividualProfileSchema });
export const InstitutionalProfileSavedResponseSchema = z.object({
  message: z.string(),
  data: InstitutionalProfileSchema,
});
export const ProfileInvestmentSavedResponseSchema = z.object({ message: z.string(), data: ProfileInvestmentSchema });
export const ProfileKeyMemberSavedResponseSchema = z.object({ message: z.string(), data: ProfileKeyMemberSchema });
export const ProfileItemDeletedResponseSchema = z.object({ message: z.string() });
