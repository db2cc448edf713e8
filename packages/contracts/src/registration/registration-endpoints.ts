import { z } from 'zod';
import { IdSchema } from '../http/common-schemas.ts';
import { type Endpoint, defineEndpoint } from '../http/endpoint.ts';
import { USER_TYPES } from '../user-types.ts';
import { IndividualInvestorRegistrationSchema } from './investor-registration.ts';
import {
  CompanySearchQuerySchema,
  CompanySearchResultSchema,
  ConfirmationTokenQuerySchema,
  ConfirmationTokenResponseSchema,
  GenerateEmailOtpRequestSchema,
  RegistrationDetailSchema,
  RegistrationListQuerySchema,
  RegistrationListSchema,
  RegistrationMessageSchema,
  RegistrationSubmittedSchema,
  RejectRegistrationRequestSchema,
  VerifyEmailOtpRequestSchema,
} from './registration-api.ts';
import type { RegistrationKind } from './registration-journey.ts';

/*
 * The registration endpoints (decision 003 for the journeys, the OTP and the review; 012 for the
 * pattern): the public journeys and their helpers under one prefix, and the admin's review queue.
 * A submission answers 201 {id, message}; its errors are 400 (field errors, a missing or wrongly
 * typed file), 409 (an account or a pending application for the e-mail), 413 (a file over
 * REGISTRATION_MAX_FILE_BYTES) and 429. Multipart journeys send the journey schema's fields as
 * toRegistrationFormData encodes them and the files by their field names.
 */

const tags = ['registration'] as const;
const REGISTER = '/public-api/register';
const REGISTRATIONS = '/admin-api/registrations';
const ADMIN = [USER_TYPES.admin] as const;
const submitted = { 201: RegistrationSubmittedSchema };

/** Apply as an individual shareholder (public, multipart). */
export const RegisterIndividualShareholderEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTER}/individual-shareholder`,
  summary: 'Register: individual-shareholder (multipart)',
  tags,
  multipart: true,
  responses: submitted,
});

/** Apply as an institutional shareholder (public, multipart). */
export const RegisterInstitutionalShareholderEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTER}/institutional-shareholder`,
  summary: 'Register: institutional-shareholder (multipart)',
  tags,
  multipart: true,
  responses: submitted,
});

/** Apply for a company account (public, multipart), optionally for a directory company found by DirectoryCompanySearchEndpoint. */
export const RegisterCompanyEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTER}/company`,
  summary: 'Register: company (multipart)',
  tags,
  multipart: true,
  responses: submitted,
});

/** Apply as an individual investor (public, JSON: this journey has no files). */
export const RegisterIndividualInvestorEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTER}/individual-investor`,
  summary: 'Register: individual-investor',
  tags,
  body: IndividualInvestorRegistrationSchema,
  responses: submitted,
});

/** Apply as an institutional investor (public, multipart; key member photos as keyMembers.{i}.photo). */
export const RegisterInstitutionalInvestorEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTER}/institutional-investor`,
  summary: 'Register: institutional-investor (multipart)',
  tags,
  multipart: true,
  responses: submitted,
});

/** Apply as a financial consultant (public, multipart); 400 registration.emailNotVerified without a verified OTP. */
export const RegisterFinancialConsultantEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTER}/financial-consultation`,
  summary: 'Register: financial-consultation (multipart)',
  tags,
  multipart: true,
  responses: submitted,
});

/** The submission endpoint of each journey, by kind. */
export const REGISTRATION_SUBMIT_ENDPOINTS = {
  'individual-shareholder': RegisterIndividualShareholderEndpoint,
  'institutional-shareholder': RegisterInstitutionalShareholderEndpoint,
  company: RegisterCompanyEndpoint,
  'individual-investor': RegisterIndividualInvestorEndpoint,
  'institutional-investor': RegisterInstitutionalInvestorEndpoint,
  'financial-consultation': RegisterFinancialConsultantEndpoint,
} as const satisfies Record<RegistrationKind, Endpoint>;

/** Mail a 6-digit e-mail verification code (public) -> {message}; 429 registration.otpResendWait with Retry-After. */
export const GenerateEmailOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTER}/generate-verification-email-otp`,
  summary: 'Mail a 6-digit e-mail verification code',
  tags,
  body: GenerateEmailOtpRequestSchema,
  responses: { 200: RegistrationMessageSchema },
});

/** Check an e-mail verification code (public) -> {message}; 400 'Incorrect OTP' (field), expired, too many tries. */
export const VerifyEmailOtpEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTER}/verify-email-otp`,
  summary: 'Check an e-mail verification code',
  tags,
  body: VerifyEmailOtpRequestSchema,
  responses: { 200: RegistrationMessageSchema },
});

/**
 * Check an e-mail confirmation link without using it (public) -> {message, data: {valid, email
 * (masked), expiresAt}}; 404 registration.confirmationLinkUnknown (never issued, or replaced by
 * a newer link), 400 registration.confirmationLinkExpired or registration.confirmationLinkUsed.
 */
export const VerifyConfirmationTokenEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REGISTER}/verify-token`,
  summary: 'Check an e-mail confirmation link without using it',
  tags,
  query: ConfirmationTokenQuerySchema,
  responses: { 200: ConfirmationTokenResponseSchema },
});

/** Directory companies whose English or Arabic name contains `name` (public), each with hasAccount. */
export const DirectoryCompanySearchEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REGISTER}/search/company`,
  summary: 'Find a directory company to register for',
  tags,
  query: CompanySearchQuerySchema,
  responses: { 200: CompanySearchResultSchema },
});

/** A page of registrations to review (admin), newest first, optionally of one status. */
export const AdminRegistrationsEndpoint = defineEndpoint({
  method: 'GET',
  path: REGISTRATIONS,
  summary: 'Registrations to review',
  tags: ['admin'],
  access: ADMIN,
  query: RegistrationListQuerySchema,
  responses: { 200: RegistrationListSchema },
});

/** One registration with its payload, files and review (admin); 404. */
export const AdminRegistrationEndpoint = defineEndpoint({
  method: 'GET',
  path: `${REGISTRATIONS}/:id`,
  summary: 'One registration',
  tags: ['admin'],
  access: ADMIN,
  params: z.object({ id: IdSchema }),
  responses: { 200: RegistrationDetailSchema },
});

/** Approve (admin): create the account and mail its credentials -> {message}; 404, 409 reviewed or account exists. */
export const ApproveRegistrationEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTRATIONS}/:id/approve`,
  summary: 'Approve: create the account and mail its credentials',
  tags: ['admin'],
  access: ADMIN,
  params: z.object({ id: IdSchema }),
  responses: { 200: RegistrationMessageSchema },
});

/** Reject (admin) with a note mailed to the applicant -> {message}; 400, 404, 409 already reviewed. */
export const RejectRegistrationEndpoint = defineEndpoint({
  method: 'POST',
  path: `${REGISTRATIONS}/:id/reject`,
  summary: 'Reject and tell the applicant',
  tags: ['admin'],
  access: ADMIN,
  params: z.object({ id: IdSchema }),
  body: RejectRegistrationRequestSchema,
  responses: { 200: RegistrationMessageSchema },
});
