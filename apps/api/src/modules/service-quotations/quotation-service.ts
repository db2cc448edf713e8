import { and, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  QUOTATION_KEYS,
  QUOTATION_MAX_ATTACHMENTS,
  PROPOSAL_REQUEST_OPEN_DAYS,
  quotationVatHalalas,
  type AcceptQuotation,
  type ConnectProvider,
  type CreateQuotationRequest,
  type QuotationRequestDetails,
  type RespondQuotation,
  type ReviewQuotation,
} from '@hissa/contracts/services-marketplace/quotations';
import { REQUIREMENT_KEYS } from '@hissa/contracts/services-marketplace/requirements';
import { gteExpiryInstant, riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { sarToHalalas } from '@hissa/contracts/money';
import type { Language } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { storedFiles } from '../../db/schema/files.ts';
import {
  providerConnectionRequests,
  providerReviews,
  quotationRequests,
  serviceQuotations,
  serviceRequirements,
} from '../../db/schema/quotations.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { recordStoredFiles } from '../files/stored-files.ts';
import { hasChosenQuotation, lockBuyerRequest, lockQuotation, providerUsers } from './quotation-access.ts';

/*
 * The writes of quotation requests and service quotations (decision 018). Each runs in one
 * transaction, takes the row locks it needs first and checks the state under them, so a refused
 * call changes nothing and two concurrent calls never apply the same change twice.
 */

/** 400 quotations.tooManyAttachments over QUOTATION_MAX_ATTACHMENTS files. */
function checkAttachmentCount(files: readonly ReceivedFile[], max = QUOTATION_MAX_ATTACHMENTS): void {
  if (files.length > max)
    throw new AppError(400, ERROR_KEYS.validation, {}, [
      { field: 'body.attachments', key: QUOTATION_KEYS.tooManyAttachments, params: { max } },
    ]);
}

/** The columns a request's details set: deadline instant (end of the day in Riyadh) and search text. */
function detailColumns(details: QuotationRequestDetails) {
  return {
    title: details.title,
    description: details.description,
    submissionDeadline: details.submissionDeadline,
    deadlineAt: gteExpiryInstant(details.submissionDeadline),
    searchText: normalizeSearchText(`${details.title} ${details.description}`),
  };
}

/** What a new request produced: its id, and which providers have users (mail) or went to the admin queue. */
export type CreatedRequest = { requestId: number; registeredProviderIds: number[]; queuedProviderIds: number[] };

/**
 * A buyer sends a quotation request to active providers (CreateQuotationRequestEndpoint): one
 * pending service quotation per provider, the files, and for each provider no user acts for a
 * connection request in the admin's queue (one open per buyer and provider).
 * Errors: 400 too many files; 404 quotations.providerNotFound / requirementNotFound.
 */
export async function createQuotationRequest(
  db: Db,
  buyerUserId: number,
  fields: CreateQuotationRequest,
  files: readonly ReceivedFile[],
): Promise<CreatedRequest> {
  checkAttachmentCount(files);
  const providerIds = [...new Set(fields.providerIds)];
  const found = await db
    .select({ id: serviceProviders.id })
    .from(serviceProviders)
    .where(and(inArray(serviceProviders.id, providerIds), eq(serviceProviders.isActive, true)));
  if (found.length !== providerIds.length)
    throw new AppError(404, QUOTATION_KEYS.providerNotFound, {}, [
      { field: 'body.providerIds', key: QUOTATION_KEYS.providerNotFound },
    ]);
  if (fields.requirementId !== undefined) {
    const [requirement] = await db
      .select({ buyer: serviceRequirements.buyerUserId })
      .from(serviceRequirements)
      .where(eq(serviceRequirements.id, fields.requirementId));
    if (requirement?.buyer !== buyerUserId)
      throw new AppError(404, QUOTATION_KEYS.requirementNotFound, {}, [
        { field: 'body.requirementId', key: QUOTATION_KEYS.requirementNotFound },
      ]);
  }
  const withUsers = new Set((await providerUsers(db, providerIds)).map((user) => user.providerId));
  const registeredProviderIds = providerIds.filter((id) => withUsers.has(id));
  const queuedProviderIds = providerIds.filter((id) => !withUsers.has(id));
  const requestId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(quotationRequests)
      .values({ ...detailColumns(fields), buyerUserId, requirementId: fields.requirementId ?? null })
      .returning({ id: quotationRequests.id });
    if (!row) throw new Error('quotation request not inserted');
    await tx
      .insert(serviceQuotations)
      .values(providerIds.map((providerId) => ({ quotationRequestId: row.id, providerId })));
    await recordStoredFiles(tx, { ownerType: 'quotation_request', ownerId: row.id }, files);
    if (queuedProviderIds.length > 0)
      await tx
        .insert(providerConnectionRequests)
        .values(
          queuedProviderIds.map((providerId) => ({
            providerId,
            buyerUserId,
            message: `${fields.title}\n\n${fields.description}`,
          })),
        )
        .onConflictDoNothing();
    return row.id;
  });
  return { requestId, registeredProviderIds, queuedProviderIds };
}

