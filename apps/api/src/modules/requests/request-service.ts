import { and, count, eq, inArray, isNull, or } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  REQUEST_ATTACHMENT_FIELD,
  REQUEST_KEYS,
  REQUEST_MAX_ATTACHMENTS,
  REQUEST_RECIPIENT_USER_TYPES,
  type InitiateRequest,
  type RespondRequest,
  type UpdateRequest,
  type VisitorRequest,
} from '@hissa/contracts/requests';
import { gteExpiryInstant } from '@hissa/contracts/trading/trading-rules';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { requestResponses, requests } from '../../db/schema/requests.ts';
import { users } from '../../db/schema/users.ts';
import { AppError } from '../../plugins/errors.ts';
import type { ReceivedFile } from '../files/receive-multipart.ts';
import { isVerifiedConsultant } from '../consultants/consultant-directory.ts';
import { recordStoredFiles } from '../files/stored-files.ts';
import { isExpired, isRecipient, isSender, lockRequestOfParty, type RequestViewer } from './request-access.ts';

const attachmentsField = `body.${REQUEST_ATTACHMENT_FIELD}`;

/** The columns the sender's details set (search text, meeting, expiry instant). */
function detailColumns(details: UpdateRequest) {
  const isMeeting = details.type === 'one_to_one_meeting';
  return {
    type: details.type,
    title: details.title,
    message: details.message,
    searchText: normalizeSearchText(`${details.title} ${details.message}`),
    meetingAt: isMeeting && details.meetingDate ? new Date(details.meetingDate) : null,
    meetingLink: isMeeting ? (details.meetingLink ?? null) : null,
    expiryDate: details.expiryDate ?? null,
    expiresAt: details.expiryDate ? gteExpiryInstant(details.expiryDate) : null,
  };
}

/** 400 when more than REQUEST_MAX_ATTACHMENTS files came with one request or answer. */
function checkAttachmentCount(files: readonly ReceivedFile[]): void {
  if (files.length > REQUEST_MAX_ATTACHMENTS) {
    throw new AppError(400, ERROR_KEYS.validation, {}, [
      { field: attachmentsField, key: REQUEST_KEYS.tooManyAttachments, params: { max: REQUEST_MAX_ATTACHMENTS } },
    ]);
  }
}

/** 400 requests.attachmentRequired: a secured file share is about its files. */
function attachmentRequired(): AppError {
  return new AppError(400, ERROR_KEYS.validation, {}, [
    { field: attachmentsField, key: REQUEST_KEYS.attachmentRequired },
  ]);
}

/**
 * Checks that the recipient can receive the viewer's request: a company with a registered
 * company user (not the viewer's own), a registered shareholder or investor, or a verified
 * consultant (decision 043; not the viewer).
 * Errors: 400 requests.ownRecipient; 404 requests.recipientNotFound.
 */
async function checkRecipient(db: Db, viewer: RequestViewer, request: InitiateRequest): Promise<void> {
  const field = 'body.recipientId';
  if (request.recipientKind === 'company') {
    if (request.recipientId === viewer.companyId)
      throw new AppError(400, ERROR_KEYS.validation, {}, [{ field, key: REQUEST_KEYS.ownRecipient }]);
    const [companyUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, request.recipientId), eq(users.userType, USER_TYPES.company)))
      .limit(1);
    if (!companyUser)
      throw new AppError(404, REQUEST_KEYS.recipientNotFound, {}, [{ field, key: REQUEST_KEYS.recipientNotFound }]);
    return;
  }
  if (request.recipientId === viewer.userId)
    throw new AppError(400, ERROR_KEYS.validation, {}, [{ field, key: REQUEST_KEYS.ownRecipient }]);
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, request.recipientId), inArray(users.userType, [...REQUEST_RECIPIENT_USER_TYPES])));
  if (!person && !(await isVerifiedConsultant(db, request.recipientId)))
    throw new AppError(404, REQUEST_KEYS.recipientNotFound, {}, [{ field, key: REQUEST_KEYS.recipientNotFound }]);
}

/**
 * Sends a request from the viewer (InitiateRequestEndpoint), with its files, in one transaction;
 * returns its id. The caller removes the files from the store when this throws. Errors: 400 (own
 * recipient, too many files, a file share without a file), 404 recipient.
 */
