import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { DataSchema, MessageDataSchema, MessageResponseSchema } from './http/common-schemas.ts';
import { PageRequestSchema } from './pagination.ts';
import { ConfirmMarketplaceEmailSchema, RevokeClaimSchema } from './services-marketplace/provider-accounts.ts';
import {
  FintechClaimBodySchema,
  FintechClaimIdParamsSchema,
  FintechClaimsPageSchema,
  FintechClaimsQuerySchema,
  FintechIdParamsSchema,
  RoundIdParamsSchema,
} from './fintech/fintech-claims.ts';
import {
  FintechCompanyPageSchema,
  FintechHubSchema,
  FintechProfileEditSchema,
  FintechProfileSchema,
  FintechRoundPageSchema,
  FintechRoundSchema,
  FundingBarsSchema,
  MyFintechClaimSchema,
} from './fintech/fintech-directory.ts';
import {
  SavedScreenSchema,
  SaveScreenBodySchema,
  CompaniesScreenerQuerySchema,
  RoundsScreenerQuerySchema,
  ScreenSchema,
} from './fintech/fintech-screener.ts';
import { USER_TYPE_CODES, USER_TYPES } from './user-types.ts';

/*
 * The fintech hub (decision 031; spec §7 "fintech search" of the company profile calls and the
 * fintech variants of the opportunities calls; decision 012 for the pattern). Reads are public;
 * saved screens and claims need a signed-in user, the claims queue the admin. Errors: 400 with
 * field errors in the request's language (unknown field, operator or value of a filter), 401/403
 * by `access`, 404 unknown company, round, screen or claim, 409 a claim that cannot be made.
 */

const tags = ['fintech'] as const;
const PROFILE = '/public-api/company/profile';
const OPPORTUNITIES = '/public-api/opportunities/fintech';
const PUBLIC = '/public-api/fintech';
const USER = '/user-api/fintech';

/** Basic search (spec §7 "fintech search"): fintech companies matching the screen, sorted and paged. */
export const FintechSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PROFILE}/fintech-search`,
  summary: 'Fintech screener: companies',
  tags,
  query: CompaniesScreenerQuerySchema,
  responses: { 200: FintechCompanyPageSchema },
});

/** Funding announcements (fintech funding-rounds): every round, latest announced first, paged. */
export const FintechFundingRoundsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${OPPORTUNITIES}/funding-rounds`,
  summary: 'Fintech funding rounds: latest first',
  tags,
  query: PageRequestSchema,
  responses: { 200: FintechRoundPageSchema },
});

/** Funding search (fintech filter-funding-rounds): rounds matching a screen's filters. */
export const FintechFilterFundingRoundsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${OPPORTUNITIES}/filter-funding-rounds`,
  summary: 'Fintech screener: funding rounds',
  tags,
  query: RoundsScreenerQuerySchema,
  responses: { 200: FintechRoundPageSchema },
});

/** The funding charts (fintech funding-rounds-details-bar): rounds and SAR raised by year and by stage. */
export const FintechFundingBarsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${OPPORTUNITIES}/funding-rounds-details-bar`,
  summary: 'Fintech funding by year and by stage',
  tags,
  responses: { 200: DataSchema(FundingBarsSchema) },
});

/** One round (fintech funding-rounds-details/:roundId). 404 fintech.notFound. */
export const FintechRoundDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${OPPORTUNITIES}/funding-rounds-details/:roundId`,
  summary: 'A fintech funding round',
  tags,
  params: RoundIdParamsSchema,
  responses: { 200: DataSchema(FintechRoundSchema) },
});

/** The hub landing: counters, charts, latest rounds, top news. */
export const FintechHubEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/hub`,
  summary: 'Fintech hub landing',
  tags,
  responses: { 200: DataSchema(FintechHubSchema) },
});

/** A fintech's profile with its rounds, investors and news. 404 fintech.notFound. */
export const FintechProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/companies/:fintechId`,
  summary: 'A fintech profile',
  tags,
  params: FintechIdParamsSchema,
  responses: { 200: DataSchema(FintechProfileSchema) },
});

/** CSV of a screen (every matching row, up to FINTECH_EXPORT_MAX): UTF-8 with a BOM, in the request's language. */
export const FintechExportEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/export.csv`,
  summary: 'Fintech screener: CSV export',
  tags,
  query: ScreenSchema,
  file: true,
  responses: { 200: z.unknown().describe('text/csv') },
});