/**
 * The buyer changes title, description and deadline (UpdateQuotationRequestEndpoint) while no
 * quotation is accepted or completed. Errors: 404; 409 quotations.requestLocked.
 */
export async function updateQuotationRequest(
  db: Db,
  buyerUserId: number,
  requestId: number,
  details: QuotationRequestDetails,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyerRequest(tx, requestId, buyerUserId);
    if (await hasChosenQuotation(tx, requestId)) throw new AppError(409, QUOTATION_KEYS.requestLocked);
    await tx
      .update(quotationRequests)
      .set({ ...detailColumns(details), updatedAt: new Date() })
      .where(eq(quotationRequests.id, requestId));
  });
}

/**
 * The buyer deletes a request with its quotations and files (DeleteQuotationRequestEndpoint)
 * while none is accepted or completed; returns the file ids to remove from the store.
 * Errors: 404; 409 quotations.requestLocked.
 */
export async function deleteQuotationRequest(db: Db, buyerUserId: number, requestId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockBuyerRequest(tx, requestId, buyerUserId);
    if (await hasChosenQuotation(tx, requestId)) throw new AppError(409, QUOTATION_KEYS.requestLocked);
    const quotationIds = (
      await tx
        .select({ id: serviceQuotations.id })
        .from(serviceQuotations)
        .where(eq(serviceQuotations.quotationRequestId, requestId))
    ).map((row) => row.id);
    const files = await tx
      .delete(storedFiles)
      .where(
        or(
          and(eq(storedFiles.ownerType, 'quotation_request'), eq(storedFiles.ownerId, requestId)),
          quotationIds.length > 0
            ? and(eq(storedFiles.ownerType, 'service_quotation'), inArray(storedFiles.ownerId, quotationIds))
            : undefined,
        ),
      )
      .returning({ id: storedFiles.id });
    await tx.delete(quotationRequests).where(eq(quotationRequests.id, requestId));
    return files.map((file) => file.id);
  });
}

/** Removes the stored_files rows of a quotation's response; returns their ids (for the store). */
async function deleteResponseFiles(tx: Db, quotationId: number): Promise<string[]> {
  const rows = await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.ownerType, 'service_quotation'), eq(storedFiles.ownerId, quotationId)))
    .returning({ id: storedFiles.id });
  return rows.map((row) => row.id);
}

/**
 * The provider answers or changes its answer (RespondQuotationEndpoint): price in SAR stored in
 * halalas with the 15 % VAT the server computes, delivery days, message; a new file replaces
 * the old one. Allowed while pending or responded and before the deadline.
 * Returns whether it was the first answer and the replaced file ids.
 * Errors: 404; 409 quotations.expired (deadline passed) or notRespondable (accepted, declined, completed).
 */
