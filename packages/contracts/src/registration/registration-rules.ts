import { z } from 'zod';
import { AUTH_KEYS, EmailSchema, requiredString } from '../auth.ts';
import { findStaticLookupItem, type StaticListName } from '../lookups/static-lists.ts';

/**
 * The general registration rules (decision 003), written once as zod field builders that every
 * journey schema (and so every web form) uses. Messages are keys; their texts are in
 * messages/{en,ar}.json under "registration".
 */

/** Message keys of the registration rules and answers. */
export const REGISTRATION_KEYS = {
  firstNameRequired: 'registration.firstNameRequired',
  lastNameRequired: 'registration.lastNameRequired',
  fullNameRequired: 'registration.fullNameRequired',
  nameLength: 'registration.nameLength',
  nameLetters: 'registration.nameLetters',
  nameArabicLetters: 'registration.nameArabicLetters',
  nationalIdRequired: 'registration.nationalIdRequired',
  nationalIdLength: 'registration.nationalIdLength',
  nationalIdCharacters: 'registration.nationalIdCharacters',
  mobileRequired: 'registration.mobileRequired',
  mobileDigits: 'registration.mobileDigits',
  mobileLength: 'registration.mobileLength',
  phoneRequired: 'registration.phoneRequired',
  phoneInvalid: 'registration.phoneInvalid',
  companyTelephoneRequired: 'registration.companyTelephoneRequired',
  companyTelephoneInvalid: 'registration.companyTelephoneInvalid',
  faxInvalid: 'registration.faxInvalid',
  emailLength: 'registration.emailLength',
  companyNameRequired: 'registration.companyNameRequired',
  companyNameLength: 'registration.companyNameLength',
  addressRequired: 'registration.addressRequired',
  addressLength: 'registration.addressLength',
  registrationNumberRequired: 'registration.registrationNumberRequired',
  registrationNumberInvalid: 'registration.registrationNumberInvalid',
  websiteInvalid: 'registration.websiteInvalid',
  linkedInInvalid: 'registration.linkedInInvalid',
  percentageRequired: 'registration.percentageRequired',
  percentageNumbers: 'registration.percentageNumbers',
  percentageRange: 'registration.percentageRange',
  termsRequired: 'registration.termsRequired',
  facilitatorRequired: 'registration.facilitatorRequired',
  authorizationRequired: 'registration.authorizationRequired',
  invalidOption: 'registration.invalidOption',
  titleRequired: 'registration.titleRequired',
  countryRequired: 'registration.countryRequired',
  cityRequired: 'registration.cityRequired',
  designationRequired: 'registration.designationRequired',
  investorTypeRequired: 'registration.investorTypeRequired',
  geographicalFocusRequired: 'registration.geographicalFocusRequired',
  industryFocusRequired: 'registration.industryFocusRequired',
  strategyRequired: 'registration.strategyRequired',
  headquartersRequired: 'registration.headquartersRequired',
  sectorRequired: 'registration.sectorRequired',
  establishedDateRequired: 'registration.establishedDateRequired',
  dateInvalid: 'registration.dateInvalid',
  employeesRequired: 'registration.employeesRequired',
  degreeRequired: 'registration.degreeRequired',
  institutionRequired: 'registration.institutionRequired',
  fieldOfStudyRequired: 'registration.fieldOfStudyRequired',
  graduationYearRequired: 'registration.graduationYearRequired',
  proficiencyRequired: 'registration.proficiencyRequired',
  cfaRequired: 'registration.cfaRequired',
  cfaLevelRequired: 'registration.cfaLevelRequired',
  certificateNameRequired: 'registration.certificateNameRequired',
  issueDateRequired: 'registration.issueDateRequired',
  issuingInstitutionRequired: 'registration.issuingInstitutionRequired',
  currentTitleRequired: 'registration.currentTitleRequired',
  employerNameRequired: 'registration.employerNameRequired',
  employerTypeRequired: 'registration.employerTypeRequired',
  locationRequired: 'registration.locationRequired',
  startYearRequired: 'registration.startYearRequired',
  jobSummaryRequired: 'registration.jobSummaryRequired',
  experienceRequired: 'registration.experienceRequired',
  industryOfExpertiseRequired: 'registration.industryOfExpertiseRequired',
  areaOfExpertiseRequired: 'registration.areaOfExpertiseRequired',
  availabilityRequired: 'registration.availabilityRequired',
  projectsPerWeekRequired: 'registration.projectsPerWeekRequired',
  reasonRequired: 'registration.reasonRequired',
  currencyRequired: 'registration.currencyRequired',
  hourlyRateRequired: 'registration.hourlyRateRequired',
  biographyRequired: 'registration.biographyRequired',
  aboutCompanyRequired: 'registration.aboutCompanyRequired',
  shortTextLength: 'registration.shortTextLength',
  longTextLength: 'registration.longTextLength',
  keyMembersRequired: 'registration.keyMembersRequired',
  tooManyItems: 'registration.tooManyItems',
  ownershipDateRequired: 'registration.ownershipDateRequired',
  fileTooLarge: 'registration.fileTooLarge',
  fileRequired: 'registration.fileRequired',
  documentType: 'registration.documentType',
  imageType: 'registration.imageType',
  fieldsInvalid: 'registration.fieldsInvalid',
  otpRequired: 'registration.otpRequired',
  otpIncorrect: 'registration.otpIncorrect',
  otpExpired: 'registration.otpExpired',
  otpAttemptsExceeded: 'registration.otpAttemptsExceeded',
  otpResendWait: 'registration.otpResendWait',
  otpSent: 'registration.otpSent',
  otpVerified: 'registration.otpVerified',
  emailNotVerified: 'registration.emailNotVerified',
  submitted: 'registration.submitted',
  pendingExists: 'registration.pendingExists',
  accountExists: 'registration.accountExists',
  alreadyReviewed: 'registration.alreadyReviewed',
  approved: 'registration.approved',
  rejected: 'registration.rejected',
  rejectNoteRequired: 'registration.rejectNoteRequired',
  rejectNoteLength: 'registration.rejectNoteLength',
  confirmationLinkValid: 'registration.confirmationLinkValid',
  confirmationLinkUnknown: 'registration.confirmationLinkUnknown',
  confirmationLinkExpired: 'registration.confirmationLinkExpired',
  confirmationLinkUsed: 'registration.confirmationLinkUsed',
} as const;

