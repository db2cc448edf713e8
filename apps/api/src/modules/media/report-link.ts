import { MEDIA_KEYS, REPORT_LINK_TTL_MS } from '@hissa/contracts/media/media';
import { signToken, verifySignedToken } from '../../lib/signed-token.ts';
import { AppError } from '../../plugins/errors.ts';

/*
 * The e-mailed report download link (decision 030): a signed token (lib/signed-token.ts) of the
 * report request, the report and the expiry, so nothing secret is stored.
 */

const PURPOSE = 'report-download';

/** The token of request `requestId` for report `reportId`, working until now + REPORT_LINK_TTL_MS. */
export function reportLinkToken(secret: string, requestId: number, reportId: number, now = new Date()) {
  const expiresAt = Math.floor((now.getTime() + REPORT_LINK_TTL_MS) / 1000);
  return signToken(secret, PURPOSE, [String(requestId), String(reportId), String(expiresAt)]);
}

/**
 * The report and expiry of a download token. Errors: 400 media.downloadLinkInvalid when it is
 * forged or altered; 410 media.downloadLinkExpired when its time is over.
 */
export function readReportLink(secret: string, token: string, now = new Date()): { reportId: number; expiresAt: Date } {
  const [requestId, reportId, expiresAt] = (verifySignedToken(secret, PURPOSE, token) ?? []).map(Number);
  if (!requestId || !reportId || !expiresAt) throw new AppError(400, MEDIA_KEYS.downloadLinkInvalid);
  if (expiresAt * 1000 <= now.getTime()) throw new AppError(410, MEDIA_KEYS.downloadLinkExpired);
  return { reportId, expiresAt: new Date(expiresAt * 1000) };
}
