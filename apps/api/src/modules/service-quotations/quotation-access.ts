import { and, eq, inArray, sql } from 'drizzle-orm';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { QUOTATION_KEYS, type ServiceQuotationStatus } from '@hissa/contracts/services-marketplace/quotations';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { quotationRequests, serviceQuotations } from '../../db/schema/quotations.ts';
import { users } from '../../db/schema/users.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';

/*
 * Who may do what with quotation requests and service quotations (decision 018): the buyer
 * who sent a request, the provider users acting for a quotation's provider, and the admin.
 */

/** The provider a provider user (type 9) acts for. Errors: 403 quotations.notProviderUser when none. */
export async function actingProviderId(db: Db, user: AuthUser): Promise<number> {
  const [row] = await db
    .select({ providerId: users.serviceProviderId })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.userType, USER_TYPES.serviceProvider)));
  if (!row?.providerId) throw new AppError(403, QUOTATION_KEYS.notProviderUser);
  return row.providerId;
}

/**
 * The active provider a provider user (type 9) proposes for (decision 018, proposals).
 * Errors: 404 errors.providerNotLinked when the user acts for no provider; 404
 * quotations.providerNotFound when that provider is no longer active.
 */
export async function proposingProviderId(db: Db, user: AuthUser): Promise<number> {
  const [row] = await db
    .select({ providerId: users.serviceProviderId, isActive: serviceProviders.isActive })
    .from(users)
    .leftJoin(serviceProviders, eq(serviceProviders.id, users.serviceProviderId))
    .where(and(eq(users.id, user.id), eq(users.userType, USER_TYPES.serviceProvider)));
  if (!row?.providerId) throw new AppError(404, ERROR_KEYS.providerNotLinked);
  if (!row.isActive) throw new AppError(404, QUOTATION_KEYS.providerNotFound);
  return row.providerId;
}

/** The status clients see: a pending quotation at or past its request's deadline reads as expired. */
export function visibleStatus(
  stored: (typeof serviceQuotations.$inferSelect)['status'],
  deadlineAt: Date,
  now = new Date(),
): ServiceQuotationStatus {
  return stored === 'pending' && deadlineAt.getTime() <= now.getTime() ? 'expired' : stored;
}

/** SQL of visibleStatus over service_quotations joined with quotation_requests. */
export const visibleStatusSql = sql<ServiceQuotationStatus>`case when ${serviceQuotations.status} = 'pending' and ${quotationRequests.deadlineAt} <= now() then 'expired' else ${serviceQuotations.status} end`;

type LockedQuotation = {
  quotation: typeof serviceQuotations.$inferSelect;
  request: typeof quotationRequests.$inferSelect;
};

/**
 * Locks service quotation `quotationId` with its request, for a write by one of its parties:
 * `party` is the buyer's user id or the acting provider's id. Locks are always taken in the same
 * order, the request row first then the quotation (SELECT ... FOR UPDATE), so writes on one
 * request serialise and never deadlock.
 * Errors: 404 quotations.quotationNotFound when absent or not the viewer's (a third party learns nothing).
 */
export async function lockQuotation(
  tx: Db,
  quotationId: number,
  party: { buyerUserId: number } | { providerId: number },
): Promise<LockedQuotation> {
  const notFound = new AppError(404, QUOTATION_KEYS.quotationNotFound);
  const [target] = await tx
    .select({ requestId: serviceQuotations.quotationRequestId })
    .from(serviceQuotations)
    .where(eq(serviceQuotations.id, quotationId));
  if (!target) throw notFound;
  const [request] = await tx
    .select()
    .from(quotationRequests)
    .where(eq(quotationRequests.id, target.requestId))
    .for('update');
  const [quotation] = await tx
    .select()
    .from(serviceQuotations)
    .where(eq(serviceQuotations.id, quotationId))
    .for('update');
  if (!request || !quotation) throw notFound;
  const isParty =
    'buyerUserId' in party ? request.buyerUserId === party.buyerUserId : quotation.providerId === party.providerId;
  if (!isParty) throw notFound;
  return { quotation, request };
}

/**
 * Locks the buyer's request `requestId` (SELECT ... FOR UPDATE): every write that looks at the
 * request's quotations together (accept, edit, delete) takes this lock first, so two of them
 * never interleave. Errors: 404 quotations.requestNotFound when absent or another buyer's.
 */
export async function lockBuyerRequest(
  tx: Db,
  requestId: number,
  buyerUserId: number,
): Promise<typeof quotationRequests.$inferSelect> {
  const [row] = await tx.select().from(quotationRequests).where(eq(quotationRequests.id, requestId)).for('update');
  if (!row || row.buyerUserId !== buyerUserId) throw new AppError(404, QUOTATION_KEYS.requestNotFound);
  return row;
}

/** True when a quotation of request `requestId` is accepted or completed (the buyer has chosen). */
export async function hasChosenQuotation(tx: Db, requestId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: serviceQuotations.id })
    .from(serviceQuotations)
    .where(
      and(
        eq(serviceQuotations.quotationRequestId, requestId),
        inArray(serviceQuotations.status, ['accepted', 'completed']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The e-mail addresses and names of the users acting for each of `providerIds`. */
export async function providerUsers(db: Db, providerIds: readonly number[]) {
  if (providerIds.length === 0) return [];
  return db
    .select({
      providerId: users.serviceProviderId,
      email: users.email,
      firstName: users.firstName,
      preferredLanguage: users.preferredLanguage,
    })
    .from(users)
    .where(and(inArray(users.serviceProviderId, [...providerIds]), eq(users.userType, USER_TYPES.serviceProvider)));
}