export async function respondToQuotation(
  db: Db,
  providerId: number,
  respondedBy: number,
  quotationId: number,
  answer: RespondQuotation,
  files: readonly ReceivedFile[],
): Promise<{ isFirst: boolean; removedFileIds: string[] }> {
  checkAttachmentCount(files, 1);
  return db.transaction(async (tx) => {
    const { quotation, request } = await lockQuotation(tx, quotationId, { providerId });
    if (quotation.status !== 'pending' && quotation.status !== 'responded')
      throw new AppError(409, QUOTATION_KEYS.notRespondable);
    if (request.deadlineAt.getTime() <= Date.now()) throw new AppError(409, QUOTATION_KEYS.expired);
    const priceHalalas = Number(sarToHalalas(answer.price));
    const now = new Date();
    const updated = await tx
      .update(serviceQuotations)
      .set({
        status: 'responded',
        priceHalalas,
        vatHalalas: quotationVatHalalas(priceHalalas),
        deliveryDays: answer.deliveryDays,
        responseMessage: answer.message,
        respondedBy,
        respondedAt: now,
        updatedAt: now,
      })
      .where(and(eq(serviceQuotations.id, quotationId), inArray(serviceQuotations.status, ['pending', 'responded'])))
      .returning({ id: serviceQuotations.id });
    if (updated.length === 0) throw new AppError(409, QUOTATION_KEYS.notRespondable);
    const removedFileIds = files.length > 0 ? await deleteResponseFiles(tx, quotationId) : [];
    await recordStoredFiles(tx, { ownerType: 'service_quotation', ownerId: quotationId }, files);
    return { isFirst: quotation.status === 'pending', removedFileIds };
  });
}

/**
 * The provider withdraws its answer (DeleteQuotationResponseEndpoint) while it is not accepted:
 * the quotation is pending again (expired if the deadline has passed). Returns the file ids to
 * remove. Errors: 404; 409 quotations.notEditable.
 */
export async function withdrawResponse(db: Db, providerId: number, quotationId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockQuotation(tx, quotationId, { providerId });
    const updated = await tx
      .update(serviceQuotations)
      .set({
        status: 'pending',
        priceHalalas: null,
        vatHalalas: null,
        deliveryDays: null,
        responseMessage: null,
        respondedBy: null,
        respondedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(serviceQuotations.id, quotationId), eq(serviceQuotations.status, 'responded')))
      .returning({ id: serviceQuotations.id });
    if (updated.length === 0) throw new AppError(409, QUOTATION_KEYS.notEditable);
    return deleteResponseFiles(tx, quotationId);
  });
}

/**
 * The buyer accepts a responded quotation (AcceptQuotationEndpoint) as seen: `seen.respondedAt`
 * must be the response's current respondedAt. Every other quotation of the request still pending
 * or responded is declined in the same transaction. The request row is locked first, so of two
 * concurrent accepts only one succeeds, and a change of answer either lands before (then the
 * accept sees a new respondedAt) or after (then it sees 'accepted'). Returns the request id.
 * Errors: 404; 409 quotations.alreadyAccepted (another is accepted), notAcceptable (not
 * responded) or responseChanged (the provider changed the answer since the buyer saw it).
 */
export async function acceptQuotation(
  db: Db,
  buyerUserId: number,
  quotationId: number,
  seen: AcceptQuotation,
): Promise<{ requestId: number; providerId: number }> {
  return db.transaction(async (tx) => {
    const { quotation, request } = await lockQuotation(tx, quotationId, { buyerUserId });
    if (await hasChosenQuotation(tx, request.id)) throw new AppError(409, QUOTATION_KEYS.alreadyAccepted);
    if (quotation.status !== 'responded') throw new AppError(409, QUOTATION_KEYS.notAcceptable);
    // the answer under the lock must be the one the buyer saw (every change sets a new respondedAt)
    if (quotation.respondedAt?.getTime() !== new Date(seen.respondedAt).getTime())
      throw new AppError(409, QUOTATION_KEYS.responseChanged);
    const now = new Date();
    const accepted = await tx
      .update(serviceQuotations)
      .set({ status: 'accepted', acceptedAt: now, updatedAt: now })
      .where(and(eq(serviceQuotations.id, quotationId), eq(serviceQuotations.status, 'responded')))
      .returning({ id: serviceQuotations.id });
    if (accepted.length === 0) throw new AppError(409, QUOTATION_KEYS.notAcceptable);
    await tx
      .update(serviceQuotations)
      .set({ status: 'declined', declinedAt: now, updatedAt: now })
      .where(
        and(
          eq(serviceQuotations.quotationRequestId, request.id),
          ne(serviceQuotations.id, quotationId),
          inArray(serviceQuotations.status, ['pending', 'responded']),
        ),
      );
    return { requestId: request.id, providerId: quotation.providerId };
  });
}

