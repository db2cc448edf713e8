import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';
import { IdSchema } from './http/common-schemas.ts';
import {
  INDIVIDUAL_PROFILE_USER_TYPES,
  INSTITUTIONAL_PROFILE_USER_TYPES,
  IndividualProfileRequestSchema,
  IndividualProfileResponseSchema,
  IndividualProfileSavedResponseSchema,
  InstitutionalProfileRequestSchema,
  InstitutionalProfileResponseSchema,
  InstitutionalProfileSavedResponseSchema,
  KeyMemberRequestSchema,
  PROFILE_USER_TYPES,
  PreviousInvestmentRequestSchema,
  ProfileInvestmentSavedResponseSchema,
  ProfileItemDeletedResponseSchema,
  ProfileKeyMemberSavedResponseSchema,
} from './account-profiles.ts';
import { InvestorMatchesResponseSchema } from './investor-matching.ts';
import { InvestorDetailsResponseSchema, InvestorPageSchema } from './investors.ts';
import { PageRequestSchema } from './pagination.ts';
import { SearchRequestSchema } from './search.ts';
import { USER_TYPES } from './user-types.ts';

/*
 * The investors endpoints (decision 005 for the rules, 012 for the pattern): the public investors
 * directory, and the shareholders' and investors' own profiles (account-profiles.ts). A profile
 * call acts on the signed-in account only; an item of someone else answers 403 profiles.notYours.
 */

const PROFILE = '/user-api/profile';
const directoryTags = ['investors'] as const;
const profileTags = ['profiles'] as const;
const ItemParamsSchema = z.object({ id: IdSchema });

/** Individual and institutional investors (public), by id, paged. */
export const InvestorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/investor/investors',
  summary: 'Individual and institutional investors',
  tags: directoryTags,
  query: PageRequestSchema,
  responses: { 200: InvestorPageSchema },
});

/** Investors (public) filtered by type, countryCode, sectorFocus, geographicFocus, strategy and name, sorted by id or name; 400 for bad filters. */
export const FilterInvestorsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/investor/filter-investors',
  readOnly: true,
  summary: 'Investors filtered by type, country, sector focus, geographic focus, strategy and name',
  tags: directoryTags,
  body: SearchRequestSchema,
  responses: { 200: InvestorPageSchema },
});

/** An investor's profile with biography and previous investments (public); 404 investors.investorNotFound. */
export const InvestorDetailsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/investor/investor-details/:id',
  summary: 'Investor profile with biography and previous investments',
  tags: directoryTags,
  params: z.object({ id: IdSchema }),
  responses: { 200: InvestorDetailsResponseSchema },
});

/**
 * Investors ranked for my company (company user, Find investors; docs/decisions/036): paged, best
 * fit first, each with its score out of 100 and the reasons; 403 companyProfile.noCompany when the
 * account acts for no company.
 */
export const InvestorMatchesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/user-api/company/investor-matches',
  summary: 'Investors ranked by their fit with my company and its open round',
  tags: directoryTags,
  access: [USER_TYPES.company],
  query: PageRequestSchema,
  responses: { 200: InvestorMatchesResponseSchema },
});

/** My individual profile: values, their names, previous investments (individual shareholders and investors, 4 and 6). */
export const IndividualProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PROFILE}/individual-profile`,
  summary: 'My individual profile',
  tags: profileTags,
  access: INDIVIDUAL_PROFILE_USER_TYPES,
  responses: { 200: IndividualProfileResponseSchema },
});

/** Save my individual profile (types 4 and 6) -> {message, data: profile}; 400 for unknown codes. */
export const UpdateIndividualProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${PROFILE}/update-individual-profile`,
  summary: 'Save my individual profile',
  tags: profileTags,
  access: INDIVIDUAL_PROFILE_USER_TYPES,
  body: IndividualProfileRequestSchema,
  responses: { 200: IndividualProfileSavedResponseSchema },
});

/** My institutional profile: values, names, key members, previous investments (institutional shareholders and investors, 5 and 7). */
export const InstitutionalProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PROFILE}/institutional-profile`,
  summary: 'My institutional profile',
  tags: profileTags,
  access: INSTITUTIONAL_PROFILE_USER_TYPES,
  responses: { 200: InstitutionalProfileResponseSchema },
});

/** Save my institutional profile (types 5 and 7); 400 'Atleast one Key Member is Required' on body.keyMembers without key members. */
export const UpdateInstitutionalProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${PROFILE}/update-institutional-profile`,
  summary: 'Save my institutional profile',
  tags: profileTags,
  access: INSTITUTIONAL_PROFILE_USER_TYPES,
  body: InstitutionalProfileRequestSchema,
  responses: { 200: InstitutionalProfileSavedResponseSchema },
});

/** Add a previous investment to my profile (types 4-7) -> 201 {message, data}. */
export const AddPreviousInvestmentEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PROFILE}/previous-investment`,
  summary: 'Add a previous investment',
  tags: profileTags,
  access: PROFILE_USER_TYPES,
  body: PreviousInvestmentRequestSchema,
  responses: { 201: ProfileInvestmentSavedResponseSchema },
});

/** Update one of my previous investments (types 4-7); 404 profiles.investmentNotFound. */
export const UpdatePreviousInvestmentEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${PROFILE}/previous-investment/:id`,
  summary: 'Update one of my previous investments',
  tags: profileTags,
  access: PROFILE_USER_TYPES,
  params: ItemParamsSchema,
  body: PreviousInvestmentRequestSchema,
  responses: { 200: ProfileInvestmentSavedResponseSchema },
});

/** Delete one of my previous investments (types 4-7); 404 profiles.investmentNotFound. */
export const DeletePreviousInvestmentEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${PROFILE}/previous-investment/:id`,
  summary: 'Delete one of my previous investments',
  tags: profileTags,
  access: PROFILE_USER_TYPES,
  params: ItemParamsSchema,
  responses: { 200: ProfileItemDeletedResponseSchema },
});

/** Add a key member to my institutional profile (types 5 and 7) -> 201 {message, data}. */
export const AddKeyMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PROFILE}/key-member`,
  summary: 'Add a key member',
  tags: profileTags,
  access: INSTITUTIONAL_PROFILE_USER_TYPES,
  body: KeyMemberRequestSchema,
  responses: { 201: ProfileKeyMemberSavedResponseSchema },
});

/** Update one of my key members (types 5 and 7); 404 profiles.keyMemberNotFound. */
export const UpdateKeyMemberEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${PROFILE}/key-member/:id`,
  summary: 'Update one of my key members',
  tags: profileTags,
  access: INSTITUTIONAL_PROFILE_USER_TYPES,
  params: ItemParamsSchema,
  body: KeyMemberRequestSchema,
  responses: { 200: ProfileKeyMemberSavedResponseSchema },
});

/** Delete one of my key members (types 5 and 7); 404 profiles.keyMemberNotFound, 409 'Atleast one Key Member is Required' for the last one. */
export const DeleteKeyMemberEndpoint = defineEndpoint({
  method: 'DELETE',
  path: `${PROFILE}/key-member/:id`,
  summary: 'Delete one of my key members (not the last)',
  tags: profileTags,
  access: INSTITUTIONAL_PROFILE_USER_TYPES,
  params: ItemParamsSchema,
  responses: { 200: ProfileItemDeletedResponseSchema },
});
