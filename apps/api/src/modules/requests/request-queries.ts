import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { type Language, localName } from '@hissa/contracts/languages';
import {
  RECIPIENTS_LIMIT,
  REQUEST_RECIPIENT_USER_TYPES,
  type Recipients,
  type RequestAttachment,
  type RequestDetail,
  type RequestParty,
  type RequestSearchQuery,
  type RequestStatus,
  type RequestSummary,
  type VisitorFollowUpState,
  type VisitorRequestView,
} from '@hissa/contracts/requests';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/directory.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { requestResponses, requests } from '../../db/schema/requests.ts';
import { users } from '../../db/schema/users.ts';
import type { StoredFileOwner } from '../files/stored-files.ts';
import { isExpired, isRecipient, isSender, type RequestViewer } from './request-access.ts';

const senderUser = alias(users, 'sender_user');
const senderCompany = alias(companies, 'sender_company');
const recipientUser = alias(users, 'recipient_user');
const recipientCompany = alias(companies, 'recipient_company');

/** The status a reader sees: a pending request past its last day is expired. */
const effectiveStatus = sql<RequestStatus>`case when ${requests.status} = 'pending' and ${requests.expiresAt} <= now() then 'expired' else ${requests.status} end`;

const summaryColumns = {
  request: requests,
  senderUser: {
    id: senderUser.id,
    userType: senderUser.userType,
    firstName: senderUser.firstName,
    lastName: senderUser.lastName,
  },
  senderCompany: { id: senderCompany.id, nameEn: senderCompany.nameEn, nameAr: senderCompany.nameAr },
  recipientUser: { id: recipientUser.id, firstName: recipientUser.firstName, lastName: recipientUser.lastName },
  recipientCompany: { id: recipientCompany.id, nameEn: recipientCompany.nameEn, nameAr: recipientCompany.nameAr },
  status: effectiveStatus,
  attachmentCount: sql<number>`(select count(*)::int from ${storedFiles} where ${storedFiles.ownerType} = 'request' and ${storedFiles.ownerId} = ${requests.id})`,
  responseCount: sql<number>`(select count(*)::int from ${requestResponses} where ${requestResponses.requestId} = ${requests.id})`,
};

/** The select of request rows with both parties' names, as lists and details read them. */
function selectSummaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(requests)
    .leftJoin(senderUser, eq(senderUser.id, requests.senderUserId))
    .leftJoin(
      senderCompany,
      and(eq(senderCompany.id, senderUser.companyId), eq(senderUser.userType, USER_TYPES.company)),
    )
    .leftJoin(recipientUser, eq(recipientUser.id, requests.recipientUserId))
    .leftJoin(recipientCompany, eq(recipientCompany.id, requests.recipientCompanyId));
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

type NamedUser = { id: number; firstName: string; lastName: string };
type NamedCompany = { id: number; nameEn: string; nameAr: string };

/** A party: the company (a company user speaks for it) or the person. */
function partyOf(company: NamedCompany | null, user: NamedUser | null, language: Language): RequestParty {
  if (company) return { kind: 'company', id: company.id, name: localName(company, language) };
  return { kind: 'user', id: user?.id ?? 0, name: user ? `${user.firstName} ${user.lastName}`.trim() : '' };
}

function toSummary(row: SummaryRow, language: Language): RequestSummary {
  const { request } = row;
  return {
    id: request.id,
    type: request.type,
    title: request.title,
    status: row.status,
    sender: partyOf(row.senderCompany, row.senderUser, language),
    recipient: partyOf(row.recipientCompany, row.recipientUser, language),
    meetingDate: request.meetingAt?.toISOString() ?? null,
    expiryDate: request.expiryDate,
    attachmentCount: Number(row.attachmentCount),
    responseCount: Number(row.responseCount),
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
  };
}

