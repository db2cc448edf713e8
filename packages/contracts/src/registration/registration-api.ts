import { z } from 'zod';
import { LinkTokenSchema, requiredString } from '../auth.ts';
import { MessageDataSchema } from '../http/common-schemas.ts';
import { PageRequestSchema, pageSchema } from '../pagination.ts';
import { COMPANY_JOURNEY } from './company-registration.ts';
import { FINANCIAL_CONSULTANT_JOURNEY } from './consultant-registration.ts';
import { INDIVIDUAL_INVESTOR_JOURNEY, INSTITUTIONAL_INVESTOR_JOURNEY } from './investor-registration.ts';
import {
  REGISTRATION_KINDS,
  REGISTRATION_STATUSES,
  type RegistrationJourney,
  type RegistrationKind,
} from './registration-journey.ts';
import { REGISTRATION_KEYS as K, emailField } from './registration-rules.ts';
import { INDIVIDUAL_SHAREHOLDER_JOURNEY, INSTITUTIONAL_SHAREHOLDER_JOURNEY } from './shareholder-registration.ts';

/** Every journey by kind; each has its submission endpoint (REGISTRATION_SUBMIT_ENDPOINTS). */
export const REGISTRATION_JOURNEYS: Record<RegistrationKind, RegistrationJourney> = {
  'individual-shareholder': INDIVIDUAL_SHAREHOLDER_JOURNEY,
  'institutional-shareholder': INSTITUTIONAL_SHAREHOLDER_JOURNEY,
  company: COMPANY_JOURNEY,
  'individual-investor': INDIVIDUAL_INVESTOR_JOURNEY,
  'institutional-investor': INSTITUTIONAL_INVESTOR_JOURNEY,
  'financial-consultation': FINANCIAL_CONSULTANT_JOURNEY,
};

/** The answer to a submission: 201 {id, message} (the "registration complete" message of messages/{en,ar}.json). */
export const RegistrationSubmittedSchema = z.object({ id: z.number().int(), message: z.string() });
export type RegistrationSubmitted = z.infer<typeof RegistrationSubmittedSchema>;

/** The e-mail OTP of the consultant journey: 6 digits, valid 10 minutes, 5 tries, a new code after 60 s. */
export const OTP_LENGTH = 6;
export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_AFTER_MS = 60_000;
/** How long a verified e-mail may be used for the consultant submission, in ms. */
export const OTP_VERIFIED_VALIDITY_MS = 60 * 60_000;

/** The e-mail to mail a verification code to. */
export const GenerateEmailOtpRequestSchema = z.object({ email: emailField });
export type GenerateEmailOtpRequest = z.infer<typeof GenerateEmailOtpRequestSchema>;

/** An e-mail verification code: 'Incorrect OTP' unless exactly 6 digits. */
export const VerifyEmailOtpRequestSchema = z.object({
  email: emailField,
  otp: requiredString(K.otpRequired).regex(/^[0-9]{6}$/, K.otpIncorrect),
});
export type VerifyEmailOtpRequest = z.infer<typeof VerifyEmailOtpRequestSchema>;

/** {message} answers of the OTP and review calls. */
export const RegistrationMessageSchema = z.object({ message: z.string() });

/** The company form's directory lookup: `?name=`, part of an English or Arabic name. */
export const CompanySearchQuerySchema = z.object({
  name: requiredString('validation.required').max(100, 'validation.tooLong'),
});
export const CompanySearchResultSchema = z.object({
  data: z.array(
    z.object({
      companyId: z.number().int(),
      companyName: z.string(),
      companyNameAr: z.string(),
      hasAccount: z.boolean(),
    }),
  ),
});
export type CompanySearchResult = z.infer<typeof CompanySearchResultSchema>;

/** The check of an e-mail confirmation link: its token as `?token=`. */
export const ConfirmationTokenQuerySchema = z.object({ token: LinkTokenSchema });

/**
 * A usable confirmation link: {message, data: {valid: true, email, expiresAt}}. `email` is the
 * account's address masked (first character, then '***', then the domain), so the page can say
 * whose address it confirms without giving it to whoever holds the link; expiresAt is ISO 8601.
 */
export const ConfirmationTokenResponseSchema = MessageDataSchema(
  z.object({ valid: z.literal(true), email: z.string(), expiresAt: z.string() }),
);
export type ConfirmationTokenCheck = z.infer<typeof ConfirmationTokenResponseSchema>['data'];

/** The review queue's query: status, page (0-based) and size. */
export const RegistrationListQuerySchema = PageRequestSchema.extend({
  status: z.enum(REGISTRATION_STATUSES, 'validation.invalidValue').optional(),
});

const RegistrationSummarySchema = z.object({
  id: z.number().int(),
  kind: z.enum(REGISTRATION_KINDS),
  status: z.enum(REGISTRATION_STATUSES),
  email: z.string(),
  applicantName: z.string(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export const RegistrationListSchema = pageSchema(RegistrationSummarySchema);
export type RegistrationList = z.infer<typeof RegistrationListSchema>;

/** A stored file as the admin sees it; downloaded through AdminFileEndpoint by its fileId. */
export const StoredFileInfoSchema = z.object({
  fileId: z.string(),
  field: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  sha256: z.string(),
});

/** One registration as the admin reviews it: summary, submitted fields, files and review. */
export const RegistrationDetailSchema = RegistrationSummarySchema.extend({
  payload: z.record(z.string(), z.unknown()),
  files: z.array(StoredFileInfoSchema),
  reviewNote: z.string().nullable(),
  reviewedBy: z.number().int().nullable(),
  userId: z.number().int().nullable(),
});
export type RegistrationDetail = z.infer<typeof RegistrationDetailSchema>;

/** A rejection: the note mailed to the applicant. */
export const RejectRegistrationRequestSchema = z.object({
  note: requiredString(K.rejectNoteRequired).min(3, K.rejectNoteLength).max(1000, K.rejectNoteLength),
});
export type RejectRegistrationRequest = z.infer<typeof RejectRegistrationRequestSchema>;
