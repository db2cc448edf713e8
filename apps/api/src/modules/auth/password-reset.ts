import { eq, sql } from 'drizzle-orm';
import { AUTH_KEYS, RESET_LINK_LIFETIME_MS, type UpdatePasswordRequest } from '@hissa/contracts/auth';
import { users } from '../../db/schema/users.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { AppError } from '../../plugins/errors.ts';
import type { AuthContext } from './auth-context.ts';
import { consumeOneTimeToken, isOneTimeTokenUsable, issueOneTimeToken } from './one-time-tokens.ts';

/**
 * The reset request (ForgotPasswordEndpoint): when `email` has an account, issues a
 * single-use reset token valid RESET_LINK_LIFETIME_MS ms and mails the link
 * APP_URL/auth/reset-password/{token}. Answers the same whether or not the account exists; the
 * mail is sent after the answer so its duration does not tell either.
 */
export async function requestPasswordReset(context: AuthContext, email: string): Promise<void> {
  const { db, mailer, log } = context;
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, firstNameAr: users.firstNameAr })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!user) return;
  const token = await db.transaction((tx) => issueOneTimeToken(tx, user.id, 'password_reset', RESET_LINK_LIFETIME_MS));
  const params = {
    name: user.firstName,
    nameAr: user.firstNameAr,
    link: `${context.appUrl}/auth/reset-password/${token}`,
    minutes: RESET_LINK_LIFETIME_MS / 60_000,
  };
  void mailer.send({ to: user.email, template: 'passwordReset', params }).catch((error: unknown) => {
    log.error({ err: error, userId: user.id }, 'password reset mail not sent');
  });
}

/**
 * The reset link check (VerifyResetTokenEndpoint: the reset page checks its link on entry).
 * Errors: 400 auth.resetLinkInvalid when unknown, used or expired.
 */
export async function verifyResetToken(context: Pick<AuthContext, 'db'>, token: string): Promise<void> {
  if (!(await isOneTimeTokenUsable(context.db, token, 'password_reset')))
    throw new AppError(400, AUTH_KEYS.resetLinkInvalid);
}

/**
 * The new password of a reset link (UpdatePasswordEndpoint; rules checked by the schema): in one
 * transaction, uses up the token, sets the new password and ends every session (token
 * version + 1); then forgets the account's failed sign-ins (the new password is not the one
 * being guessed). The reset proves the mailbox, so the e-mail counts as confirmed and the
 * first-login password change is done. Errors: 400 auth.resetLinkInvalid.
 */
export async function updatePasswordWithToken(
  context: Pick<AuthContext, 'db' | 'signInLimits'>,
  request: UpdatePasswordRequest,
): Promise<void> {
  const passwordHash = await hashPassword(request.newPassword);
  const email = await context.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, request.token, 'password_reset');
    if (userId === null) throw new AppError(400, AUTH_KEYS.resetLinkInvalid);
    const [row] = await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        isFirstTimeLogin: false,
        isEmailVerified: true,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return row?.email;
  });
  if (email) context.signInLimits.forget(email);
}
