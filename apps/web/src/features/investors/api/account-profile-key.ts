/** Root of the signed-in account's profile reads: every profile write invalidates it. */
export const ACCOUNT_PROFILE_KEY = ['account-profile'] as const;
