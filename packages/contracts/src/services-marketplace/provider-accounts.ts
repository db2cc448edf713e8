/*
 * Provider users and buyers (marketplace spec §2 sp/register, sp-claim-ownership, buyer; §4
 * "ownership claim becomes effective after the email is confirmed").
 */

/**
 * States of a claim on a directory provider: awaiting the claimant's e-mail confirmation, then
 * effective (the account acts for the provider), or revoked by an admin.
 */
export const PROVIDER_CLAIM_STATUSES = ['awaiting_email', 'effective', 'revoked'] as const;
export type ProviderClaimStatus = (typeof PROVIDER_CLAIM_STATUSES)[number];

/** Where a service_providers row came from: the seeded directory, or a provider that registered itself. */
export const PROVIDER_SOURCES = ['directory', 'registered'] as const;
export type ProviderSource = (typeof PROVIDER_SOURCES)[number];
