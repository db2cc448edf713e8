import { createDecoder } from 'fast-jwt';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SIGN_IN_LIMITS, TokenClaimsSchema } from '@hissa/contracts/auth';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { ROLE_ADMIN, ROLE_SERVICE_PROVIDER, ROLE_USER, USER_TYPES } from '@hissa/contracts/user-types';
import { buildApp } from '../../app.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../demo/demo-users.ts';
import { createTestUser, nextRemoteAddress, postLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** A token's claims, unchecked. */
const decodeJwt: (token: string) => Record<string, unknown> = createDecoder();

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('POST /auth-api/login', () => {
  it('signs every demo account in with the claims of section 3', async () => {
    for (const demo of DEMO_USERS) {
      const response = await postLogin(harness.app, demo.email.toUpperCase(), DEMO_PASSWORD);
      expect(response.statusCode, demo.email).toBe(200);
      const claims = TokenClaimsSchema.parse(decodeJwt(response.json<{ idToken: string }>().idToken));
      expect(claims).toMatchObject({
        sub: demo.email,
        type: demo.userType,
        isFirstTimeLogin: demo.isFirstTimeLogin,
        isSubscribed: false,
        tv: 0,
      });
      const expectedRole =
        demo.userType === USER_TYPES.serviceProvider
          ? ROLE_SERVICE_PROVIDER
          : demo.userType === USER_TYPES.admin
            ? ROLE_ADMIN
            : ROLE_USER;
      expect(claims.auth).toBe(expectedRole);
      const hoursLeft = (claims.exp * 1000 - Date.now()) / 3_600_000;
      expect(hoursLeft).toBeGreaterThan(7.9);
      expect(hoursLeft).toBeLessThanOrEqual(8);
    }
  });

  it('answers a wrong password and an unknown e-mail alike, in English and Arabic', async () => {
    for (const [language, text] of [
      ['en', 'Invalid email or password'],
      ['ar', 'البريد الإلكتروني أو كلمة المرور غير صحيحة'],
    ] as const) {
      const wrong = await postLogin(harness.app, 'buyer@demo.hissa.sa', 'Wrong@2026', { language });
      const unknown = await postLogin(harness.app, 'nobody@demo.hissa.sa', DEMO_PASSWORD, { language });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json<ErrorEnvelope>()).toEqual({ error: true, message: text, errors: [] });
      }
    }
  });

  it('checks the login form rules of section 5, messages in the request language', async () => {
    const cases = [
      [{ username: '', password: 'Abcdefg1' }, 'body.username', 'Email is Required', 'البريد الإلكتروني مطلوب'],
      [
        { username: 'not-an-email', password: 'Abcdefg1' },
        'body.username',
        'Should be a valid email',
        'يجب إدخال بريد إلكتروني صحيح',
      ],
      [{ username: 'a@b.sa', password: '' }, 'body.password', 'Password is required', 'كلمة المرور مطلوبة'],
      [
        { username: 'a@b.sa', password: 'Ab1@' },
        'body.password',
        'Password should be minimum 8 character',
        'يجب ألا تقل كلمة المرور عن 8 أحرف',
      ],
      [
        { username: 'a@b.sa', password: 'كلمةمرور1@A' },
        'body.password',
        'English alphabet letters are only allowed',
        'يُسمح بالأحرف الإنجليزية فقط',
      ],
    ] as const;
    for (const [payload, field, english, arabic] of cases) {
      for (const [language, text] of [
        ['en', english],
        ['ar', arabic],
      ] as const) {
        const response = await harness.app.inject({
          method: 'POST',
          url: '/auth-api/login',
          headers: { 'accept-language': language },
          remoteAddress: nextRemoteAddress(),
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorEnvelope>().errors).toEqual([{ field, message: text }]);
      }
    }
  });
});

const FREE_PER_ADDRESS = SIGN_IN_LIMITS.freeFailuresPerAccountAndAddress;

/** Fails `count` sign-ins of `email` from `remoteAddress`, each expected to be checked and refused with 401. */
async function failSignIns(email: string, count: number, remoteAddress: string) {
  for (let attempt = 0; attempt < count; attempt++)
    expect((await postLogin(harness.app, email, 'Wrong@2026', { remoteAddress })).statusCode).toBe(401);
}