export async function initiateRequest(
  db: Db,
  viewer: RequestViewer,
  request: InitiateRequest,
  files: readonly ReceivedFile[],
): Promise<number> {
  checkAttachmentCount(files);
  if (request.type === 'secured_file_share' && files.length === 0) throw attachmentRequired();
  await checkRecipient(db, viewer, request);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(requests)
      .values({
        ...detailColumns(request),
        senderUserId: viewer.userId,
        recipientCompanyId: request.recipientKind === 'company' ? request.recipientId : null,
        recipientUserId: request.recipientKind === 'user' ? request.recipientId : null,
      })
      .returning({ id: requests.id });
    if (!row) throw new Error('request not inserted');
    await recordStoredFiles(tx, { ownerType: 'request', ownerId: row.id }, files);
    return row.id;
  });
}

/**
 * A visitor's request to a company (VisitorRequestEndpoint), for the admin to follow up; returns
 * its id. Errors: 404 errors.companyNotFound.
 */
export async function initiateVisitorRequest(db: Db, request: VisitorRequest): Promise<number> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, request.companyId));
  if (!company)
    throw new AppError(404, ERROR_KEYS.companyNotFound, {}, [
      { field: 'body.companyId', key: ERROR_KEYS.companyNotFound },
    ]);
  const [row] = await db
    .insert(requests)
    .values({
      ...detailColumns(request),
      visitorName: request.fullName,
      visitorEmail: request.email.toLowerCase(),
      visitorPhone: request.phone,
      recipientCompanyId: company.id,
    })
    .returning({ id: requests.id });
  if (!row) throw new Error('request not inserted');
  return row.id;
}

/**
 * The admin has contacted the visitor behind request `requestId` (the admin contacts requesters;
 * decision 006): who and when are recorded once; marking again changes nothing. Errors: 404
 * requests.notFound when it is not a visitor's request.
 */
export async function markVisitorContacted(db: Db, requestId: number, adminUserId: number): Promise<void> {
  const [row] = await db
    .select({ id: requests.id, contactedAt: requests.visitorContactedAt })
    .from(requests)
    .where(and(eq(requests.id, requestId), isNull(requests.senderUserId)));
  if (!row) throw new AppError(404, REQUEST_KEYS.notFound);
  if (row.contactedAt) return;
  await db
    .update(requests)
    .set({ visitorContactedAt: new Date(), visitorContactedBy: adminUserId })
    .where(and(eq(requests.id, requestId), isNull(requests.visitorContactedAt)));
}

/**
 * The sender changes a pending request (UpdateMyRequestEndpoint). Errors: 404 not a party; 403
 * requests.notSender (the recipient); 409 requests.notEditable once answered or expired; 400 a file
 * share without files.
 */
export async function updateMyRequest(
  db: Db,
  viewer: RequestViewer,
  requestId: number,
  details: UpdateRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockRequestOfParty(tx, viewer, requestId);
    if (!isSender(viewer, row)) throw new AppError(403, REQUEST_KEYS.notSender);
    if (row.status !== 'pending' || isExpired(row)) throw new AppError(409, REQUEST_KEYS.notEditable);
    if (details.type === 'secured_file_share') {
      const [files] = await tx
        .select({ total: count() })
        .from(storedFiles)
        .where(and(eq(storedFiles.ownerType, 'request'), eq(storedFiles.ownerId, requestId)));
      if (Number(files?.total ?? 0) === 0) throw attachmentRequired();
    }
    await tx
      .update(requests)
      .set({ ...detailColumns(details), updatedAt: new Date() })
      .where(eq(requests.id, requestId));
  });
}

/** Deletes the stored_files rows of a request and of its answers; returns the file ids (for the store). */
async function deleteRequestFileRows(tx: Db, requestId: number, responseIds: readonly number[]): Promise<string[]> {
  const owners = or(
    and(eq(storedFiles.ownerType, 'request'), eq(storedFiles.ownerId, requestId)),
    responseIds.length > 0
      ? and(eq(storedFiles.ownerType, 'request_response'), inArray(storedFiles.ownerId, [...responseIds]))
      : undefined,
  );
  const rows = await tx.delete(storedFiles).where(owners).returning({ id: storedFiles.id });
  return rows.map((row) => row.id);
}

/**
 * The sender deletes a request with its answers and files (DeleteMyRequestEndpoint); returns the
 * ids of the files to remove from the store once committed. Errors: 404 not a party; 403
 * requests.notSender.
 */
