import { describe, expect, it } from 'vitest';
import { SIGN_IN_LIMITS } from '@hissa/contracts/auth';
import { createSignInLimiter, type SignInLimiter } from './sign-in-limits.ts';

/** A limiter on a clock the test moves, in ms. */
function limiterWithClock() {
  let now = Date.UTC(2026, 0, 1);
  const limiter = createSignInLimiter(SIGN_IN_LIMITS, () => now);
  return { limiter, advance: (ms: number) => (now += ms) };
}

/** An attempt that fails (wrong password), or the wait it was refused with. */
function fail(limiter: SignInLimiter, email: string, address: string): number {
  const attempt = limiter.begin(email, address);
  return 'waitMs' in attempt ? attempt.waitMs : 0;
}

/** An attempt with the right password: true when it was let through. */
function succeed(limiter: SignInLimiter, email: string, address: string): boolean {
  const attempt = limiter.begin(email, address);
  if ('waitMs' in attempt) return false;
  attempt.succeeded();
  return true;
}

const FREE_PAIR = SIGN_IN_LIMITS.freeFailuresPerAccountAndAddress;
const FREE_ACCOUNT = SIGN_IN_LIMITS.freeFailuresPerAccount;

describe('createSignInLimiter', () => {
  it('delays one address on one e-mail 2, 4, 8 ... seconds after its free failures, up to the cap', () => {
    const { limiter, advance } = limiterWithClock();
    for (let failure = 0; failure < FREE_PAIR + 1; failure++) expect(fail(limiter, 'a@x.sa', '10.0.0.1')).toBe(0);
    const waits: number[] = [];
    for (let step = 0; step < 12; step++) {
      const waitMs = fail(limiter, 'a@x.sa', '10.0.0.1');
      waits.push(waitMs);
      advance(waitMs);
      expect(fail(limiter, 'a@x.sa', '10.0.0.1')).toBe(0);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900].map((seconds) => seconds * 1000));
  });

  it('counts failures only: successes never slow an address down', () => {
    const { limiter } = limiterWithClock();
    for (let colleague = 0; colleague < 500; colleague++)
      expect(succeed(limiter, `colleague${colleague}@x.sa`, '10.0.0.1')).toBe(true);
    expect(fail(limiter, 'someone@x.sa', '10.0.0.1')).toBe(0);
  });

  it(`stops an address after ${SIGN_IN_LIMITS.failuresPerAddress} failures in its window, except for accounts that signed in from it`, () => {
    const { limiter, advance } = limiterWithClock();
    expect(succeed(limiter, 'colleague@x.sa', '10.0.0.1')).toBe(true);
    for (let failure = 0; failure < SIGN_IN_LIMITS.failuresPerAddress; failure++)
      expect(fail(limiter, `guess${failure}@x.sa`, '10.0.0.1')).toBe(0);
    const waitMs = fail(limiter, 'another@x.sa', '10.0.0.1');
    expect(waitMs).toBe(SIGN_IN_LIMITS.addressWindowMs);
    expect(fail(limiter, 'another@x.sa', '10.0.0.2')).toBe(0);
    expect(succeed(limiter, 'colleague@x.sa', '10.0.0.1')).toBe(true);
    advance(waitMs);
    expect(fail(limiter, 'another@x.sa', '10.0.0.1')).toBe(0);
  });

  it('slows an e-mail attacked from many addresses everywhere but where its owner signs in', () => {
    const { limiter } = limiterWithClock();
    expect(succeed(limiter, 'victim@x.sa', '192.0.2.10')).toBe(true);
    let address = 0;
    for (let failure = 0; failure < FREE_ACCOUNT + 1; failure++) {
      if (failure % FREE_PAIR === 0) address += 1;
      expect(fail(limiter, 'victim@x.sa', `10.0.1.${address}`)).toBe(0);
    }
    // a new address (the attacker's next, or the owner travelling) waits ...
    expect(fail(limiter, 'victim@x.sa', '10.0.2.1')).toBe(2000);
    // ... the owner's own address does not
    expect(succeed(limiter, 'victim@x.sa', '192.0.2.10')).toBe(true);
    // forgetting the e-mail (admin unlock, password reset) lets every address in again
    limiter.forget('victim@x.sa');
    expect(succeed(limiter, 'victim@x.sa', '10.0.2.1')).toBe(true);
  });

  it('counts attempts in flight: parallel guesses beyond the free ones are refused before any answer', () => {
    const { limiter } = limiterWithClock();
    const attempts = Array.from({ length: 20 }, () => limiter.begin('a@x.sa', '10.0.0.1'));
    expect(attempts.filter((attempt) => 'waitMs' in attempt)).toHaveLength(20 - FREE_PAIR - 1);
  });

  it('forgets failures a day after the last one', () => {
    const { limiter, advance } = limiterWithClock();
    for (let failure = 0; failure < FREE_PAIR + 1; failure++) fail(limiter, 'a@x.sa', '10.0.0.1');
    expect(fail(limiter, 'a@x.sa', '10.0.0.1')).toBeGreaterThan(0);
    advance(SIGN_IN_LIMITS.failureMemoryMs);
    for (let failure = 0; failure < FREE_PAIR + 1; failure++) expect(fail(limiter, 'a@x.sa', '10.0.0.1')).toBe(0);
  });
});
