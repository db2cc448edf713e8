import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  OTP_LENGTH,
  OTP_LIFETIME_MS,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_AFTER_MS,
  OTP_VERIFIED_VALIDITY_MS,
  type VerifyEmailOtpRequest,
} from '@hissa/contracts/registration/registration-api';
import { REGISTRATION_KEYS } from '@hissa/contracts/registration/registration-rules';
import type { Db } from '../../db/client.ts';
import { emailOtps } from '../../db/schema/registrations.ts';
import { AppError } from '../../plugins/errors.ts';
import type { RegistrationContext } from './registration-context.ts';

/** SHA-256 (hex) of the code bound to its e-mail: what the table keeps. */
function hashCode(email: string, code: string): string {
  return createHash('sha256').update(`${email}:${code}`).digest('hex');
}

/**
 * The consultant's verification code (GenerateEmailOtpEndpoint; decision 003): mails a new
 * 6-digit code for `email`, valid OTP_LIFETIME_MS ms, replacing any earlier one (and its
 * verification). One conditional upsert, so two quick requests cannot both send.
 * Errors: 429 registration.otpResendWait with the seconds left (message and Retry-After)
 * within OTP_RESEND_AFTER_MS ms of the previous code; rejects when the mail cannot be sent
 * (the code is dropped again so the user can retry at once).
 */
export async function sendEmailOtp(
  context: Pick<RegistrationContext, 'db' | 'mailer'>,
  rawEmail: string,
): Promise<void> {
  const email = rawEmail.toLowerCase();
  const now = new Date();
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const values = {
    codeHash: hashCode(email, code),
    expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
    sentAt: now,
    attempts: 0,
    verifiedAt: null,
  };
  const [written] = await context.db
    .insert(emailOtps)
    .values({ email, ...values })
    .onConflictDoUpdate({
      target: emailOtps.email,
      set: values,
      setWhere: lt(emailOtps.sentAt, new Date(now.getTime() - OTP_RESEND_AFTER_MS)),
    })
    .returning({ email: emailOtps.email });
  if (!written) {
    const [row] = await context.db
      .select({ sentAt: emailOtps.sentAt })
      .from(emailOtps)
      .where(eq(emailOtps.email, email));
    const seconds = Math.max(
      1,
      Math.ceil(((row?.sentAt.getTime() ?? now.getTime()) + OTP_RESEND_AFTER_MS - now.getTime()) / 1000),
    );
    throw new AppError(429, REGISTRATION_KEYS.otpResendWait, { seconds }, [], { 'retry-after': String(seconds) });
  }
  try {
    await context.mailer.send({
      to: email,
      template: 'emailOtp',
      params: { name: email, code, minutes: OTP_LIFETIME_MS / 60_000 },
    });
  } catch (error) {
    await context.db.delete(emailOtps).where(eq(emailOtps.email, email));
    throw error;
  }
}

/**
 * The code check (VerifyEmailOtpEndpoint; 'Incorrect OTP' otherwise): marks the e-mail
 * verified when `otp` is its current code. Every try counts (one conditional UPDATE, safe
 * under concurrent guesses); verifying again with the right code is harmless.
 * Errors: 400 registration.otpIncorrect (field body.otp); 400 registration.otpExpired when no
 * code is pending or it expired; 400 registration.otpAttemptsExceeded after OTP_MAX_ATTEMPTS tries.
 */
export async function verifyEmailOtp(
  context: Pick<RegistrationContext, 'db'>,
  request: VerifyEmailOtpRequest,
): Promise<void> {
  const email = request.email.toLowerCase();
  const now = new Date();
  const expected = Buffer.from(hashCode(email, request.otp));
  const matches = (codeHash: string) => timingSafeEqual(Buffer.from(codeHash), expected);
  const [counted] = await context.db
    .update(emailOtps)
    .set({ attempts: sql`${emailOtps.attempts} + 1` })
    .where(
      and(
        eq(emailOtps.email, email),
        gt(emailOtps.expiresAt, now),
        isNull(emailOtps.verifiedAt),
        lt(emailOtps.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning({ codeHash: emailOtps.codeHash });
  if (counted) {
    if (!matches(counted.codeHash))
      throw new AppError(400, REGISTRATION_KEYS.otpIncorrect, {}, [
        { field: 'body.otp', key: REGISTRATION_KEYS.otpIncorrect },
      ]);
    await context.db.update(emailOtps).set({ verifiedAt: now }).where(eq(emailOtps.email, email));
    return;
  }
  const [row] = await context.db.select().from(emailOtps).where(eq(emailOtps.email, email));
  if (row?.verifiedAt && matches(row.codeHash)) return;
  if (!row || row.expiresAt <= now || row.verifiedAt) throw new AppError(400, REGISTRATION_KEYS.otpExpired);
  throw new AppError(400, REGISTRATION_KEYS.otpAttemptsExceeded);
}

/**
 * Uses up the verification of `email` for the consultant submission: true (and the row
 * removed) when it was verified within OTP_VERIFIED_VALIDITY_MS ms. Call inside the
 * submission's transaction.
 */
export async function consumeVerifiedEmail(tx: Db, email: string): Promise<boolean> {
  const rows = await tx
    .delete(emailOtps)
    .where(and(eq(emailOtps.email, email), gt(emailOtps.verifiedAt, new Date(Date.now() - OTP_VERIFIED_VALIDITY_MS))))
    .returning({ email: emailOtps.email });
  return rows.length > 0;
}