const K = REGISTRATION_KEYS;

/** Upload limit of the registration forms, in bytes (2 MB). */
export const REGISTRATION_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Limit of the shared upload helper, in bytes (20480000). */
export const SHARED_UPLOAD_MAX_BYTES = 20_480_000;
/** Types a document field takes (pdf, png, jpeg, jpg), as detected from the content. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Types an image field takes (png, jpeg, jpg). */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
/**
 * The file-name extensions of each stored content type, the usual one first: a download is
 * named with one of them whatever its uploaded name said (apps/api/src/modules/files/download-name.ts).
 */
export const CONTENT_TYPE_EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};
/** The `accept` attribute of a file input of each kind. */
export const FILE_ACCEPT = { document: '.pdf,.png,.jpeg,.jpg', image: '.png,.jpeg,.jpg' } as const;
/** Most items of a repeated group (previous investments, key members, certificates). */
export const MAX_REPEATED_ITEMS = 20;

/**
 * A person's name (letters only): words of letters (English or Arabic, without
 * diacritics or tatweel) joined by one space, hyphen or apostrophe, so real Saudi names such
 * as "Al-Qahtani" and "Abdul Rahman" pass; digits and other symbols do not.
 */
const NAME_WORDS = /^[A-Za-z\u0621-\u063A\u0641-\u064A]+(?:[ '-][A-Za-z\u0621-\u063A\u0641-\u064A]+)*$/;
const DIGITS = /^[0-9]+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A first, last or full name: 3 to 40 letters (English or Arabic) and spaces. */
export function nameField(requiredKey: string) {
  return requiredString(requiredKey).min(3, K.nameLength).max(40, K.nameLength).regex(NAME_WORDS, K.nameLetters);
}

/** Arabic letters only (no diacritics or tatweel), words joined by one space or hyphen. */
const ARABIC_NAME_WORDS = /^[\u0621-\u063A\u0641-\u064A]+(?:[ -][\u0621-\u063A\u0641-\u064A]+)*$/;

/**
 * A name's Arabic form ("سارة", "العتيبي"), optional: empty is null, otherwise 3 to 40 Arabic
 * letters and spaces, as nameField counts them (decision 044).
 */
export const arabicNameField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z.string().min(3, K.nameLength).max(40, K.nameLength).regex(ARABIC_NAME_WORDS, K.nameArabicLetters).nullable(),
);

/**
 * The Arabic forms of the first and last name that every registration asks beside the names as
 * written (decision 047): optional, like the profile forms' (decision 044); empty is none.
 */
export const arabicPersonNameFields = {
  firstNameAr: arabicNameField.optional(),
  lastNameAr: arabicNameField.optional(),
};

/** National ID: 10 to 15 characters, English letters and digits (an Iqama or passport). */
export const nationalIdField = requiredString(K.nationalIdRequired)
  .min(10, K.nationalIdLength)
  .max(15, K.nationalIdLength)
  .regex(/^[A-Za-z0-9]+$/, K.nationalIdCharacters);

/** A mobile number: 10 to 15 digits only. */
export const mobileField = requiredString(K.mobileRequired)
  .regex(DIGITS, K.mobileDigits)
  .min(10, K.mobileLength)
  .max(15, K.mobileLength);

/** An optional mobile number (mobile 2): empty, or 10 to 15 digits. */
export const optionalMobileField = z
  .string()
  .refine((value) => value === '' || DIGITS.test(value), K.mobileDigits)
  .refine((value) => value === '' || (value.length >= 10 && value.length <= 15), K.mobileLength)
  .optional();

/** A phone number (at least 5 digits; 15 at most, the E.164 length): 'Enter valid Phone number'. */
export const phoneField = requiredString(K.phoneRequired)
  .regex(DIGITS, K.phoneInvalid)
  .min(5, K.phoneInvalid)
  .max(15, K.phoneInvalid);

/** A company telephone: 10 to 15 digits. */
export const companyTelephoneField = requiredString(K.companyTelephoneRequired)
  .regex(DIGITS, K.companyTelephoneInvalid)
  .min(10, K.companyTelephoneInvalid)
  .max(15, K.companyTelephoneInvalid);

/** An optional fax number: empty, or 10 to 15 digits like the company telephone. */
export const optionalFaxField = z
  .string()
  .refine((value) => value === '' || (DIGITS.test(value) && value.length >= 10 && value.length <= 15), K.faxInvalid)
  .optional();

/** An e-mail: required, 10 to 50 characters, a valid address. */
export const emailField = EmailSchema.pipe(z.string().min(10, K.emailLength).max(50, K.emailLength));

/** An optional second e-mail: empty, or like emailField. */
export const optionalEmailField = z
  .string()
  .refine((value) => value === '' || z.email().safeParse(value).success, AUTH_KEYS.emailInvalid)
  .refine((value) => value === '' || (value.length >= 10 && value.length <= 50), K.emailLength)
  .optional();

/** A company name: 3 to 50 characters. */
export const companyNameField = requiredString(K.companyNameRequired)
  .min(3, K.companyNameLength)
  .max(50, K.companyNameLength);

/** An optional company name: empty, or 3 to 50 characters. */
export const optionalCompanyNameField = z
  .string()
  .refine((value) => value === '' || (value.length >= 3 && value.length <= 50), K.companyNameLength)
  .optional();

/** An address in registration: 10 to 100 characters. */
export const addressField = requiredString(K.addressRequired).min(10, K.addressLength).max(100, K.addressLength);

/** A Saudi commercial registration (or unified) number: 10 digits. */
export const registrationNumberField = requiredString(K.registrationNumberRequired).regex(
  /^[0-9]{10}$/,
  K.registrationNumberInvalid,
);

/** True when `value` is an http(s) address (with a host that has a dot), optionally on `host`. */
function isWebAddress(value: string, host?: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (!url.hostname.includes('.')) return false;
  return host === undefined || url.hostname === host || url.hostname.endsWith(`.${host}`);
}

/** An optional website: empty, or an http(s) address of at most 200 characters. */
export const optionalWebsiteField = z
  .string()
  .max(200, K.websiteInvalid)
  .refine((value) => value === '' || isWebAddress(value), K.websiteInvalid)
  .optional();

/** An optional LinkedIn profile: empty, or an http(s) address on linkedin.com. */
export const optionalLinkedInField = z
  .string()
  .max(200, K.linkedInInvalid)
  .refine((value) => value === '' || isWebAddress(value, 'linkedin.com'), K.linkedInInvalid)
  .optional();

/**
 * An ownership or shareholding percentage: numbers only (up to 2 decimals), more
 * than 0 and at most 100. A string, as typed in the form's text input.
 */
export function percentageField(requiredKey: string = K.percentageRequired) {
  return requiredString(requiredKey)
    .regex(/^[0-9]{1,3}(\.[0-9]{1,2})?$/, K.percentageNumbers)
    .refine((value) => Number(value) > 0 && Number(value) <= 100, K.percentageRange);
}

/** A required text of 2 to 100 characters (institution, job title, employer...). */
export function shortTextField(requiredKey: string) {
  return requiredString(requiredKey).min(2, K.shortTextLength).max(100, K.shortTextLength);
}

/** A required text of 10 to 1000 characters (biography, about the company, job summary...). */
export function longTextField(requiredKey: string) {
  return requiredString(requiredKey).min(10, K.longTextLength).max(1000, K.longTextLength);
}

/** True when `value` is a real calendar date YYYY-MM-DD. */
function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A past date as YYYY-MM-DD (the form-data date format of the API), not after today (UTC). */
export function pastDateField(requiredKey: string) {
  return requiredString(requiredKey).refine(
    (value) => isCalendarDate(value) && value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10),
    K.dateInvalid,
  );
}

