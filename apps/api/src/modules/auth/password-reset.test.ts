import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { oneTimeTokens, users } from '../../db/schema/users.ts';
import {
  bearer,
  createTestUser,
  delaySignIns,
  loginToken,
  nextRemoteAddress,
  postLogin,
} from '../../test/auth-helpers.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createMailer } from '../mail/mailer.ts';
import { sendEmailConfirmation } from './email-confirmation.ts';

let smtp: SmtpCatcher;
let harness: TestApp;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  harness = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

const NEW_PASSWORD = 'Fresh!Start9';

function requestReset(email: string, language = 'en') {
  return harness.app.inject({
    method: 'POST',
    url: '/auth-api/forget-password-request',
    headers: { 'accept-language': language },
    remoteAddress: nextRemoteAddress(),
    payload: { email },
  });
}

function verifyToken(token: string) {
  return harness.app.inject({
    method: 'GET',
    url: `/auth-api/reset-password-verification?token=${encodeURIComponent(token)}`,
  });
}

function updatePassword(token: string, password = NEW_PASSWORD, language = 'en') {
  return harness.app.inject({
    method: 'POST',
    url: '/auth-api/update-password-request',
    headers: { 'accept-language': language },
    payload: { newPassword: password, confirmNewPassword: password, token },
  });
}

function me(idToken: string) {
  return harness.app.inject({ method: 'GET', url: '/common-api/me', headers: bearer(idToken) });
}

/** Requests a reset for `email` and returns the token of the link the mail carries. */
async function resetTokenFromMail(email: string): Promise<string> {
  expect((await requestReset(email)).statusCode).toBe(200);
  const mail = await smtp.nextMailTo(email);
  const token = /\/auth\/reset-password\/([A-Za-z0-9_-]{43})\b/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.text}`);
  return token;
}

describe('password reset by e-mail (forget-password-request -> mail -> verification -> update-password-request)', () => {
  it('mails a bilingual single-use link; the new password works, the old one and old sessions do not', async () => {
    const user = await createTestUser(harness.database.db, { firstName: 'Maha' });
    const oldSession = await loginToken(harness.app, user.email, user.password);
    expect((await me(oldSession)).statusCode).toBe(200);

    const answer = await requestReset(user.email.toUpperCase());
    expect(answer.json()).toEqual({
      message:
        'If an account exists for this email, we have sent a link to reset its password. Please check your email.',
    });
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.subject).toBe('Reset your Hissa password | إعادة تعيين كلمة المرور في حصة');
    expect(mail.text).toContain('Hello Maha,');
    expect(mail.text).toContain('مرحبًا Maha،');
    expect(mail.text).toContain('expires in 60 minutes');
    expect(mail.html).toContain('dir="rtl"');
    const link = /http:\/\/hissa\.test\/auth\/reset-password\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '');
    const token = link?.[1] ?? '';
    expect(mail.html).toContain(`href="http://hissa.test/auth/reset-password/${token}"`);

    // only the token's hash is stored
    const stored = await harness.database.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.tokenHash).not.toContain(token);

    expect((await verifyToken(token)).json()).toEqual({ message: 'The reset link is valid.' });
    const updated = await updatePassword(token);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      message: 'Your password has been changed. Please log in with your new password.',
    });

    expect((await postLogin(harness.app, user.email, user.password)).statusCode).toBe(401);
    expect((await postLogin(harness.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const ended = await me(oldSession);
    expect(ended.statusCode).toBe(401);
    expect(ended.json<ErrorEnvelope>().message).toBe('Your session has ended. Please sign in again.');

    // single use
    const again = await updatePassword(token, 'Another!Pass1', 'ar');
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorEnvelope>().message).toBe(
      'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية. يرجى طلب رابط جديد.',
    );
    expect((await verifyToken(token)).statusCode).toBe(400);
  });

  it('answers 200 for an unknown e-mail and sends nothing', async () => {
    const response = await requestReset('nobody.here@demo.hissa.sa', 'ar');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        'إذا كان هناك حساب مسجل بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور. يرجى التحقق من بريدك الإلكتروني.',
    });
    await expect(smtp.nextMailTo('nobody.here@demo.hissa.sa', 300)).rejects.toThrow(/no mail/);
  });

  it('refuses an expired link, an unknown one, and an older link once a newer one is sent', async () => {
    const user = await createTestUser(harness.database.db);
    const first = await resetTokenFromMail(user.email);
    const second = await resetTokenFromMail(user.email);
    expect((await verifyToken(first)).statusCode).toBe(400);
    expect((await verifyToken(second)).statusCode).toBe(200);

    await harness.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const expired = await verifyToken(second);
    expect(expired.statusCode).toBe(400);
    expect(expired.json<ErrorEnvelope>().message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    expect((await updatePassword(second)).statusCode).toBe(400);
    expect((await postLogin(harness.app, user.email, user.password)).statusCode).toBe(200);

    expect((await verifyToken('x'.repeat(43))).statusCode).toBe(400);
    const missing = await harness.app.inject({ method: 'GET', url: '/auth-api/reset-password-verification' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorEnvelope>().errors).toEqual([
      { field: 'querystring.token', message: 'The link token is required' },
    ]);
  });

  it('forgets failed sign-ins and ends the first-login state', async () => {
    const user = await createTestUser(harness.database.db, { isFirstTimeLogin: true });
    await delaySignIns(harness.app, user.email);
    expect((await postLogin(harness.app, user.email, user.password)).statusCode).toBe(429);
    expect((await updatePassword(await resetTokenFromMail(user.email))).statusCode).toBe(200);
    const signedIn = await loginToken(harness.app, user.email, NEW_PASSWORD);
    expect((await me(signedIn)).json()).toMatchObject({ isFirstTimeLogin: false, isEmailVerified: true });
  });

  it('limits reset mails per account to 3 in 15 minutes', async () => {
    const user = await createTestUser(harness.database.db);
    for (let call = 0; call < 3; call++) expect((await requestReset(user.email)).statusCode).toBe(200);
    const limited = await requestReset(user.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ErrorEnvelope>().error).toBe(true);
  });
});

describe('POST /auth-api/verify-email', () => {
  it('confirms the e-mail once with the mailed token', async () => {
    const user = await createTestUser(harness.database.db, { firstName: 'Yousef' });
    const mailer = createMailer({
      smtpUrl: smtp.url,
      outboxDir: '',
      from: harness.config.mailFrom,
      log: harness.app.log,
    });
    await sendEmailConfirmation(
      { db: harness.database.db, mailer, appUrl: harness.config.appUrl },
      { id: user.id, email: user.email, firstName: 'Yousef', firstNameAr: null },
    );
    mailer.close();
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.subject).toBe('Confirm your email for Hissa | تأكيد بريدك الإلكتروني في حصة');
    const verifyToken = /http:\/\/hissa\.test\/confirm-email\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? '';

    const confirm = (language: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/auth-api/verify-email',
        headers: { 'accept-language': language },
        payload: { verifyToken },
      });
    const confirmed = await confirm('en');
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'You have successfully confirmed your email' });
    const [row] = await harness.database.db
      .select({ isEmailVerified: users.isEmailVerified })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.isEmailVerified).toBe(true);

    const reused = await confirm('ar');
    expect(reused.statusCode).toBe(400);
    expect(reused.json<ErrorEnvelope>().message).toBe('رابط التأكيد غير صالح أو منتهي الصلاحية.');
  });
});
