import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { IdSchema } from './http/common-schemas.ts';
import {
  CompanyFundingResponseSchema,
  FundingOpportunityPageSchema,
  FundingProfileSavedResponseSchema,
  FundingRoundDeletedResponseSchema,
  FundingRoundDetailsResponseSchema,
  FundingRoundRequestSchema,
  FundingRoundSavedResponseSchema,
  MyCompanyFundingResponseSchema,
  UpdateFundingProfileRequestSchema,
} from './funding.ts';
import {
  FundingDetailsBarResponseSchema,
  INTEREST_USER_TYPES,
  MyInterestResponseSchema,
  RegisterInterestRequestSchema,
  RegisterInterestResponseSchema,
  RoundInterestsResponseSchema,
  WithdrawInterestResponseSchema,
} from './funding-opportunities.ts';
import { PageRequestSchema } from './pagination.ts';
import { SearchRequestSchema } from './search.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * The funding endpoints (decision 005 for the rules, 012 for the pattern): a company's funding
 * profile and rounds (public reads, the company user's writes), the opportunities' funding-round
 * listings, and register interest. SAR amounts are decimal strings with two places. Every write
 * of the company user checks that the profile or round is of the user's own company (403
 * funding.notYourCompany otherwise, nothing written).
 */

const tags = ['funding'] as const;
const COMPANY = '/user-api/company';
const OPPORTUNITIES = '/public-api/opportunities';
const COMPANY_USER = [USER_TYPES.company] as const;
const RoundParamsSchema = z.object({ roundId: IdSchema });

/** Funding profile tab of a company (public): profile with derived totals (null when none), rounds; 404 errors.companyNotFound. */
export const CompanyFundingEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/company/profile/funding-profile/:companyId',
  summary: 'Funding profile tab of a company: profile with derived totals, and its funding rounds',
  tags,
  params: z.object({ companyId: IdSchema }),
  responses: { 200: CompanyFundingResponseSchema },
});

/** Funding-round opportunities of active funding profiles (public), latest announced first, paged. */
export const FundingRoundsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${OPPORTUNITIES}/funding-rounds`,
  summary: 'Funding-round opportunities, latest announced first',
  tags,
  query: PageRequestSchema,
  responses: { 200: FundingOpportunityPageSchema },
});

/** Funding-round opportunities (public) filtered by stage, status, sectorCode, companyName and sorted; 400 for bad filters. */
export const FilterFundingRoundsEndpoint = defineEndpoint({
  method: 'POST',
  path: `${OPPORTUNITIES}/filter-funding-rounds`,
  readOnly: true,
  summary: 'Funding-round opportunities filtered by stage, status, sector and company name',
  tags,
  body: SearchRequestSchema,
  responses: { 200: FundingOpportunityPageSchema },
});

/** One funding round with its company and the company's funding profile (public); 404 funding.roundNotFound. */
export const FundingRoundDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${OPPORTUNITIES}/funding-rounds-details/:roundId`,
  summary: 'One funding round with its company and funding profile',
  tags,
  params: RoundParamsSchema,
  responses: { 200: FundingRoundDetailsResponseSchema },
});

/** Figures above the opportunities' listings (public): rounds still raising, companies, SAR totals, interests. */
export const FundingDetailsBarEndpoint = defineEndpoint({
  method: 'GET',
  path: `${OPPORTUNITIES}/funding-rounds-details-bar`,
  summary: 'Summary figures of the funding rounds still raising',
  tags,
  responses: { 200: FundingDetailsBarResponseSchema },
});

/** The funding profile and rounds of my company (company user); data null when the account acts for no company. */
export const MyCompanyFundingEndpoint = defineEndpoint({
  method: 'GET',
  path: `${COMPANY}/funding-profile`,
  summary: 'The funding profile and rounds of the signed-in company',
  tags,
  access: COMPANY_USER,
  responses: { 200: MyCompanyFundingResponseSchema },
});

/** Create or replace my company's funding profile (company user); 403 funding.notYourCompany. */
export const UpdateFundingProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${COMPANY}/update-funding-profile`,
  summary: 'Create or update the funding profile of the signed-in company',
  tags,
  access: COMPANY_USER,
  body: UpdateFundingProfileRequestSchema,
  responses: { 200: FundingProfileSavedResponseSchema },
});

/** Add a funding round to my company (company user) -> 201 {message, data: round}; 403 funding.notYourCompany. */
export const CreateFundingRoundEndpoint = defineEndpoint({
  method: 'POST',
  path: `${COMPANY}/update-funding-round`,
  summary: 'Add a funding round to the signed-in company',
  tags,
  access: COMPANY_USER,
  body: FundingRoundRequestSchema,
  responses: { 201: FundingRoundSavedResponseSchema },
});

/** Replace a funding round of my company (company user); 403 funding.notYourCompany, 404 funding.roundNotFound. */
export const UpdateFundingRoundEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${COMPANY}/update-funding-round/:roundId`,
  summary: 'Update a funding round of the signed-in company',
  tags,
  access: COMPANY_USER,
  params: RoundParamsSchema,
  body: FundingRoundRequestSchema,
  responses: { 200: FundingRoundSavedResponseSchema },
});

/** Delete a funding round of my company (company user); 403 funding.notYourCompany, 404 funding.roundNotFound. */
export const DeleteFundingRoundEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${COMPANY}/delete-funding-round/:roundId`,
  summary: 'Delete a funding round of the signed-in company',
  tags,
  access: COMPANY_USER,
  params: RoundParamsSchema,
  responses: { 200: FundingRoundDeletedResponseSchema },
});

/** The interests registered in a round of my company, with who registered them and totals (company user); 403, 404 funding.roundNotFound. */
export const RoundInterestsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${COMPANY}/funding-round-interests/:roundId`,
  summary: 'Interests registered in a funding round of my company',
  tags,
  access: COMPANY_USER,
  params: RoundParamsSchema,
  responses: { 200: RoundInterestsResponseSchema },
});

/**
 * Register my interest in a funding round, or replace my earlier one (shareholders and
 * investors) -> 201 registered / 200 replaced; 404 funding.roundNotFound, 409
 * interest.roundNotOpen for a closed or cancelled round or an inactive funding profile.
 */
export const RegisterInterestEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/register_interest',
  summary: 'Register (or replace) my interest in a funding round',
  tags,
  access: INTEREST_USER_TYPES,
  body: RegisterInterestRequestSchema,
  responses: { 200: RegisterInterestResponseSchema, 201: RegisterInterestResponseSchema },
});

/** My interest in a funding round, or null (shareholders and investors). */
export const MyInterestEndpoint = defineEndpoint({
  method: 'GET',
  path: '/common-api/register-interest/:roundId',
  summary: 'My interest in a funding round, or null',
  tags,
  access: INTEREST_USER_TYPES,
  params: RoundParamsSchema,
  responses: { 200: MyInterestResponseSchema },
});

/** Withdraw my interest in a funding round (shareholders and investors); 404 interest.notRegistered. */
export const WithdrawInterestEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/common-api/register-interest/:roundId',
  summary: 'Withdraw my interest in a funding round',
  tags,
  access: INTEREST_USER_TYPES,
  params: RoundParamsSchema,
  responses: { 200: WithdrawInterestResponseSchema },
});