/**
 * The buyer declines one pending or responded quotation (DeclineQuotationEndpoint); returns the
 * request id. Errors: 404; 409 quotations.notDeclinable.
 */
export async function declineQuotation(db: Db, buyerUserId: number, quotationId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const { request } = await lockQuotation(tx, quotationId, { buyerUserId });
    const now = new Date();
    const declined = await tx
      .update(serviceQuotations)
      .set({ status: 'declined', declinedAt: now, updatedAt: now })
      .where(and(eq(serviceQuotations.id, quotationId), inArray(serviceQuotations.status, ['pending', 'responded'])))
      .returning({ id: serviceQuotations.id });
    if (declined.length === 0) throw new AppError(409, QUOTATION_KEYS.notDeclinable);
    return request.id;
  });
}

/** The provider marks an accepted engagement complete (CompleteQuotationEndpoint). Errors: 404; 409 quotations.notCompletable. */
export async function completeQuotation(db: Db, providerId: number, quotationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockQuotation(tx, quotationId, { providerId });
    const now = new Date();
    const completed = await tx
      .update(serviceQuotations)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(and(eq(serviceQuotations.id, quotationId), eq(serviceQuotations.status, 'accepted')))
      .returning({ id: serviceQuotations.id });
    if (completed.length === 0) throw new AppError(409, QUOTATION_KEYS.notCompletable);
  });
}

/**
 * The buyer reviews a completed engagement (ReviewQuotationEndpoint): one provider_reviews row per
 * quotation (its unique index settles concurrent double submits). Returns the request id.
 * Errors: 404; 409 quotations.notCompleted ('Not yet completed by service provider') or alreadyReviewed.
 */
export async function reviewQuotation(
  db: Db,
  buyerUserId: number,
  quotationId: number,
  review: ReviewQuotation,
  language: Language,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { quotation, request } = await lockQuotation(tx, quotationId, { buyerUserId });
    if (quotation.status !== 'completed') throw new AppError(409, QUOTATION_KEYS.notCompleted);
    const inserted = await tx
      .insert(providerReviews)
      .values({
        serviceQuotationId: quotationId,
        providerId: quotation.providerId,
        reviewerUserId: buyerUserId,
        rating: review.rating,
        comment: review.comment,
        languageCode: language,
      })
      .onConflictDoNothing()
      .returning({ id: providerReviews.id });
    if (inserted.length === 0) throw new AppError(409, QUOTATION_KEYS.alreadyReviewed);
    return request.id;
  });
}

/**
 * The admin marks a queued connection made, with a note (ConnectProviderEndpoint); only the
 * first mark counts. Errors: 404 quotations.connectionNotFound; 409 quotations.alreadyConnected.
 */
export async function markConnected(
  db: Db,
  connectionId: number,
  adminUserId: number,
  body: ConnectProvider,
): Promise<void> {
  const updated = await db
    .update(providerConnectionRequests)
    .set({ connectedAt: new Date(), connectedBy: adminUserId, adminNote: body.note || null })
    .where(and(eq(providerConnectionRequests.id, connectionId), isNull(providerConnectionRequests.connectedAt)))
    .returning({ id: providerConnectionRequests.id });
  if (updated.length > 0) return;
  const [row] = await db
    .select({ id: providerConnectionRequests.id })
    .from(providerConnectionRequests)
    .where(eq(providerConnectionRequests.id, connectionId));
  throw row ? new AppError(409, QUOTATION_KEYS.alreadyConnected) : new AppError(404, QUOTATION_KEYS.connectionNotFound);
}

