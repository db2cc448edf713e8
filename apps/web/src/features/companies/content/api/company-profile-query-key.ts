/** Root of every company-profile read (public content, main profile, user profile, news): writes invalidate it. */
export const COMPANY_PROFILE_KEY = ['company-profile'] as const;
