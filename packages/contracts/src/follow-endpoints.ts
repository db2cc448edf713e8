import { defineEndpoint } from './http/endpoint.ts';
import {
  FOLLOWER_USER_TYPES,
  FollowCompanyRequestSchema,
  FollowCompanyResponseSchema,
  FollowedCompanyPageSchema,
  FollowStatusResponseSchema,
} from './follow.ts';
import { PageRequestSchema } from './pagination.ts';

/*
 * Following companies (contracts follow.ts for the rules, decision 012 for the pattern):
 * shareholders and investors (types 4 to 7) only; 401 without a token, 403 for other types,
 * 404 errors.companyNotFound for an unknown company.
 */

const tags = ['follow'] as const;
const FOLLOW = '/common-api/follow-company';
const access = FOLLOWER_USER_TYPES;

/** The companies I follow, newest follow first (page 0-based, size <= 50). */
export const FollowedCompaniesEndpoint = defineEndpoint({
  method: 'GET',
  path: `${FOLLOW}/getUserFollowCompany`,
  summary: "The signed-in user's followed companies, newest first",
  tags,
  access,
  query: PageRequestSchema,
  responses: { 200: FollowedCompanyPageSchema },
});

/** Whether I follow a company (the profile's Follow / Unfollow button); 404 unknown company. */
export const FollowStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: `${FOLLOW}/status/:companyId`,
  summary: 'Whether I follow a company',
  tags,
  access,
  params: FollowCompanyRequestSchema,
  responses: { 200: FollowStatusResponseSchema },
});

/** Follow a company; following again is a no-op answering the same 200. 404 unknown company. */
export const FollowCompanyEndpoint = defineEndpoint({
  method: 'POST',
  path: `${FOLLOW}/follow`,
  summary: 'Follow a company',
  tags,
  access,
  body: FollowCompanyRequestSchema,
  responses: { 200: FollowCompanyResponseSchema },
});

/** Unfollow a company; idempotent too. 404 unknown company. */
export const UnfollowCompanyEndpoint = defineEndpoint({
  method: 'POST',
  path: `${FOLLOW}/unfollow`,
  summary: 'Unfollow a company',
  tags,
  access,
  body: FollowCompanyRequestSchema,
  responses: { 200: FollowCompanyResponseSchema },
});
