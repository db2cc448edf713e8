import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OneTimeTokenPurpose, oneTimeTokens } from '../../db/schema/users.ts';

/** SHA-256 (hex) of a token: what the table stores instead of the token. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function usable(token: string, purpose: OneTimeTokenPurpose) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, new Date()),
  );
}

/**
 * Creates a single-use token (32 random bytes, base64url: 43 characters) valid for
 * `lifetimeMs` ms and drops the user's earlier unused ones of the same purpose, so only the
 * newest link works. Call inside a transaction.
 */
export async function issueOneTimeToken(
  tx: Db,
  userId: number,
  purpose: OneTimeTokenPurpose,
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx
    .delete(oneTimeTokens)
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)));
  await tx
    .insert(oneTimeTokens)
    .values({ userId, purpose, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + lifetimeMs) });
  return token;
}

/** True when `token` is known, unused and unexpired for `purpose`. */
export async function isOneTimeTokenUsable(db: Db, token: string, purpose: OneTimeTokenPurpose): Promise<boolean> {
  const rows = await db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(usable(token, purpose));
  return rows.length > 0;
}

/**
 * The stored state of `token` for `purpose`, without using it: its user, expiry and when it was
 * used (null while unused); null when no such token exists (never issued, or dropped because a
 * newer one of the same purpose was issued).
 */
export async function findOneTimeToken(
  db: Db,
  token: string,
  purpose: OneTimeTokenPurpose,
): Promise<{ userId: number; expiresAt: Date; usedAt: Date | null } | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, expiresAt: oneTimeTokens.expiresAt, usedAt: oneTimeTokens.usedAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)));
  return row ?? null;
}

/**
 * Marks `token` used and returns its user id, or null when it is unknown, used or expired.
 * One conditional UPDATE: two concurrent uses cannot both succeed. Call inside the transaction
 * that applies what the token allows.
 */
export async function consumeOneTimeToken(tx: Db, token: string, purpose: OneTimeTokenPurpose): Promise<number | null> {
  const [row] = await tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(usable(token, purpose))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}