/** The requests the viewer sent (my-requests), or received (other-requests): visitors' requests are the admin's. */
function sideCondition(viewer: RequestViewer, side: 'mine' | 'others'): SQL | undefined {
  if (side === 'mine') return eq(requests.senderUserId, viewer.userId);
  const toMe = eq(requests.recipientUserId, viewer.userId);
  const received = viewer.companyId === null ? toMe : or(toMe, eq(requests.recipientCompanyId, viewer.companyId));
  return and(isNotNull(requests.senderUserId), received);
}

/** LIKE pattern that finds `text` anywhere, with LIKE's own wildcards escaped. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** LIKE pattern of a search text against a normalised search_text column (Arabic-aware). */
function containsPattern(text: string): string {
  return likePattern(normalizeSearchText(text));
}

/**
 * A page of the viewer's sent ('mine') or received ('others') requests, newest first, filtered by
 * text (title and message, Arabic-aware), type and status (SearchMyRequestsEndpoint,
 * SearchOtherRequestsEndpoint).
 */
export async function searchRequests(
  db: Db,
  viewer: RequestViewer,
  side: 'mine' | 'others',
  query: RequestSearchQuery,
  language: Language,
): Promise<{ data: RequestSummary[]; total: number }> {
  const where = and(
    sideCondition(viewer, side),
    query.search ? ilike(requests.searchText, containsPattern(query.search)) : undefined,
    query.type ? eq(requests.type, query.type) : undefined,
    query.status ? sql`${effectiveStatus} = ${query.status}` : undefined,
  );
  const rows = await selectSummaries(db)
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const [totalRow] = await db.select({ total: count() }).from(requests).where(where);
  return { data: rows.map((row) => toSummary(row, language)), total: Number(totalRow?.total ?? 0) };
}

/** The files of `owners` (requests or answers), grouped by owner id, in upload order. */
async function attachmentsOf(
  db: Db,
  ownerType: StoredFileOwner['ownerType'],
  ownerIds: readonly number[],
): Promise<Map<number, RequestAttachment[]>> {
  const byOwner = new Map<number, RequestAttachment[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerType, ownerType), inArray(storedFiles.ownerId, [...ownerIds])))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.field));
  for (const row of rows) {
    const list = byOwner.get(row.ownerId) ?? [];
    list.push({ fileId: row.id, name: row.originalName, contentType: row.contentType, sizeBytes: row.sizeBytes });
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}

/**
 * Request `requestId` with its files and answers as `viewer` sees it, or undefined when it
 * does not exist or the viewer is not on `side` of it (the sender for 'mine', the recipient
 * for 'others').
 */
export async function findRequestDetail(
  db: Db,
  viewer: RequestViewer,
  requestId: number,
  side: 'mine' | 'others',
  language: Language,
): Promise<RequestDetail | undefined> {
  const [row] = await selectSummaries(db).where(eq(requests.id, requestId));
  if (!row) return undefined;
  const { request } = row;
  const isMine = isSender(viewer, request);
  const isMineToAnswer = isRecipient(viewer, request);
  if (side === 'mine' ? !isMine : !isMineToAnswer) return undefined;

  const responderCompany = alias(companies, 'responder_company');
  const responseRows = await db
    .select({
      response: requestResponses,
      responder: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      company: { id: responderCompany.id, nameEn: responderCompany.nameEn, nameAr: responderCompany.nameAr },
    })
    .from(requestResponses)
    .innerJoin(users, eq(users.id, requestResponses.responderUserId))
    .leftJoin(responderCompany, and(eq(responderCompany.id, users.companyId), eq(users.userType, USER_TYPES.company)))
    .where(eq(requestResponses.requestId, requestId))
    .orderBy(asc(requestResponses.createdAt), asc(requestResponses.id));
  const requestFiles = await attachmentsOf(db, 'request', [requestId]);
  const responseFiles = await attachmentsOf(
    db,
    'request_response',
    responseRows.map(({ response }) => response.id),
  );
  const summary = toSummary(row, language);
  return {
    ...summary,
    message: request.message,
    meetingLink: request.meetingLink,
    attachments: requestFiles.get(requestId) ?? [],
    responses: responseRows.map(({ response, responder, company }) => ({
      id: response.id,
      message: response.message,
      responderName: partyOf(company, responder, language).name,
      isMine: response.responderUserId === viewer.userId,
      attachments: responseFiles.get(response.id) ?? [],
      createdAt: response.createdAt.toISOString(),
    })),
    canEdit: isMine && summary.status === 'pending',
    canRespond: isMineToAnswer && !isExpired(request),
  };
}

