import { defineEndpoint } from './http/endpoint.ts';
import { MessageResponseSchema } from './http/common-schemas.ts';
import {
  AccountSubmittedResponseSchema,
  AdminClaimsPageSchema,
  AdminClaimsQuerySchema,
  BuyerProfileSchema,
  BuyerProfileUpdateSchema,
  BuyerRegistrationSchema,
  ClaimableProviderSchema,
  ClaimableProvidersPageSchema,
  ClaimableProvidersQuerySchema,
  ClaimIdParamsSchema,
  ConfirmMarketplaceEmailResponseSchema,
  ConfirmMarketplaceEmailSchema,
  ProviderClaimSchema,
  ProviderIdParamsSchema,
  ProviderRegistrationSchema,
  PreferredLanguageSchema,
  ResendConfirmationSchema,
  RevokeClaimSchema,
  SignedInClaimSchema,
} from './services-marketplace/provider-accounts.ts';
import { DataSchema, MessageDataSchema } from './http/common-schemas.ts';
import { USER_TYPE_CODES, USER_TYPES } from './user-types.ts';

/*
 * Registration and accounts of the services marketplace (decision 015; decision 012 for the
 * pattern): a new provider company, claims on directory providers and their confirmation, the
 * admin's claims queue, buyer registration and the buyer's profile. Errors: 400 with field
 * errors, 401/403 by `access`, 404 unknown provider or claim, 409 e-mail taken or claim open.
 */

const tags = ['marketplace-accounts'] as const;
const PUBLIC = '/public-api/marketplace';
const USER = '/user-api/marketplace';
const ADMIN = '/admin-api/marketplace';

/** sp/register/sp: a new provider company (inactive until the e-mail is confirmed) and its user; 201. */
export const RegisterProviderEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PUBLIC}/register/provider`,
  summary: 'Register a new service-provider company and its first user',
  tags,
  body: ProviderRegistrationSchema,
  responses: { 201: AccountSubmittedResponseSchema },
});

/** sp/register/search-company: providers by name (Arabic-aware), each with whether it is managed. */
export const ClaimableProvidersEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/claimable-providers`,
  summary: 'Search providers to claim',
  tags,
  query: ClaimableProvidersQuerySchema,
  responses: { 200: ClaimableProvidersPageSchema },
});

/** The provider a claim form is for; 404 when unknown. */
export const ClaimableProviderEndpoint = defineEndpoint({
  method: 'GET',
  path: `${PUBLIC}/claimable-providers/:providerId`,
  summary: 'One provider to claim',
  tags,
  params: ProviderIdParamsSchema,
  responses: { 200: DataSchema(ClaimableProviderSchema) },
});

/** sp-claim-ownership by a visitor: a new provider user and an awaiting claim; the link is mailed. 201. */
export const ClaimProviderEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PUBLIC}/claims`,
  summary: 'Claim a directory provider (new account)',
  tags,
  body: ProviderClaimSchema,
  responses: { 201: AccountSubmittedResponseSchema },
});

/** sp-claim-ownership by a signed-in provider user who acts for no provider yet. 201. */
export const ClaimProviderAsUserEndpoint = defineEndpoint({
  method: 'POST',
  path: `${USER}/claims`,
  summary: 'Claim a directory provider (signed-in provider user)',
  tags,
  access: [USER_TYPES.serviceProvider],
  body: SignedInClaimSchema,
  responses: { 201: AccountSubmittedResponseSchema },
});

/** The marketplace's confirmation link: confirms the e-mail, makes awaiting claims effective. */
export const ConfirmMarketplaceEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PUBLIC}/confirm-email`,
  summary: 'Confirm a marketplace account e-mail (and its claims)',
  tags,
  body: ConfirmMarketplaceEmailSchema,
  responses: { 200: ConfirmMarketplaceEmailResponseSchema },
});

/**
 * Mails a new confirmation link to the unconfirmed buyer or provider account of `email` (earlier
 * links stop working). The answer is the same whether or not such an account exists. Errors: 400
 * invalid e-mail; 429 (Retry-After) past the limits per IP and per e-mail.
 */
export const ResendConfirmationEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PUBLIC}/resend-confirmation`,
  summary: 'Send the confirmation link again',
  tags,
  body: ResendConfirmationSchema,
  responses: { 200: MessageResponseSchema },
});

/** sp/buyer: a buyer account (type 11) and its profile; the confirmation link is mailed. 201. */
export const RegisterBuyerEndpoint = defineEndpoint({
  method: 'POST',
  path: `${PUBLIC}/register/buyer`,
  summary: 'Register a buyer',
  tags,
  body: BuyerRegistrationSchema,
  responses: { 201: AccountSubmittedResponseSchema },
});

/** sp/buyer-profile: the signed-in buyer's profile. */
export const BuyerProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: `${USER}/buyer-profile`,
  summary: "The buyer's profile",
  tags,
  access: [USER_TYPES.buyer],
  responses: { 200: DataSchema(BuyerProfileSchema) },
});

/** sp/buyer-profile: saves the buyer's profile (names also on the account). */
export const UpdateBuyerProfileEndpoint = defineEndpoint({
  method: 'PUT',
  path: `${USER}/buyer-profile`,
  summary: "Update the buyer's profile",
  tags,
  access: [USER_TYPES.buyer],
  body: BuyerProfileUpdateSchema,
  responses: { 200: MessageDataSchema(BuyerProfileSchema) },
});

/** The admin's claims queue, newest first, optionally by status. */
export const AdminClaimsEndpoint = defineEndpoint({
  method: 'GET',
  path: `${ADMIN}/claims`,
  summary: 'Provider claims (admin)',
  tags,
  access: [USER_TYPES.admin],
  query: AdminClaimsQuerySchema,
  responses: { 200: AdminClaimsPageSchema },
});

/** Revokes a wrong claim with a reason: unlinks the user and ends their sessions. 409 when already revoked. */
export const RevokeClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: `${ADMIN}/claims/:claimId/revoke`,
  summary: 'Revoke a provider claim (admin)',
  tags,
  access: [USER_TYPES.admin],
  params: ClaimIdParamsSchema,
  body: RevokeClaimSchema,
  responses: { 200: MessageResponseSchema },
});

/**
 * The signed-in user's language (the web calls it when the user switches language): the
 * marketplace's e-mails to the account are then written in it only.
 */
export const SavePreferredLanguageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/common-api/preferred-language',
  summary: "Save the signed-in user's language for e-mails",
  tags,
  access: USER_TYPE_CODES,
  allowFirstTimeLogin: true,
  body: PreferredLanguageSchema,
  responses: { 200: MessageResponseSchema },
});
