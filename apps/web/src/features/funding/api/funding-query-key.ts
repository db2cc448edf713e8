/** Root of every funding read (company funding profiles, round interests): writes invalidate it. */
export const FUNDING_KEY = ['funding'] as const;