const SIGNED_IN = USER_TYPE_CODES;

/** The caller's saved screens, newest first (only theirs). */
export const SavedScreensEndpoint = defineEndpoint({
  method: 'GET',
  path: `${USER}/screens`,
  summary: 'My saved fintech screens',
  tags,
  access: SIGNED_IN,
  responses: { 200: DataSchema(z.array(SavedScreenSchema)) },
});

/** Saves a screen (name + screen); 409 fintech.tooManyScreens past SAVED_SCREENS_MAX. */
export const SaveScreenEndpoint = defineEndpoint({
  method: 'POST',
  path: `${USER}/screens`,
  summary: 'Save a fintech screen',
  tags,
  access: SIGNED_IN,
  body: SaveScreenBodySchema,
  responses: { 201: MessageDataSchema(SavedScreenSchema) },
});

/** Deletes one of the caller's screens; another user's is 404. */
export const DeleteScreenEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${USER}/screens/:screenId`,
  summary: 'Delete a saved fintech screen',
  tags,
  access: SIGNED_IN,
  params: z.object({ screenId: FintechIdParamsSchema.shape.fintechId }),
  responses: { 200: MessageResponseSchema },
});

/**
 * Claims a fintech's profile: mails a confirmation link to the caller's address; effective once
 * opened. 404 unknown company; 409 fintech.alreadyOwned when it has an owner or the caller's claim is effective.
 */
export const ClaimFintechEndpoint = defineEndpoint({
  method: 'POST',
  path: `${USER}/companies/:fintechId/claim`,
  summary: 'Claim a fintech profile',
  tags,
  access: SIGNED_IN,
  params: FintechIdParamsSchema,
  body: FintechClaimBodySchema,
  responses: { 202: MessageResponseSchema },
});

/** The caller's claim on a profile (none, awaiting the e-mail, effective = owner). 404 unknown company. */
export const MyFintechClaimEndpoint = defineEndpoint({
  method: 'GET',
  path: `${USER}/companies/:fintechId/claim`,
  summary: 'My claim on a fintech profile',
  tags,
  access: SIGNED_IN,
  params: FintechIdParamsSchema,
  responses: { 200: DataSchema(MyFintechClaimSchema) },
});

/**
 * The claim's confirmation link (a signed, single-use, expiring token of the claim; decision 041):
 * makes the claim effective. 400 fintech.linkInvalid when forged, altered, used or replaced by a
 * newer link; 410 fintech.linkExpired; 409 fintech.alreadyOwned when someone else owns it first.
 */
export const ConfirmFintechClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PUBLIC}/confirm-claim`,
  summary: 'Confirm a fintech claim by its e-mailed link',
  tags,
  body: ConfirmMarketplaceEmailSchema,
  responses: { 200: MessageDataSchema(z.object({ fintechId: z.number().int() })) },
});

/** The owner's edit of the profile; 403 fintech.notOwner without an effective claim. */
export const EditFintechProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${USER}/companies/:fintechId`,
  summary: 'Edit a claimed fintech profile',
  tags,
  access: SIGNED_IN,
  params: FintechIdParamsSchema,
  body: FintechProfileEditSchema,
  responses: { 200: MessageResponseSchema },
});

/** The admin's claims queue, newest first, by status. */
export const FintechClaimsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/admin-api/fintech/claims',
  summary: 'Fintech claims queue',
  tags,
  access: [USER_TYPES.admin],
  query: FintechClaimsQuerySchema,
  responses: { 200: FintechClaimsPageSchema },
});

/** Approves an effective claim after review; 404 unknown, 409 fintech.claimNotApprovable unless effective and not yet approved. */
export const ApproveFintechClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin-api/fintech/claims/:claimId/approve',
  summary: 'Approve a fintech claim',
  tags,
  access: [USER_TYPES.admin],
  params: FintechClaimIdParamsSchema,
  responses: { 200: MessageResponseSchema },
});

/**
 * Rejects (revokes) a claim with a reason, e-mailed to the claimant; 404 unknown, 409
 * fintech.claimNotRevocable when already revoked.
 */
export const RevokeFintechClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: '/admin-api/fintech/claims/:claimId/revoke',
  summary: 'Revoke a fintech claim',
  tags,
  access: [USER_TYPES.admin],
  params: FintechClaimIdParamsSchema,
  body: RevokeClaimSchema,
  responses: { 200: MessageResponseSchema },
});
