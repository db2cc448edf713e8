import { FINTECH_CLAIM_KEYS as K, FINTECH_CLAIM_LINK_LIFETIME_MS } from '@hissa/contracts/fintech/fintech-claims';
import { signToken, verifySignedToken } from '../../lib/signed-token.ts';
import { AppError } from '../../plugins/errors.ts';

/*
 * The claim's confirmation link (decision 041): a token of its own purpose, signed with the server
 * secret (lib/signed-token.ts), naming the claim, when its link was mailed (ms) and when it expires
 * (s). Nothing secret is stored; single use comes from the claim itself (the link works only while
 * the claim awaits the e-mail and only for the newest mailing), so no other link of the user is
 * touched.
 */

const PURPOSE = 'fintech-claim';

/** The token of claim `claimId` mailed at `sentAt`, working until sentAt + FINTECH_CLAIM_LINK_LIFETIME_MS. */
export function claimLinkToken(secret: string, claimId: number, sentAt: Date): string {
  const expiresAt = Math.floor((sentAt.getTime() + FINTECH_CLAIM_LINK_LIFETIME_MS) / 1000);
  return signToken(secret, PURPOSE, [String(claimId), String(sentAt.getTime()), String(expiresAt)]);
}

/**
 * The claim and mailing time a token names. Errors: 400 fintech.linkInvalid when it is forged,
 * altered or of another purpose; 410 fintech.linkExpired when its time is over.
 */
export function readClaimLink(secret: string, token: string, now = new Date()): { claimId: number; sentAt: Date } {
  const [claimId, sentAtMs, expiresAt] = (verifySignedToken(secret, PURPOSE, token) ?? []).map(Number);
  if (!claimId || !sentAtMs || !expiresAt) throw new AppError(400, K.linkInvalid);
  if (expiresAt * 1000 <= now.getTime()) throw new AppError(410, K.linkExpired);
  return { claimId, sentAt: new Date(sentAtMs) };
}
