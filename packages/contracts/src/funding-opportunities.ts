import { z } from 'zod';
import { FOLLOWER_USER_TYPES } from './follow.ts';
import { sarAmountSchema, type FundingRoundStatus } from './funding.ts';
import { halalasToSar, sarToHalalas } from './money.ts';
import { IdSchema } from './http/common-schemas.ts';
import { SHARE_TYPE_CODES } from './lookups/static-lists.ts';
import { MAX_SHARE_QUANTITY, MIN_TRANSACTION_HALALAS, TRADING_KEYS, priceSchema } from './trading/trading-rules.ts';
import type { UserType } from './user-types.ts';

/**
 * The investor's side of funding rounds: the opportunities' funding target and register interest
 * (share type common or preferred, number of shares, price per share, transaction size, minimum
 * transaction), registered by shareholders and investors; the endpoints are in
 * funding-endpoints.ts. Decision 005 records the rules. SAR amounts are decimal strings with two
 * places, computed in integer halalas; share counts are integers.
 */

/** Message keys of register interest; texts in messages/{en,ar}.json under "interest". */
export const INTEREST_KEYS = {
  shareTypeRequired: 'interest.shareTypeRequired',
  sharesRequired: 'interest.sharesRequired',
  sharesWhole: 'interest.sharesWhole',
  minimumTransactionRequired: 'interest.minimumTransactionRequired',
  minimumTransactionPositive: 'interest.minimumTransactionPositive',
  transactionTooLarge: 'interest.transactionTooLarge',
  roundNotOpen: 'interest.roundNotOpen',
  registered: 'interest.registered',
  updated: 'interest.updated',
  withdrawn: 'interest.withdrawn',
  notRegistered: 'interest.notRegistered',
} as const;

/** Who registers interest: shareholders (4, 5) and investors (6, 7), like following. */
export const INTEREST_USER_TYPES: readonly UserType[] = FOLLOWER_USER_TYPES;

/** Round statuses that take interest: announced (upcoming) and raising (open). Closed and cancelled rounds do not. */
export const INTEREST_ROUND_STATUSES: readonly FundingRoundStatus[] = ['upcoming', 'open'];

/** The largest transaction size numeric(18,2) holds, in halalas (16 integer digits). */
const MAX_TRANSACTION_HALALAS = 10n ** 18n - 1n;

/** Transaction size of an interest: price per share x number of shares, in SAR ('1250.50' x 4 -> '5002.00'). */
export function transactionSizeOf(pricePerShare: string, numberOfShares: number): string {
  return halalasToSar(sarToHalalas(pricePerShare) * BigInt(numberOfShares));
}

/** A number of shares: required, whole, at least one, at most the quantity limit. */
const sharesSchema = z
  .number(INTEREST_KEYS.sharesRequired)
  .refine((value) => Number.isInteger(value), { error: INTEREST_KEYS.sharesWhole, abort: true })
  .refine((value) => value > 0, { error: TRADING_KEYS.quantityPositive, abort: true })
  .refine((value) => value <= MAX_SHARE_QUANTITY, { error: TRADING_KEYS.maxQuantityExceeded, abort: true });

/**
 * Body of registering interest in a round. The transaction size is not sent: the server computes
 * it (price x shares). Rules: share type common or preferred; whole number of shares; price with
 * at most 2 decimals; the transaction reaches the platform's minimum transaction size and the
 * investor's own minimum ('Price must be greater than minimum transaction size'); the minimum
 * transaction is more than 0. Registering again for the same round replaces the interest.
 */
export const RegisterInterestRequestSchema = z
  .object({
    roundId: IdSchema,
    shareType: z.enum(SHARE_TYPE_CODES, INTEREST_KEYS.shareTypeRequired),
    numberOfShares: sharesSchema,
    pricePerShare: priceSchema(TRADING_KEYS.priceRequired),
    minimumTransaction: sarAmountSchema(INTEREST_KEYS.minimumTransactionRequired),
  })
  .superRefine((interest, context) => {
    const size = sarToHalalas(interest.pricePerShare) * BigInt(interest.numberOfShares);
    if (size > MAX_TRANSACTION_HALALAS) {
      context.addIssue({ code: 'custom', path: ['numberOfShares'], message: INTEREST_KEYS.transactionTooLarge });
      return;
    }
    if (size < MIN_TRANSACTION_HALALAS) {
      context.addIssue({ code: 'custom', path: ['pricePerShare'], message: TRADING_KEYS.minTransactionSize });
    }
    const minimum = sarToHalalas(interest.minimumTransaction);
    if (minimum <= 0n) {
      context.addIssue({
        code: 'custom',
        path: ['minimumTransaction'],
        message: INTEREST_KEYS.minimumTransactionPositive,
      });
    } else if (size < minimum) {
      context.addIssue({ code: 'custom', path: ['minimumTransaction'], message: TRADING_KEYS.minTransactionSize });
    }
  });
export type RegisterInterestRequest = z.input<typeof RegisterInterestRequestSchema>;

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/** A registered interest as answered; names in the request's language, instants ISO. */
export const FundingInterestSchema = z.object({
  interestId: z.number().int(),
  roundId: z.number().int(),
  shareType: CodeNameSchema,
  numberOfShares: z.number().int(),
  pricePerShare: z.string(),
  /** price x shares, SAR. */
  transactionSize: z.string(),
  minimumTransaction: z.string(),
  registeredAt: z.string(),
  updatedAt: z.string(),
});
export type FundingInterest = z.infer<typeof FundingInterestSchema>;

/** Answer of registering interest: 201 first time, 200 when it replaced an earlier interest. */
export const RegisterInterestResponseSchema = z.object({ message: z.string(), data: FundingInterestSchema });

/** The signed-in user's interest in a round, or null. */
export const MyInterestResponseSchema = z.object({ data: FundingInterestSchema.nullable() });

/** Answer of withdrawing an interest. */
export const WithdrawInterestResponseSchema = z.object({ message: z.string() });

/** An interest in one of the company's rounds, with who registered it. */
export const RoundInterestSchema = FundingInterestSchema.extend({
  investorName: z.string(),
  /** The account's user type (4 to 7). */
  investorType: z.number().int(),
  email: z.string(),
});
export type RoundInterest = z.infer<typeof RoundInterestSchema>;

/** The interests in a round of my company, newest first. */
export const RoundInterestsResponseSchema = z.object({
  data: z.object({
    roundId: z.number().int(),
    interests: z.array(RoundInterestSchema),
    totalShares: z.number().int(),
    /** Sum of the transaction sizes, SAR. */
    totalTransactionSize: z.string(),
  }),
});
export type RoundInterestsResponse = z.infer<typeof RoundInterestsResponseSchema>;

/**
 * The figures above the opportunities' listings, over the rounds that are listed (funding
 * profile active) and still raising (open or upcoming). SAR decimal strings; requiredAmount =
 * target - raised.
 */
export const FundingDetailsBarSchema = z.object({
  openRounds: z.number().int(),
  upcomingRounds: z.number().int(),
  companiesRaising: z.number().int(),
  targetAmount: z.string(),
  raisedAmount: z.string(),
  requiredAmount: z.string(),
  interestsRegistered: z.number().int(),
});
export type FundingDetailsBar = z.infer<typeof FundingDetailsBarSchema>;
export const FundingDetailsBarResponseSchema = z.object({ data: FundingDetailsBarSchema });
