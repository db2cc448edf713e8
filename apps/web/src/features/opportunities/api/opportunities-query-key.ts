/** Root of every opportunities read (rounds, details bar, round details, my interests): interest writes invalidate it. */
export const OPPORTUNITIES_KEY = ['opportunities'] as const;