/** A code of a lookup list kept in contracts (lookups/static-lists.ts). */
export function staticCodeField(list: StaticListName, requiredKey: string) {
  return requiredString(requiredKey).refine((code) => findStaticLookupItem(list, code) !== undefined, K.invalidOption);
}

/** A code of one of `options` (the registration's own lists, registration-options.ts). */
export function optionCodeField(options: readonly { code: string }[], requiredKey: string) {
  return requiredString(requiredKey).refine((code) => options.some((option) => option.code === code), K.invalidOption);
}

/**
 * A code of a list the server holds (countries, cities, sectors, ISIC levels, currencies):
 * the form checks that one was chosen, the server that it exists (REGISTRATION lookupFields).
 */
export function serverCodeField(requiredKey: string) {
  return requiredString(requiredKey).max(20, K.invalidOption);
}

/**
 * A city: a code of the cities lookup when the country is Saudi Arabia (checked by the server),
 * the city's name otherwise; 'Please enter your city' when empty.
 */
export const cityField = requiredString(K.cityRequired).max(100, K.shortTextLength);

/** A consent checkbox: must be ticked; `key` otherwise. */
export function consentField(key: string) {
  return z.literal(true, key);
}

/** A repeated group of `item`s, at most MAX_REPEATED_ITEMS; `requiredKey` when at least one is needed. */
export function repeatedField<T extends z.ZodType>(item: T, requiredKey?: string) {
  const list = z.array(item, K.invalidOption).max(MAX_REPEATED_ITEMS, K.tooManyItems);
  return requiredKey ? list.min(1, requiredKey) : list;
}

/** The fields every registration ends with: the terms. */
export const termsFields = { acceptTerms: consentField(K.termsRequired) };
/** The acknowledgement that the platform is only a technology facilitator. */
export const facilitatorFields = { acknowledgeFacilitator: consentField(K.facilitatorRequired) };
/** The authorization to act for the company. */
export const authorizationFields = { authorizedToAct: consentField(K.authorizationRequired) };
