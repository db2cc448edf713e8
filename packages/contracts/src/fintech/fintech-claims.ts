import { z } from 'zod';
import { IdSchema } from '../http/common-schemas.ts';
import { pageSchema, PageRequestSchema } from '../pagination.ts';

/*
 * Claiming a fintech profile (decision 031, spec §4 "ownership claim after e-mail confirmation"),
 * on the pattern of the services marketplace's provider claims (decision 015): a signed-in
 * representative claims, the claim is effective once the link mailed to their address is opened,
 * the owner then edits the profile; the team reviews effective claims afterwards, approving them
 * or rejecting (revoking) a wrong one with a reason (decision 041).
 */

/** awaiting_email: link mailed, not yet opened; effective: the claimant owns the profile; revoked: by an admin. */
export const FINTECH_CLAIM_STATUSES = ['awaiting_email', 'effective', 'revoked'] as const;
export type FintechClaimStatus = (typeof FINTECH_CLAIM_STATUSES)[number];

/** Message keys of the claim flow (messages/{en,ar}.json, group "fintech"). */
export const FINTECH_CLAIM_KEYS = {
  notFound: 'fintech.notFound',
  claimSubmitted: 'fintech.claimSubmitted',
  claimConfirmed: 'fintech.claimConfirmed',
  alreadyOwned: 'fintech.alreadyOwned',
  linkInvalid: 'fintech.linkInvalid',
  notOwner: 'fintech.notOwner',
  profileSaved: 'fintech.profileSaved',
  claimNotFound: 'fintech.claimNotFound',
  claimNotRevocable: 'fintech.claimNotRevocable',
  claimRevoked: 'fintech.claimRevoked',
  linkExpired: 'fintech.linkExpired',
  claimApproved: 'fintech.claimApproved',
  claimNotApprovable: 'fintech.claimNotApprovable',
} as const;

/** How long a claim's confirmation link works: 3 days (decision 041). */
export const FINTECH_CLAIM_LINK_LIFETIME_MS = 3 * 86_400_000;

/**
 * The admin queue's filters: a claim status, or `to_review` (effective claims the team has not
 * approved yet: what the admin home counts as waiting).
 */
export const FINTECH_CLAIM_FILTERS = [...FINTECH_CLAIM_STATUSES, 'to_review'] as const;
export type FintechClaimFilter = (typeof FINTECH_CLAIM_FILTERS)[number];

/** The admin's queue of fintech claims (web page; the admin home links its `to_review` view). */
export const FINTECH_CLAIMS_ADMIN_PATH = '/admin/fintech-claims';

/** The path of a fintech's profile page. */
export const fintechProfilePath = (fintechId: number) => `/fintech-detail-view-beta/${fintechId}`;
/** The page the claim's confirmation link opens (APP_URL + this + token). */
export const FINTECH_CLAIM_CONFIRM_PATH = '/fintech/claim-ownership/confirm';

/** `:fintechId` of a path. */
export const FintechIdParamsSchema = z.object({ fintechId: IdSchema });
/** `:roundId` of a path. */
export const RoundIdParamsSchema = z.object({ roundId: IdSchema });
/** `:claimId` of a path. */
export const FintechClaimIdParamsSchema = z.object({ claimId: IdSchema });

/** The claimant's role at the company (2 to 100 characters). */
export const FintechClaimBodySchema = z.object({
  designation: z.string().trim().min(2, 'validation.tooShort').max(100, 'validation.tooLong'),
});
export type FintechClaimBody = z.input<typeof FintechClaimBodySchema>;

/** The admin's queue filter (a status or `to_review`). */
export const FintechClaimsQuerySchema = PageRequestSchema.extend({
  status: z.enum(FINTECH_CLAIM_FILTERS, 'validation.invalidValue').optional(),
});

/** A claim in the admin's queue. */
export const FintechClaimSchema = z.object({
  claimId: z.number().int(),
  status: z.enum(FINTECH_CLAIM_STATUSES),
  fintechId: z.number().int(),
  companyName: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  designation: z.string(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  /** When the team approved the effective claim (null: not reviewed yet). */
  reviewedAt: z.string().nullable(),
  revokeReason: z.string().nullable(),
});
export type FintechClaim = z.infer<typeof FintechClaimSchema>;
export const FintechClaimsPageSchema = pageSchema(FintechClaimSchema);
