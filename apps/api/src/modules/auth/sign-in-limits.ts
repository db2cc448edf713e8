import { LRUCache } from 'lru-cache';
import { SIGN_IN_LIMITS } from '@hissa/contracts/auth';

/** Failed sign-ins of one key and when the last one was, in ms since the epoch. */
type Failures = { count: number; lastAt: number };
/** Failed sign-ins of one address in the window that started at `windowStart` (ms). */
type AddressFailures = { count: number; windowStart: number };

/** One sign-in attempt let through by SignInLimiter.begin, counted as a failure until told otherwise. */
export type SignInAttempt = {
  /** The password was right: the attempt no longer counts, and the address is trusted for the e-mail. */
  succeeded: () => void;
};

/**
 * The sign-in limits of docs/decisions/009-sign-in-limits.md (SIGN_IN_LIMITS), in memory
 * like the other rate limits (one process; a shared store when several servers share the
 * load). Keys are the lower-cased e-mail as submitted, whether or not it has an account, and
 * the client address (request.ip: X-Forwarded-For only from a trusted proxy, TRUST_PROXY).
 */
export type SignInLimiter = {
  /**
   * Before the password is checked: `{ waitMs }` (> 0) when the attempt comes too early for
   * any of its limits, else the attempt, already counted as a failure (so that attempts in
   * flight at the same time count too) until `succeeded()`.
   */
  begin: (email: string, address: string) => { waitMs: number } | SignInAttempt;
  /** Forgets the failures of `email` (every address): an admin's unlock, a completed password reset. */
  forget: (email: string) => void;
};

/** Entries each table keeps at most (the least recently used go first). */
const MAX_ENTRIES = 100_000;

/** The wait before the next attempt of a key with `failures`, `free` of them without delay (ms, 0 = none). */
export function backOffMs(
  failures: Failures | undefined,
  free: number,
  now: number,
  limits: typeof SIGN_IN_LIMITS = SIGN_IN_LIMITS,
): number {
  if (!failures || failures.count <= free || now - failures.lastAt >= limits.failureMemoryMs) return 0;
  const delayMs = Math.min(2 ** (failures.count - free) * 1000, limits.maxDelayMs);
  return Math.max(0, failures.lastAt + delayMs - now);
}

/**
 * A SignInLimiter with `limits` (SIGN_IN_LIMITS unless a test says otherwise) and `now`
 * (Date.now unless a test says otherwise, in ms).
 */
export function createSignInLimiter(
  limits: typeof SIGN_IN_LIMITS = SIGN_IN_LIMITS,
  now: () => number = () => Date.now(),
): SignInLimiter {
  const perAccount = new LRUCache<string, Failures>({ max: MAX_ENTRIES });
  const perAccountAndAddress = new LRUCache<string, Failures>({ max: MAX_ENTRIES });
  const perAddress = new LRUCache<string, AddressFailures>({ max: MAX_ENTRIES });
  /** `${email} ${address}` -> until when (ms) the address is trusted for the e-mail. */
  const trusted = new LRUCache<string, number>({ max: MAX_ENTRIES });

  const pairKey = (email: string, address: string) => `${email} ${address}`;

  function addressWaitMs(address: string, at: number): number {
    const failures = perAddress.get(address);
    if (!failures || at - failures.windowStart >= limits.addressWindowMs || failures.count < limits.failuresPerAddress)
      return 0;
    return failures.windowStart + limits.addressWindowMs - at;
  }

  function countFailure(table: LRUCache<string, Failures>, key: string, at: number): void {
    const failures = table.get(key);
    const isRemembered = failures !== undefined && at - failures.lastAt < limits.failureMemoryMs;
    table.set(key, { count: isRemembered ? failures.count + 1 : 1, lastAt: at });
  }

  return {
    begin(email, address) {
      const at = now();
      const pair = pairKey(email, address);
      const isTrusted = (trusted.get(pair) ?? 0) > at;
      // An address the account has signed in from is slowed only by its own failures.
      const waitMs = Math.max(
        backOffMs(perAccountAndAddress.get(pair), limits.freeFailuresPerAccountAndAddress, at, limits),
        isTrusted ? 0 : backOffMs(perAccount.get(email), limits.freeFailuresPerAccount, at, limits),
        isTrusted ? 0 : addressWaitMs(address, at),
      );
      if (waitMs > 0) return { waitMs };

      countFailure(perAccountAndAddress, pair, at);
      countFailure(perAccount, email, at);
      const addressFailures = perAddress.get(address);
      const isSameWindow = addressFailures !== undefined && at - addressFailures.windowStart < limits.addressWindowMs;
      perAddress.set(
        address,
        isSameWindow ? { ...addressFailures, count: addressFailures.count + 1 } : { count: 1, windowStart: at },
      );

      return {
        succeeded() {
          const doneAt = now();
          perAccountAndAddress.delete(pair);
          const account = perAccount.get(email);
          if (account && account.count > 1) perAccount.set(email, { ...account, count: account.count - 1 });
          else perAccount.delete(email);
          const sameAddress = perAddress.get(address);
          if (sameAddress && sameAddress.count > 0)
            perAddress.set(address, { ...sameAddress, count: sameAddress.count - 1 });
          trusted.set(pair, doneAt + limits.trustedAddressMs);
        },
      };
    },

    forget(email) {
      perAccount.delete(email);
      for (const key of [...perAccountAndAddress.keys()])
        if (key.startsWith(`${email} `)) perAccountAndAddress.delete(key);
    },
  };
}