describe('sign-in limits (docs/decisions/009-sign-in-limits.md)', () => {
  // Date is faked where a test moves time; timers and everything else stay real.
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets eleven colleagues behind one office address all sign in, typos included', async () => {
    const office = nextRemoteAddress();
    const colleagues = await Promise.all(Array.from({ length: 11 }, () => createTestUser(harness.database.db)));
    for (const colleague of colleagues) {
      expect((await postLogin(harness.app, colleague.email, 'Wrong@2026', { remoteAddress: office })).statusCode).toBe(
        401,
      );
      expect(
        (await postLogin(harness.app, colleague.email, colleague.password, { remoteAddress: office })).statusCode,
        colleague.email,
      ).toBe(200);
    }
  });

  it('delays repeated failures with a growing Retry-After; an early attempt is refused unchecked, even with the right password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await createTestUser(harness.database.db);
    const address = nextRemoteAddress();
    await failSignIns(user.email, FREE_PER_ADDRESS + 1, address);
    const waits: number[] = [];
    const messages: string[] = [];
    for (let step = 0; step < 6; step++) {
      const early = await postLogin(harness.app, user.email, user.password, {
        remoteAddress: address,
        language: step === 1 ? 'ar' : 'en',
      });
      expect(early.statusCode).toBe(429);
      const seconds = Number(early.headers['retry-after']);
      waits.push(seconds);
      messages.push(early.json<ErrorEnvelope>().message);
      vi.advanceTimersByTime(seconds * 1000);
      await failSignIns(user.email, 1, address);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 64]);
    expect(messages[0]).toBe('Too many failed sign-in attempts. Please try again in 2 seconds.');
    expect(messages[1]).toBe('تكرّرت محاولات تسجيل الدخول غير الناجحة. يُرجى المحاولة مرة أخرى بعد 4 ثوانٍ.');
    expect(messages[5]).toBe('Too many failed sign-in attempts. Please try again in 2 minutes.');
    vi.advanceTimersByTime(128_000);
    expect((await postLogin(harness.app, user.email, user.password, { remoteAddress: address })).statusCode).toBe(200);
  });

  it('answers a known and an unknown e-mail identically at every step', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await createTestUser(harness.database.db);
    const trace = async (email: string) => {
      const remoteAddress = nextRemoteAddress();
      const steps: unknown[] = [];
      for (let attempt = 0; attempt < FREE_PER_ADDRESS + 3; attempt++) {
        const response = await postLogin(harness.app, email, 'Wrong@2026', { remoteAddress, language: 'ar' });
        steps.push({
          status: response.statusCode,
          retryAfter: response.headers['retry-after'] ?? null,
          body: response.json(),
        });
      }
      return steps;
    };
    const known = await trace(user.email);
    expect(await trace(`nobody.${user.id}@test.hissa.sa`)).toEqual(known);
    expect(known.map((step) => (step as { status: number }).status)).toEqual([
      ...Array(FREE_PER_ADDRESS + 1).fill(401),
      429,
      429,
    ]);
  });

  it("keeps other addresses open while one address attacks an account, and the owner's own address even against many", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const victim = await createTestUser(harness.database.db);
    const home = nextRemoteAddress();
    expect((await postLogin(harness.app, victim.email, victim.password, { remoteAddress: home })).statusCode).toBe(200);

    // one attacking address slows only itself
    const attacker = nextRemoteAddress();
    await failSignIns(victim.email, FREE_PER_ADDRESS + 1, attacker);
    expect((await postLogin(harness.app, victim.email, victim.password, { remoteAddress: attacker })).statusCode).toBe(
      429,
    );
    expect(
      (await postLogin(harness.app, victim.email, victim.password, { remoteAddress: nextRemoteAddress() })).statusCode,
    ).toBe(200);

    // many attacking addresses past the account's free failures slow every address it has not signed in from ...
    for (
      let failures = FREE_PER_ADDRESS + 1;
      failures <= SIGN_IN_LIMITS.freeFailuresPerAccount;
      failures += FREE_PER_ADDRESS
    ) {
      await failSignIns(
        victim.email,
        Math.min(FREE_PER_ADDRESS, SIGN_IN_LIMITS.freeFailuresPerAccount + 1 - failures),
        nextRemoteAddress(),
      );
    }
    const newAddress = await postLogin(harness.app, victim.email, victim.password, {
      remoteAddress: nextRemoteAddress(),
    });
    expect(newAddress.statusCode).toBe(429);
    expect(Number(newAddress.headers['retry-after'])).toBeGreaterThan(0);
    // ... but not the owner at home
    expect((await postLogin(harness.app, victim.email, victim.password, { remoteAddress: home })).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
    const user = await createTestUser(harness.database.db);
    const proxy = nextRemoteAddress();
    const forwardedFor = (client: number) => ({ 'x-forwarded-for': `203.0.113.${client}` });
    // not trusted: every "client" is the connecting address, so their failures add up
    for (let client = 0; client < FREE_PER_ADDRESS + 1; client++) {
      expect(
        (
          await postLogin(harness.app, user.email, 'Wrong@2026', {
            remoteAddress: proxy,
            headers: forwardedFor(client),
          })
        ).statusCode,
      ).toBe(401);
    }
    expect(
      (await postLogin(harness.app, user.email, user.password, { remoteAddress: proxy, headers: forwardedFor(99) }))
        .statusCode,
    ).toBe(429);

    // trusted (TRUST_PROXY=10.0.0.0/8, the tests' addresses): each client behind the proxy counts for itself
    const behindProxy = await buildApp({
      config: { ...harness.config, trustProxy: ['10.0.0.0/8'] },
      database: harness.database,
    });
    try {
      const other = await createTestUser(harness.database.db);
      for (let attempt = 0; attempt < FREE_PER_ADDRESS + 1; attempt++) {
        expect(
          (await postLogin(behindProxy, other.email, 'Wrong@2026', { remoteAddress: proxy, headers: forwardedFor(1) }))
            .statusCode,
        ).toBe(401);
      }
      expect(
        (await postLogin(behindProxy, other.email, other.password, { remoteAddress: proxy, headers: forwardedFor(1) }))
          .statusCode,
      ).toBe(429);
      expect(
        (await postLogin(behindProxy, other.email, other.password, { remoteAddress: proxy, headers: forwardedFor(2) }))
          .statusCode,
      ).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });
});
