import { z } from 'zod';
import { MAX_ID } from './http/common-schemas.ts';
import { COMPANY_TYPES } from './companies.ts';
import { pageSchema } from './pagination.ts';
import { USER_TYPES, type UserType } from './user-types.ts';

/**
 * Following companies: shareholders and investors follow companies, and a follow can be undone
 * by unfollowing; the dashboards list them under Following Companies ('No Companies found' when
 * empty). Endpoints in follow-endpoints.ts; texts in messages/{en,ar}.json under "follow".
 */
export const FOLLOW_KEYS = {
  followed: 'follow.followed',
  unfollowed: 'follow.unfollowed',
  noCompanies: 'follow.noCompanies',
} as const;

/** Who follows companies: shareholders (4, 5) and investors (6, 7). */
export const FOLLOWER_USER_TYPES: readonly UserType[] = [
  USER_TYPES.individualShareholder,
  USER_TYPES.institutionalShareholder,
  USER_TYPES.individualInvestor,
  USER_TYPES.institutionalInvestor,
];

/** The follow and unfollow body, and the status call's path value: the company. */
export const FollowCompanyRequestSchema = z.object({
  companyId: z.coerce
    .number('validation.required')
    .int('validation.wholeNumber')
    .min(1, 'validation.invalidValue')
    .max(MAX_ID, 'validation.invalidValue'),
});
export type FollowCompanyRequest = z.input<typeof FollowCompanyRequestSchema>;

/** follow / unfollow response: the message (in the request's language) and the new state. */
export const FollowCompanyResponseSchema = z.object({
  message: z.string(),
  data: z.object({ companyId: z.number().int(), isFollowing: z.boolean() }),
});
export type FollowCompanyResponse = z.infer<typeof FollowCompanyResponseSchema>;

/** The follow status answer: whether the signed-in user follows the company. */
export const FollowStatusResponseSchema = z.object({
  data: z.object({ companyId: z.number().int(), isFollowing: z.boolean() }),
});
export type FollowStatusResponse = z.infer<typeof FollowStatusResponseSchema>;

/** A followed company, names in the request's language; followedAt is an ISO instant. */
export const FollowedCompanySchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  companyType: z.enum(COMPANY_TYPES),
  followedAt: z.string(),
});
export type FollowedCompany = z.infer<typeof FollowedCompanySchema>;

/** A page of the companies I follow, newest follow first. */
export const FollowedCompanyPageSchema = pageSchema(FollowedCompanySchema);
export type FollowedCompanyPage = z.infer<typeof FollowedCompanyPageSchema>;
