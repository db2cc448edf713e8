// How long sign-in tokens and links last: plain numbers, no schema, so the web's start chunk can
// read them without zod (decision 050). auth.ts re-exports them.

/** How long a sign-in token is valid by default, in ms (the spec does not say; config TOKEN_TTL overrides). */
export const TOKEN_LIFETIME_MS = 8 * 60 * 60 * 1000;
/** Lifetime of the token cookie of buyer and service-provider users, in days. */
export const TOKEN_COOKIE_LIFETIME_DAYS = 365;
/** How long a password-reset link stays valid, in ms. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** How long an e-mail confirmation link stays valid, in ms. */
export const EMAIL_CONFIRMATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
