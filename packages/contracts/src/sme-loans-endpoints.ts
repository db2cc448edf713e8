import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { DataSchema, IdSchema, MessageDataSchema } from './http/common-schemas.ts';
import {
  LoanApplicationPageSchema,
  LoanApplicationSchema,
  LoanQueueQuerySchema,
  MoveLoanSchema,
  ReplyLoanSchema,
  SaveStepSchema,
  SubmitLoanResultSchema,
  SubmitLoanSchema,
} from './sme-loans/loan-application.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * SME loan applications (contracts sme-loans/loan-application.ts; docs/decisions/026-sme-loans.md).
 * Company users (type 3) apply: a draft saved step by step, files uploaded one by one, then the
 * submission (with the chosen business-plan package's payment); the admin (type 1) moves
 * applications through the statuses and asks for information. Errors in the envelope: 400 field
 * errors, 401, 403 (other user types), 404 (absent or not the viewer's), 409 (the status does
 * not allow it), 413 (file over 2 MB).
 */

const tags = ['sme-loans'] as const;
const API = '/common-api/sme-loans/applications';
const ADMIN_API = '/admin-api/sme-loans/applications';
const COMPANY = [USER_TYPES.company] as const;
const ADMIN = [USER_TYPES.admin] as const;
const Params = z.object({ applicationId: IdSchema });

/** My draft to resume, or a new one -> 200 (the open draft) or 201 (created). */
export const StartLoanApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: API,
  summary: 'Resume my draft loan application, or start one',
  tags,
  access: COMPANY,
  responses: { 200: DataSchema(LoanApplicationSchema), 201: DataSchema(LoanApplicationSchema) },
});

/** My applications, newest first, each with its timeline. */
export const MyLoanApplicationsEndpoint = defineEndpoint({
  method: 'GET',
  path: API,
  summary: 'My loan applications',
  tags,
  access: COMPANY,
  responses: { 200: DataSchema(z.array(LoanApplicationSchema)) },
});

/** One of my applications; 404 otherwise. */
export const MyLoanApplicationEndpoint = defineEndpoint({
  method: 'GET',
  path: `${API}/:applicationId`,
  summary: 'One of my loan applications',
  tags,
  access: COMPANY,
  params: Params,
  responses: { 200: DataSchema(LoanApplicationSchema) },
});

/** Save one draft step (checked by that step's rules); 409 smeLoans.notDraft once submitted. */
export const SaveLoanStepEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${API}/:applicationId/steps`,
  summary: 'Save one step of my draft loan application',
  tags,
  access: COMPANY,
  params: Params,
  body: SaveStepSchema,
  responses: { 200: MessageDataSchema(LoanApplicationSchema) },
});

/**
 * Upload one document of the draft (multipart, one file in registrationDocument,
 * authorizedPersonProof or businessPlan: pdf, png or jpeg by content, under 2 MB); it replaces
 * the field's earlier file. 400 type / unknown field, 413 too large, 409 not a draft.
 */
export const UploadLoanFileEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/:applicationId/files`,
  summary: 'Upload a document of my draft loan application (multipart)',
  tags,
  access: COMPANY,
  params: Params,
  multipart: true,
  responses: { 200: MessageDataSchema(LoanApplicationSchema) },
});

/** A document of an application: its applicant or the admin; 404 otherwise. */
export const LoanFileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/sme-loans/files/:fileId',
  summary: 'Download a document of a loan application',
  tags,
  access: [USER_TYPES.company, USER_TYPES.admin],
  file: true,
  params: z.object({ fileId: z.string().max(100) }),
  responses: {},
});

/**
 * Submit the draft: every step's rules and the required documents (400 smeLoans.incomplete with
 * field errors), the terms; with a package, its payment is created (its page answered).
 */
export const SubmitLoanApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/:applicationId/submit`,
  summary: 'Submit my loan application (and start paying the chosen package)',
  tags,
  access: COMPANY,
  params: Params,
  body: SubmitLoanSchema,
  responses: { 200: MessageDataSchema(SubmitLoanResultSchema) },
});

/** Answer the team's information request; the application goes back under review. 409 otherwise. */
export const ReplyLoanApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: `${API}/:applicationId/reply`,
  summary: 'Answer an information request on my loan application',
  tags,
  access: COMPANY,
  params: Params,
  body: ReplyLoanSchema,
  responses: { 200: MessageDataSchema(LoanApplicationSchema) },
});

/** The admin queue, newest submission first; drafts only when asked for. */
export const LoanQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: ADMIN_API,
  summary: 'Loan applications queue',
  tags,
  access: ADMIN,
  query: LoanQueueQuerySchema,
  responses: { 200: LoanApplicationPageSchema },
});

/** Move an application (LOAN_ADMIN_MOVES) with a note; the applicant is e-mailed. 409 otherwise. */
export const MoveLoanApplicationEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN_API}/:applicationId/status`,
  summary: 'Move a loan application to another status',
  tags,
  access: ADMIN,
  params: Params,
  body: MoveLoanSchema,
  responses: { 200: MessageDataSchema(LoanApplicationSchema) },
});