export async function deleteMyRequest(db: Db, viewer: RequestViewer, requestId: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const row = await lockRequestOfParty(tx, viewer, requestId);
    if (!isSender(viewer, row)) throw new AppError(403, REQUEST_KEYS.notSender);
    const responses = await tx
      .select({ id: requestResponses.id })
      .from(requestResponses)
      .where(eq(requestResponses.requestId, requestId));
    const fileIds = await deleteRequestFileRows(
      tx,
      requestId,
      responses.map((response) => response.id),
    );
    await tx.delete(requests).where(eq(requests.id, requestId));
    return fileIds;
  });
}

/**
 * The recipient answers (RespondToRequestEndpoint), with files; the request becomes responded.
 * Errors: 404 not a party; 403 requests.notRecipient (the sender); 409 requests.expired; 400 too
 * many files.
 */
export async function respondToRequest(
  db: Db,
  viewer: RequestViewer,
  requestId: number,
  answer: RespondRequest,
  files: readonly ReceivedFile[],
): Promise<void> {
  checkAttachmentCount(files);
  await db.transaction(async (tx) => {
    const row = await lockRequestOfParty(tx, viewer, requestId);
    if (isSender(viewer, row)) throw new AppError(403, REQUEST_KEYS.notRecipient);
    if (isExpired(row)) throw new AppError(409, REQUEST_KEYS.expired);
    const [response] = await tx
      .insert(requestResponses)
      .values({ requestId, responderUserId: viewer.userId, message: answer.message })
      .returning({ id: requestResponses.id });
    if (!response) throw new Error('response not inserted');
    await recordStoredFiles(tx, { ownerType: 'request_response', ownerId: response.id }, files);
    await tx.update(requests).set({ status: 'responded', updatedAt: new Date() }).where(eq(requests.id, requestId));
  });
}

/**
 * The author of an answer deletes it (DeleteResponseEndpoint); a request left without answers is
 * pending again. Returns the request id and the file ids to remove from the store. Errors: 404
 * requests.responseNotFound (absent, or the viewer is not a party); 403 another's answer.
 */
export async function deleteResponse(
  db: Db,
  viewer: RequestViewer,
  responseId: number,
): Promise<{ requestId: number; fileIds: string[] }> {
  return db.transaction(async (tx) => {
    const [response] = await tx.select().from(requestResponses).where(eq(requestResponses.id, responseId));
    if (!response) throw new AppError(404, REQUEST_KEYS.responseNotFound);
    await lockRequestOfParty(tx, viewer, response.requestId, REQUEST_KEYS.responseNotFound);
    if (response.responderUserId !== viewer.userId) throw new AppError(403, ERROR_KEYS.forbidden);
    const rows = await tx
      .delete(storedFiles)
      .where(and(eq(storedFiles.ownerType, 'request_response'), eq(storedFiles.ownerId, responseId)))
      .returning({ id: storedFiles.id });
    await tx.delete(requestResponses).where(eq(requestResponses.id, responseId));
    const [left] = await tx
      .select({ total: count() })
      .from(requestResponses)
      .where(eq(requestResponses.requestId, response.requestId));
    if (Number(left?.total ?? 0) === 0) {
      await tx
        .update(requests)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(eq(requests.id, response.requestId));
    }
    return { requestId: response.requestId, fileIds: rows.map((row) => row.id) };
  });
}

/**
 * True when the viewer may download stored file `file` of a request or an answer: a party of the
 * request, or the admin (files are visible only to the two parties, decision 006).
 */
export async function canReadRequestFile(
  db: Db,
  viewer: RequestViewer,
  file: { ownerType: string; ownerId: number },
): Promise<boolean> {
  let requestId: number | undefined;
  if (file.ownerType === 'request') requestId = file.ownerId;
  else if (file.ownerType === 'request_response') {
    const [response] = await db
      .select({ requestId: requestResponses.requestId })
      .from(requestResponses)
      .where(eq(requestResponses.id, file.ownerId));
    requestId = response?.requestId;
  }
  if (requestId === undefined) return false;
  if (viewer.isAdmin) return true;
  const [request] = await db.select().from(requests).where(eq(requests.id, requestId));
  if (!request) return false;
  return isSender(viewer, request) || isRecipient(viewer, request);
}