/**
 * Who the viewer can send a request to (get-user-based-companies), matching `search` in either
 * language: companies with a registered company user (not the viewer's own), and registered
 * shareholders and investors (not the viewer), RECIPIENTS_LIMIT of each, by name.
 */
export async function listRecipients(
  db: Db,
  viewer: RequestViewer,
  search: string | undefined,
  language: Language,
): Promise<Recipients> {
  const pattern = search ? containsPattern(search) : undefined;
  const companyRows = await db
    .selectDistinct({ id: companies.id, nameEn: companies.nameEn, nameAr: companies.nameAr })
    .from(companies)
    .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.userType, USER_TYPES.company)))
    .where(
      and(
        pattern ? ilike(companies.searchText, pattern) : undefined,
        viewer.companyId === null ? undefined : ne(companies.id, viewer.companyId),
      ),
    )
    .orderBy(language === 'ar' ? asc(companies.nameAr) : asc(companies.nameEn))
    .limit(RECIPIENTS_LIMIT);
  const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const peopleRows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, userType: users.userType })
    .from(users)
    .where(
      and(
        inArray(users.userType, [...REQUEST_RECIPIENT_USER_TYPES]),
        eq(users.isFirstTimeLogin, false),
        ne(users.id, viewer.userId),
        search ? ilike(fullName, likePattern(search)) : undefined,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName))
    .limit(RECIPIENTS_LIMIT);
  return {
    companies: companyRows.map((company) => ({ id: company.id, name: localName(company, language) })),
    people: peopleRows.map((person) => ({
      id: person.id,
      name: `${person.firstName} ${person.lastName}`,
      userType: person.userType,
    })),
  };
}

/** A page of visitors' requests for the admin to follow up, newest first, of one follow-up state when given. */
export async function listVisitorRequests(
  db: Db,
  options: { page: number; size: number; state?: VisitorFollowUpState },
  language: Language,
): Promise<{ data: VisitorRequestView[]; total: number }> {
  const { page, size, state } = options;
  const where = and(
    isNull(requests.senderUserId),
    state === undefined
      ? undefined
      : state === 'contacted'
        ? isNotNull(requests.visitorContactedAt)
        : isNull(requests.visitorContactedAt),
  );
  const rows = await db
    .select({ request: requests, company: { id: companies.id, nameEn: companies.nameEn, nameAr: companies.nameAr } })
    .from(requests)
    .innerJoin(companies, eq(companies.id, requests.recipientCompanyId))
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(size)
    .offset(page * size);
  const [totalRow] = await db.select({ total: count() }).from(requests).where(where);
  return {
    data: rows.map(({ request, company }) => ({
      id: request.id,
      type: request.type,
      title: request.title,
      message: request.message,
      meetingDate: request.meetingAt?.toISOString() ?? null,
      meetingLink: request.meetingLink,
      expiryDate: request.expiryDate,
      companyId: company.id,
      companyName: localName(company, language),
      visitorName: request.visitorName ?? '',
      visitorEmail: request.visitorEmail ?? '',
      visitorPhone: request.visitorPhone ?? '',
      createdAt: request.createdAt.toISOString(),
      contactedAt: request.visitorContactedAt?.toISOString() ?? null,
    })),
    total: Number(totalRow?.total ?? 0),
  };
}
