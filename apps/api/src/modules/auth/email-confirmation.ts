import { eq } from 'drizzle-orm';
import { AUTH_KEYS, EMAIL_CONFIRMATION_LIFETIME_MS } from '@hissa/contracts/auth';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuthContext } from './auth-context.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';

/**
 * Mails `user` a single-use link APP_URL/confirm-email/{token} (decision 002), valid
 * EMAIL_CONFIRMATION_LIFETIME_MS ms. For the registration journeys. Errors: rejects when
 * the mail cannot be sent.
 */
export async function sendEmailConfirmation(
  context: Pick<AuthContext, 'db' | 'mailer' | 'appUrl'>,
  user: { id: number; email: string; firstName: string; firstNameAr: string | null },
): Promise<void> {
  const token = await context.db.transaction((tx) =>
    issueOneTimeToken(tx, user.id, 'email_confirmation', EMAIL_CONFIRMATION_LIFETIME_MS),
  );
  const params = {
    name: user.firstName,
    nameAr: user.firstNameAr,
    link: `${context.appUrl}/confirm-email/${token}`,
    days: EMAIL_CONFIRMATION_LIFETIME_MS / 86_400_000,
  };
  await context.mailer.send({ to: user.email, template: 'emailConfirmation', params });
}

/**
 * E-mail confirmation (VerifyEmailEndpoint; the spec does not show the path, decision 002):
 * uses up the token and marks the e-mail confirmed, in one transaction.
 * Errors: 400 auth.confirmationLinkInvalid when unknown, used or expired.
 */
export async function confirmEmail(context: Pick<AuthContext, 'db'>, verifyToken: string): Promise<void> {
  await context.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, verifyToken, 'email_confirmation');
    if (userId === null) throw new AppError(400, AUTH_KEYS.confirmationLinkInvalid);
    await tx.update(users).set({ isEmailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}
