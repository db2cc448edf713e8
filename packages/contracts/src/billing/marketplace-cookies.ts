// The marketplace cookies' names and lifetime: no schema, so the web's start chunk can read them
// without zod (decision 050). subscriptions.ts re-exports them.

/** Names of the two cookies of spec §4 and §9: lifetime 365 days. */
export const SERVICE_PROVIDER_REGISTERED_COOKIE = 'sp_registered';
export const MARKETPLACE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
