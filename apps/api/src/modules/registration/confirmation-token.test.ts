import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { EMAIL_CONFIRMATION_LIFETIME_MS } from '@hissa/contracts/auth';
import { oneTimeTokens, users } from '../../db/schema/users.ts';
import { createTestUser, nextRemoteAddress } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendEmailConfirmation } from '../auth/email-confirmation.ts';
import type { Mailer } from '../mail/mailer.ts';
import { maskEmail } from './confirmation-token.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

/** Mails a confirmation link to a new user through a mailer that keeps the link; returns the user and the link's token. */
async function userWithConfirmationLink(): Promise<{ id: number; email: string; token: string }> {
  const user = await createTestUser(harness.database.db, { firstName: 'Reem' });
  let link = '';
  const mailer: Mailer = {
    send: async (mail) => {
      link = mail.params.link ?? '';
    },
    close: () => {},
  };
  await sendEmailConfirmation(
    { db: harness.database.db, mailer, appUrl: harness.config.appUrl },
    { id: user.id, email: user.email, firstName: 'Reem', firstNameAr: null },
  );
  const token = /\/confirm-email\/([A-Za-z0-9_-]{43})$/.exec(link)?.[1];
  if (!token) throw new Error(`no confirmation link in: ${link}`);
  return { id: user.id, email: user.email, token };
}

function checkToken(token: string | undefined, language = 'en') {
  const url =
    token === undefined
      ? '/public-api/register/verify-token'
      : `/public-api/register/verify-token?token=${encodeURIComponent(token)}`;
  return harness.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-language': language },
    remoteAddress: nextRemoteAddress(),
  });
}

describe('GET /public-api/register/verify-token', () => {
  it('answers a usable link with its masked e-mail and expiry, in both languages, without using it up', async () => {
    const user = await userWithConfirmationLink();
    const before = Date.now();

    const english = await checkToken(user.token);
    expect(english.statusCode).toBe(200);
    const answer = english.json<{ message: string; data: { valid: boolean; email: string; expiresAt: string } }>();
    expect(answer.message).toBe('This confirmation link is valid.');
    expect(answer.data.valid).toBe(true);
    expect(answer.data.email).toBe('u***@test.hissa.sa');
    expect(answer.data.email).not.toContain(user.email.split('@')[0]);
    const expiresAt = Date.parse(answer.data.expiresAt);
    expect(expiresAt).toBeGreaterThan(before + EMAIL_CONFIRMATION_LIFETIME_MS - 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + EMAIL_CONFIRMATION_LIFETIME_MS);

    const arabic = await checkToken(user.token, 'ar');
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json<{ message: string }>().message).toBe('رابط التأكيد صالح.');

    // Checking did not use the link: it still confirms the e-mail, once.
    const confirmed = await harness.app.inject({
      method: 'POST',
      url: '/auth-api/verify-email',
      payload: { verifyToken: user.token },
    });
    expect(confirmed.statusCode).toBe(200);
    const [row] = await harness.database.db
      .select({ isEmailVerified: users.isEmailVerified })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.isEmailVerified).toBe(true);
  });

  it('answers 404 in the envelope for an unknown link and for one replaced by a newer link', async () => {
    const english = await checkToken('x'.repeat(43));
    expect(english.statusCode).toBe(404);
    expect(english.json<ErrorEnvelope>()).toEqual({
      error: true,
      message: 'We could not find this confirmation link. Please use the latest link we sent you.',
      errors: [],
    });
    const arabic = await checkToken('x'.repeat(43), 'ar');
    expect(arabic.statusCode).toBe(404);
    expect(arabic.json<ErrorEnvelope>().message).toBe(
      'لم نعثر على رابط التأكيد هذا. يرجى استخدام أحدث رابط أرسلناه إليك.',
    );

    const user = await userWithConfirmationLink();
    const mailer: Mailer = { send: async () => {}, close: () => {} };
    await sendEmailConfirmation(
      { db: harness.database.db, mailer, appUrl: harness.config.appUrl },
      { id: user.id, email: user.email, firstName: 'Reem', firstNameAr: null },
    );
    expect((await checkToken(user.token)).statusCode).toBe(404);
  });

  it('answers 400 in the envelope for a used link and for an expired one', async () => {
    const used = await userWithConfirmationLink();
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: '/auth-api/verify-email',
          payload: { verifyToken: used.token },
        })
      ).statusCode,
    ).toBe(200);
    const usedEnglish = await checkToken(used.token);
    expect(usedEnglish.statusCode).toBe(400);
    expect(usedEnglish.json<ErrorEnvelope>()).toEqual({
      error: true,
      message: 'This confirmation link has already been used.',
      errors: [],
    });
    expect((await checkToken(used.token, 'ar')).json<ErrorEnvelope>().message).toBe('سبق استخدام رابط التأكيد هذا.');

    const expired = await userWithConfirmationLink();
    await harness.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, expired.id));
    const expiredEnglish = await checkToken(expired.token);
    expect(expiredEnglish.statusCode).toBe(400);
    expect(expiredEnglish.json<ErrorEnvelope>().message).toBe(
      'This confirmation link has expired. Please ask for a new one.',
    );
    const expiredArabic = await checkToken(expired.token, 'ar');
    expect(expiredArabic.statusCode).toBe(400);
    expect(expiredArabic.json<ErrorEnvelope>().message).toBe('انتهت صلاحية رابط التأكيد هذا. يرجى طلب رابط جديد.');
    // An expired link cannot confirm either.
    expect(
      (
        await harness.app.inject({
          method: 'POST',
          url: '/auth-api/verify-email',
          payload: { verifyToken: expired.token },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 400 with the field error when the token is missing, in both languages', async () => {
    const english = await checkToken(undefined);
    expect(english.statusCode).toBe(400);
    expect(english.json<ErrorEnvelope>().errors).toEqual([
      { field: 'querystring.token', message: 'The link token is required' },
    ]);
    const arabic = await checkToken('', 'ar');
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json<ErrorEnvelope>().errors).toEqual([{ field: 'querystring.token', message: 'رمز الرابط مطلوب' }]);
  });

  it('answers 404 for the token of another purpose (a password reset link)', async () => {
    const user = await userWithConfirmationLink();
    await harness.database.db
      .update(oneTimeTokens)
      .set({ purpose: 'password_reset' })
      .where(eq(oneTimeTokens.userId, user.id));
    expect((await checkToken(user.token)).statusCode).toBe(404);
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('yousef@hissa.sa')).toBe('y***@hissa.sa');
    expect(maskEmail('a@b.sa')).toBe('a***@b.sa');
    expect(maskEmail('not-an-email')).toBe('***');
  });
});
