import { z } from 'zod';
import {
  AdminConsultantPageSchema,
  AdminConsultantsQuerySchema,
  ConsultantDetailResponseSchema,
  ConsultantDirectoryQuerySchema,
  ConsultantPageSchema,
  ConsultantProfileRequestSchema,
  ConsultantVerificationRequestSchema,
  ConsultantVerificationResponseSchema,
  MyConsultantProfileResponseSchema,
  MyConsultantProfileSavedSchema,
} from './consultants.ts';
import { defineEndpoint } from './http/endpoint.ts';
import { IdSchema } from './http/common-schemas.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * The consultants endpoints (docs/decisions/043 for the rules, 012 for the pattern): the
 * consultant's own profile, the directory of verified consultants for company users, and the
 * admin's verification. Errors in the envelope: 400 (field messages), 401, 403 (other user types),
 * 404 (a consultant who is not verified, or none).
 */

const tags = ['consultants'] as const;
const CONSULTANT = [USER_TYPES.financialConsultant] as const;
const COMPANY = [USER_TYPES.company] as const;
const ConsultantParams = z.object({ consultantId: IdSchema });

/** My consultant profile with its verification status (consultant only). */
export const MyConsultantProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user-api/consultant/profile',
  summary: 'My consultant profile and verification status',
  tags,
  access: CONSULTANT,
  responses: { 200: MyConsultantProfileResponseSchema },
});

/** Save my expertise and freelancing answers (consultant only; the signed-in account's profile, never another's). */
export const UpdateMyConsultantProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/user-api/consultant/profile',
  summary: 'Save my expertise and freelancing answers',
  tags,
  access: CONSULTANT,
  body: ConsultantProfileRequestSchema,
  responses: { 200: MyConsultantProfileSavedSchema },
});

/** Verified consultants (company users): search, expertise, industry, availability, sort, page. */
export const ConsultantDirectoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user-api/consultants',
  summary: 'Verified consultants, filtered by expertise, industry and availability',
  tags,
  access: COMPANY,
  query: ConsultantDirectoryQuerySchema,
  responses: { 200: ConsultantPageSchema },
});

/** One verified consultant (company users); 404 consultants.notFound for anyone else. */
export const ConsultantDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user-api/consultants/:consultantId',
  summary: 'A verified consultant',
  tags,
  access: COMPANY,
  params: ConsultantParams,
  responses: { 200: ConsultantDetailResponseSchema },
});

/** The consultants of one verification status for the admin (pending by default), last changed first. */
export const AdminConsultantsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/consultants',
  summary: 'Consultants awaiting verification, or verified',
  tags,
  access: [USER_TYPES.admin],
  query: AdminConsultantsQuerySchema,
  responses: { 200: AdminConsultantPageSchema },
});

/** The admin verifies a consultant (listed) or takes the verification back; 404 when the account is no consultant. */
export const ConsultantVerificationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/admin-api/consultants/:consultantId/verification',
  summary: 'Verify a consultant or take the verification back',
  tags,
  access: [USER_TYPES.admin],
  params: ConsultantParams,
  body: ConsultantVerificationRequestSchema,
  responses: { 200: ConsultantVerificationResponseSchema },
});
