import { eq } from 'drizzle-orm';
import { REQUEST_KEYS } from '@hissa/contracts/requests';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { requests } from '../../db/schema/requests.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';

type RequestRow = typeof requests.$inferSelect;

/** Who is asking: the user, and the company a company user acts for (null otherwise). */
export type RequestViewer = { userId: number; companyId: number | null; isAdmin: boolean };

/** The viewer of a signed-in user (reads the company a company user acts for). */
export async function loadViewer(db: Db, user: AuthUser): Promise<RequestViewer> {
  let companyId: number | null = null;
  if (user.userType === USER_TYPES.company) {
    const [row] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, user.id));
    companyId = row?.companyId ?? null;
  }
  return { userId: user.id, companyId, isAdmin: user.userType === USER_TYPES.admin };
}

/** True when the viewer sent `request`. */
export function isSender(viewer: RequestViewer, request: Pick<RequestRow, 'senderUserId'>): boolean {
  return request.senderUserId !== null && request.senderUserId === viewer.userId;
}

/**
 * True when `request` was sent to the viewer: to them as a person, or to the company they act
 * for. Visitors' requests are the admin's to follow up, so no company user receives them.
 */
export function isRecipient(
  viewer: RequestViewer,
  request: Pick<RequestRow, 'senderUserId' | 'recipientUserId' | 'recipientCompanyId'>,
): boolean {
  if (request.senderUserId === null) return false;
  if (request.recipientUserId !== null) return request.recipientUserId === viewer.userId;
  return viewer.companyId !== null && request.recipientCompanyId === viewer.companyId;
}

/** True once the request's last day has passed (an expired request is no longer answered or changed). */
export function isExpired(request: Pick<RequestRow, 'expiresAt'>, now = new Date()): boolean {
  return request.expiresAt !== null && request.expiresAt.getTime() <= now.getTime();
}

/**
 * Locks request `requestId` (SELECT ... FOR UPDATE) for a write by one of its parties.
 * Errors: 404 `notFoundKey` (requests.notFound) when it does not exist or the viewer is neither party (a
 * third party learns nothing of it).
 */
export async function lockRequestOfParty(
  tx: Db,
  viewer: RequestViewer,
  requestId: number,
  notFoundKey: string = REQUEST_KEYS.notFound,
): Promise<RequestRow> {
  const [row] = await tx.select().from(requests).where(eq(requests.id, requestId)).for('update');
  if (!row || (!isSender(viewer, row) && !isRecipient(viewer, row))) throw new AppError(404, notFoundKey);
  return row;
}
