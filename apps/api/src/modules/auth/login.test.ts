import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILED_LOGINS, TokenClaimsSchema } from '@hissa/contracts/auth';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { ROLE_ADMIN, ROLE_SERVICE_PROVIDER, ROLE_USER, USER_TYPES } from '@hissa/contracts/user-types';
import { DEMO_PASSWORD, DEMO_USERS } from '../demo/demo-users.ts';
import { users } from '../../db/schema/users.ts';
import { createTestUser, nextRemoteAddress, postLogin } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { LOGIN_PER_ACCOUNT, PER_IP_PER_MINUTE } from './auth-routes.ts';

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
      expect(claims).toMatchObject({ sub: demo.email, type: demo.userType, isFirstTimeLogin: demo.isFirstTimeLogin, isSubscribed: false, tv: 0 });
      const expectedRole = demo.userType === USER_TYPES.serviceProvider ? ROLE_SERVICE_PROVIDER : demo.userType === USER_TYPES.admin ? ROLE_ADMIN : ROLE_USER;
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
      [{ username: 'not-an-email', password: 'Abcdefg1' }, 'body.username', 'Should be a valid email', 'يجب إدخال بريد إلكتروني صحيح'],
      [{ username: 'a@b.sa', password: '' }, 'body.password', 'Password is required', 'كلمة المرور مطلوبة'],
      [{ username: 'a@b.sa', password: 'Ab1@' }, 'body.password', 'Password should be minimum 8 character', 'يجب ألا تقل كلمة المرور عن 8 أحرف'],
      [{ username: 'a@b.sa', password: 'كلمةمرور1@A' }, 'body.password', 'English alphabet letters are only allowed', 'يُسمح بالأحرف الإنجليزية فقط'],
    ] as const;
    for (const [payload, field, english, arabic] of cases) {
      for (const [language, text] of [
        ['en', english],
        ['ar', arabic],
      ] as const) {
        const response = await harness.app.inject({ method: 'POST', url: '/auth-api/login', headers: { 'accept-language': language }, remoteAddress: nextRemoteAddress(), payload });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorEnvelope>().errors).toEqual([{ field, message: text }]);
      }
    }
  });

  it(`locks an account for 15 minutes after ${MAX_FAILED_LOGINS} failures in a row; success resets the count`, async () => {
    const user = await createTestUser(harness.database.db);
    // 4 failures, then a success: the count starts again
    for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt++) expect((await postLogin(harness.app, user.email, 'Wrong@2026')).statusCode).toBe(401);
    expect((await postLogin(harness.app, user.email, user.password)).statusCode).toBe(200);
    const [afterSuccess] = await harness.database.db.select().from(users).where(eq(users.id, user.id));
    expect(afterSuccess?.failedLoginCount).toBe(0);

    for (let attempt = 0; attempt < MAX_FAILED_LOGINS - 1; attempt++) expect((await postLogin(harness.app, user.email, 'Wrong@2026')).statusCode).toBe(401);
    const fifth = await postLogin(harness.app, user.email, 'Wrong@2026');
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json<ErrorEnvelope>().message).toBe('This account is locked after too many failed sign-in attempts. Try again in 15 minutes.');
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // even the right password is refused while locked, in both languages
    const locked = await postLogin(harness.app, user.email, user.password, { language: 'ar' });
    expect(locked.statusCode).toBe(423);
    expect(locked.json<ErrorEnvelope>().message).toContain('تم قفل هذا الحساب');

    // the lock ends at locked_until
    await harness.database.db.update(users).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(users.id, user.id));
    expect((await postLogin(harness.app, user.email, user.password)).statusCode).toBe(200);
  });

  it('limits sign-in calls per IP address: one over the limit in a minute gets 429 in the envelope', async () => {
    const remoteAddress = nextRemoteAddress();
    for (let call = 0; call < PER_IP_PER_MINUTE.max; call++) {
      const response = await postLogin(harness.app, `someone${call}@demo.hissa.sa`, 'Wrong@2026', { remoteAddress });
      expect(response.statusCode).toBe(401);
    }
    const limited = await postLogin(harness.app, 'buyer@demo.hissa.sa', DEMO_PASSWORD, { remoteAddress, language: 'ar' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorEnvelope>()).toEqual({ error: true, message: 'طلبات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.', errors: [] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits sign-in calls per account, whatever the address', async () => {
    const email = 'target.of.stuffing@demo.hissa.sa';
    for (let call = 0; call < LOGIN_PER_ACCOUNT.max; call++) expect((await postLogin(harness.app, email, 'Wrong@2026')).statusCode).toBe(401);
    const limited = await postLogin(harness.app, email.toUpperCase(), 'Wrong@2026');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorEnvelope>().message).toBe('Too many requests. Please wait a moment and try again.');
  });
});
