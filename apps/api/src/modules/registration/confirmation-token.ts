import { eq } from 'drizzle-orm';
import type { ConfirmationTokenCheck } from '@hissa/contracts/registration/registration-api';
import { REGISTRATION_KEYS } from '@hissa/contracts/registration/registration-rules';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import { findOneTimeToken } from '../auth/one-time-tokens.ts';
import type { RegistrationContext } from './registration-context.ts';

/**
 * An e-mail address with its local part hidden but for the first character:
 * 'yousef@hissa.sa' -> 'y***@hissa.sa'. The domain stays, so its owner recognises it.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}

/**
 * Checks an e-mail confirmation link's token without using it (VerifyConfirmationTokenEndpoint;
 * decision 003): the confirmation page can tell a usable link, and whose address it confirms,
 * before the one call that uses it up. Errors: 404 registration.confirmationLinkUnknown when no
 * such token exists (never issued, or replaced by a newer link); 400
 * registration.confirmationLinkUsed once used, registration.confirmationLinkExpired once expired.
 */
export async function checkConfirmationToken(
  context: Pick<RegistrationContext, 'db'>,
  token: string,
): Promise<ConfirmationTokenCheck> {
  const found = await findOneTimeToken(context.db, token, 'email_confirmation');
  if (!found) throw new AppError(404, REGISTRATION_KEYS.confirmationLinkUnknown);
  if (found.usedAt) throw new AppError(400, REGISTRATION_KEYS.confirmationLinkUsed);
  if (found.expiresAt <= new Date()) throw new AppError(400, REGISTRATION_KEYS.confirmationLinkExpired);
  const [user] = await context.db.select({ email: users.email }).from(users).where(eq(users.id, found.userId));
  if (!user) throw new AppError(404, REGISTRATION_KEYS.confirmationLinkUnknown);
  return { valid: true, email: maskEmail(user.email), expiresAt: found.expiresAt.toISOString() };
}
