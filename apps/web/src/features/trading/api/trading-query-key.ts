/** Query-key root of every trading read: a mutation invalidates it as a whole. */
export const TRADING_KEY = ['trading'] as const;