/** The date `days` after the Riyadh calendar date `date` (YYYY-MM-DD). */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A provider's proposal on an open public requirement (SendProposalEndpoint; decision 018). In one
 * transaction, under a lock of the requirement row (so proposals on one requirement serialise):
 * refuses a private or absent requirement (404), a closed one (409 quotations.requirementClosed)
 * and a provider that already has a quotation on any request of the requirement (409
 * quotations.alreadyProposed); then takes the buyer's newest request for the requirement that is
 * still collecting (deadline not passed, nothing accepted) or creates one (requirement's title and
 * description, deadline today + PROPOSAL_REQUEST_OPEN_DAYS in Riyadh), and inserts the provider's
 * quotation as responded with price, VAT, days, message and the file. Returns the quotation id.
 */
export async function sendProposal(
  db: Db,
  providerId: number,
  respondedBy: number,
  requirementId: number,
  answer: RespondQuotation,
  files: readonly ReceivedFile[],
): Promise<number> {
  checkAttachmentCount(files, 1);
  return db.transaction(async (tx) => {
    const [requirement] = await tx
      .select()
      .from(serviceRequirements)
      .where(eq(serviceRequirements.id, requirementId))
      .for('update');
    // a provider user never owns a requirement, so a private one is simply not found
    if (!requirement?.isPublic) throw new AppError(404, REQUIREMENT_KEYS.notFound);
    if (requirement.status !== 'open') throw new AppError(409, QUOTATION_KEYS.requirementClosed);
    const requests = await tx
      .select({ id: quotationRequests.id, deadlineAt: quotationRequests.deadlineAt })
      .from(quotationRequests)
      .where(
        and(
          eq(quotationRequests.requirementId, requirementId),
          eq(quotationRequests.buyerUserId, requirement.buyerUserId),
        ),
      )
      .orderBy(desc(quotationRequests.id))
      .for('update');
    const quotations =
      requests.length === 0
        ? []
        : await tx
            .select({
              requestId: serviceQuotations.quotationRequestId,
              providerId: serviceQuotations.providerId,
              status: serviceQuotations.status,
            })
            .from(serviceQuotations)
            .where(
              inArray(
                serviceQuotations.quotationRequestId,
                requests.map((request) => request.id),
              ),
            );
    if (quotations.some((quotation) => quotation.providerId === providerId))
      throw new AppError(409, QUOTATION_KEYS.alreadyProposed);
    const chosen = new Set(
      quotations
        .filter((quotation) => quotation.status === 'accepted' || quotation.status === 'completed')
        .map((quotation) => quotation.requestId),
    );
    const collecting = requests.find((request) => !chosen.has(request.id) && request.deadlineAt.getTime() > Date.now());
    let requestId = collecting?.id;
    if (requestId === undefined) {
      const [created] = await tx
        .insert(quotationRequests)
        .values({
          ...detailColumns({
            title: requirement.title,
            description: requirement.description,
            submissionDeadline: addDays(riyadhToday(), PROPOSAL_REQUEST_OPEN_DAYS),
          }),
          buyerUserId: requirement.buyerUserId,
          requirementId,
        })
        .returning({ id: quotationRequests.id });
      if (!created) throw new Error('quotation request not inserted');
      requestId = created.id;
    }
    const priceHalalas = Number(sarToHalalas(answer.price));
    const now = new Date();
    const [quotation] = await tx
      .insert(serviceQuotations)
      .values({
        quotationRequestId: requestId,
        providerId,
        status: 'responded',
        priceHalalas,
        vatHalalas: quotationVatHalalas(priceHalalas),
        deliveryDays: answer.deliveryDays,
        responseMessage: answer.message,
        respondedBy,
        respondedAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: serviceQuotations.id });
    if (!quotation) throw new AppError(409, QUOTATION_KEYS.alreadyProposed);
    await recordStoredFiles(tx, { ownerType: 'service_quotation', ownerId: quotation.id }, files);
    return quotation.id;
  });
}
