import { and, asc, avg, count, desc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { localName, type Language } from '@hissa/contracts/languages';
import {
  type BuyerQuotation,
  type BuyerRequestDetail,
  type BuyerRequestScope,
  type BuyerRequestSummary,
  type ConnectionRequestView,
  type ProviderQuotationDetail,
  type ProviderQuotationSummary,
  type ProposalTarget,
  type QuotationAttachment,
  type QuotationFilter,
  type QuotationResponse,
} from '@hissa/contracts/services-marketplace/quotations';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Db } from '../../db/client.ts';
import { serviceProviders } from '../../db/schema/directory.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { buyerProfiles } from '../../db/schema/provider-accounts.ts';
import {
  providerConnectionRequests,
  providerReviews,
  quotationRequests,
  serviceQuotations,
  serviceRequirements,
} from '../../db/schema/quotations.ts';
import { users } from '../../db/schema/users.ts';
import { visibleStatus, visibleStatusSql } from './quotation-access.ts';

/*
 * The reads of quotation requests and service quotations (decision 018): the buyer's lists and
 * comparison, the provider's inbox, the admin's queue. Amounts in halalas.
 */

type Page<T> = { data: T[]; total: number };
type QuotationRow = typeof serviceQuotations.$inferSelect;

/** `%text%` over a normalised search column (Arabic-aware, like the header search). */
function searchCondition(column: SQL | typeof quotationRequests.searchText, search: string | undefined) {
  const text = search ? normalizeSearchText(search) : '';
  if (!text) return undefined;
  return ilike(column as typeof quotationRequests.searchText, `%${text.replace(/[\\%_]/g, '\\$&')}%`);
}

/** The files of `ownerType` rows `ownerIds`, grouped by owner, in upload order. */
async function filesOf(
  db: Db,
  ownerType: 'quotation_request' | 'service_quotation',
  ownerIds: readonly number[],
): Promise<Map<number, QuotationAttachment[]>> {
  const byOwner = new Map<number, QuotationAttachment[]>();
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerType, ownerType), inArray(storedFiles.ownerId, [...ownerIds])))
    .orderBy(asc(storedFiles.createdAt), asc(storedFiles.field));
  for (const row of rows) {
    const list = byOwner.get(row.ownerId) ?? [];
    list.push({
      fileId: row.id,
      name: row.originalName,
      contentType: row.contentType,
      sizeBytes: Number(row.sizeBytes),
    });
    byOwner.set(row.ownerId, list);
  }
  return byOwner;
}

/** The response of a quotation row, or null while none is given. */
function responseOf(row: QuotationRow, attachments: QuotationAttachment[]): QuotationResponse | null {
  if (row.respondedAt === null || row.priceHalalas === null || row.vatHalalas === null || row.deliveryDays === null)
    return null;
  return {
    priceHalalas: row.priceHalalas,
    vatHalalas: row.vatHalalas,
    totalHalalas: row.priceHalalas + row.vatHalalas,
    deliveryDays: row.deliveryDays,
    message: row.responseMessage ?? '',
    respondedAt: row.respondedAt.toISOString(),
    attachments,
  };
}

/** Reviews of quotations `ids`, by quotation id. */
async function reviewsOf(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, { rating: number; comment: string; createdAt: string }>();
  const rows = await db
    .select()
    .from(providerReviews)
    .where(inArray(providerReviews.serviceQuotationId, [...ids]));
  return new Map(
    rows.map((row) => [
      row.serviceQuotationId,
      { rating: row.rating, comment: row.comment, createdAt: row.createdAt.toISOString() },
    ]),
  );
}

/*
 * Correlated sub-queries over a request's quotations, written with qualified names: drizzle
 * leaves the table out of column names in single-table selects, which makes "id" ambiguous.
 */
const SQ = sql.raw('"service_quotations"');
const QR_ID = sql.raw('"quotation_requests"."id"');
const QR_DEADLINE = sql.raw('"quotation_requests"."deadline_at"');

/** A request is closed once a quotation is accepted or completed, or no quotation can still be answered or chosen. */
const isClosedSql = sql<boolean>`(exists (select 1 from ${SQ} sq where sq.quotation_request_id = ${QR_ID} and sq.status in ('accepted', 'completed'))
  or not exists (select 1 from ${SQ} sq where sq.quotation_request_id = ${QR_ID}
    and (sq.status = 'responded' or (sq.status = 'pending' and ${QR_DEADLINE} > now()))))`;

/** The summary columns of the buyer's requests. */
function buyerSummaryColumns(language: Language) {
  const nameColumn = sql.raw(language === 'ar' ? 'sp.name_ar' : 'sp.name_en');
  return {
    id: quotationRequests.id,
    title: quotationRequests.title,
    submissionDeadline: quotationRequests.submissionDeadline,
    deadlineAt: quotationRequests.deadlineAt,
    createdAt: quotationRequests.createdAt,
    providerCount: sql<number>`(select count(*)::int from ${SQ} sq where sq.quotation_request_id = ${QR_ID})`,
    respondedCount: sql<number>`(select count(*)::int from ${SQ} sq where sq.quotation_request_id = ${QR_ID} and sq.responded_at is not null)`,
    acceptedProviderName: sql<
      string | null
    >`(select ${nameColumn} from ${SQ} sq join "service_providers" sp on sp.id = sq.provider_id where sq.quotation_request_id = ${QR_ID} and sq.status in ('accepted', 'completed') limit 1)`,
  };
}

function toBuyerSummary(row: {
  id: number;
  title: string;
  submissionDeadline: string;
  deadlineAt: Date;
  createdAt: Date;
  providerCount: number;
  respondedCount: number;
  acceptedProviderName: string | null;
}): BuyerRequestSummary {
  return {
    id: row.id,
    title: row.title,
    submissionDeadline: row.submissionDeadline,
    isExpired: row.deadlineAt.getTime() <= Date.now(),
    providerCount: Number(row.providerCount),
    respondedCount: Number(row.respondedCount),
    acceptedProviderName: row.acceptedProviderName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of the buyer's requests, newest first: open (`/sp/requests`) or closed (`/sp/requests/other`). */
export async function searchBuyerRequests(
  db: Db,
  buyerUserId: number,
  query: { scope: BuyerRequestScope; search?: string; page: number; size: number },
  language: Language,
): Promise<Page<BuyerRequestSummary>> {
  const where = and(
    eq(quotationRequests.buyerUserId, buyerUserId),
    query.scope === 'closed' ? isClosedSql : sql`not ${isClosedSql}`,
    searchCondition(quotationRequests.searchText, query.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(buyerSummaryColumns(language))
      .from(quotationRequests)
      .where(where)
      .orderBy(desc(quotationRequests.createdAt), desc(quotationRequests.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(quotationRequests).where(where),
  ]);
  return { data: rows.map(toBuyerSummary), total: Number(total?.total ?? 0) };
}

/** The average verified rating and review count of each of `providerIds`. */
async function ratingsOf(db: Db, providerIds: readonly number[]) {
  if (providerIds.length === 0) return new Map<number, { rating: number | null; count: number }>();
  const rows = await db
    .select({ providerId: providerReviews.providerId, rating: avg(providerReviews.rating), total: count() })
    .from(providerReviews)
    .where(inArray(providerReviews.providerId, [...providerIds]))
    .groupBy(providerReviews.providerId);
  return new Map(
    rows.map((row) => [
      row.providerId,
      { rating: row.rating === null ? null : Math.round(Number(row.rating) * 10) / 10, count: Number(row.total) },
    ]),
  );
}

/** One of the buyer's requests with every quotation (the comparison), or undefined when absent or another's. */
export async function findBuyerRequest(
  db: Db,
  buyerUserId: number,
  requestId: number,
  language: Language,
): Promise<BuyerRequestDetail | undefined> {
  const [row] = await db
    .select({
      ...buyerSummaryColumns(language),
      description: quotationRequests.description,
      requirementId: quotationRequests.requirementId,
    })
    .from(quotationRequests)
    .where(and(eq(quotationRequests.id, requestId), eq(quotationRequests.buyerUserId, buyerUserId)));
  if (!row) return undefined;
  const quotations = await db
    .select({
      quotation: serviceQuotations,
      nameEn: serviceProviders.nameEn,
      nameAr: serviceProviders.nameAr,
      registered: sql<boolean>`exists (select 1 from ${users} where ${users.serviceProviderId} = ${serviceProviders.id} and ${users.userType} = ${USER_TYPES.serviceProvider})`,
    })
    .from(serviceQuotations)
    .innerJoin(serviceProviders, eq(serviceProviders.id, serviceQuotations.providerId))
    .where(eq(serviceQuotations.quotationRequestId, requestId))
    .orderBy(asc(serviceQuotations.id));
  const ids = quotations.map((item) => item.quotation.id);
  const [requestFiles, responseFiles, reviews, ratings] = await Promise.all([
    filesOf(db, 'quotation_request', [requestId]),
    filesOf(db, 'service_quotation', ids),
    reviewsOf(db, ids),
    ratingsOf(
      db,
      quotations.map((item) => item.quotation.providerId),
    ),
  ]);
  const hasChosen = quotations.some((item) => ['accepted', 'completed'].includes(item.quotation.status));
  const views: BuyerQuotation[] = quotations.map(({ quotation, nameEn, nameAr, registered }) => {
    const status = visibleStatus(quotation.status, row.deadlineAt);
    const review = reviews.get(quotation.id) ?? null;
    return {
      id: quotation.id,
      providerId: quotation.providerId,
      providerName: localName({ nameEn, nameAr }, language),
      providerRating: ratings.get(quotation.providerId)?.rating ?? null,
      providerReviewCount: ratings.get(quotation.providerId)?.count ?? 0,
      providerRegistered: Boolean(registered),
      status,
      response: responseOf(quotation, responseFiles.get(quotation.id) ?? []),
      review,
      canAccept: !hasChosen && quotation.status === 'responded',
      canDecline: quotation.status === 'pending' || quotation.status === 'responded',
      canReview: quotation.status === 'completed' && review === null,
    };
  });
  return {
    ...toBuyerSummary(row),
    description: row.description,
    requirementId: row.requirementId,
    attachments: requestFiles.get(requestId) ?? [],
    quotations: views,
    canEdit: !hasChosen,
  };
}

/** The columns of the provider's inbox rows. */
const providerColumns = {
  id: serviceQuotations.id,
  requestId: quotationRequests.id,
  title: quotationRequests.title,
  firstName: users.firstName,
  lastName: users.lastName,
  companyName: buyerProfiles.companyName,
  submissionDeadline: quotationRequests.submissionDeadline,
  status: visibleStatusSql,
  priceHalalas: serviceQuotations.priceHalalas,
  vatHalalas: serviceQuotations.vatHalalas,
  createdAt: serviceQuotations.createdAt,
};

type ProviderRow = {
  id: number;
  requestId: number;
  title: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  submissionDeadline: string;
  status: ProviderQuotationSummary['status'];
  priceHalalas: number | null;
  vatHalalas: number | null;
  createdAt: Date;
};

function toProviderSummary(row: ProviderRow): ProviderQuotationSummary {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return {
    id: row.id,
    requestId: row.requestId,
    title: row.title,
    requesterName: row.companyName ? `${name} · ${row.companyName}` : name,
    submissionDeadline: row.submissionDeadline,
    status: row.status,
    totalHalalas:
      row.priceHalalas === null || row.vatHalalas === null ? null : Number(row.priceHalalas) + Number(row.vatHalalas),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

function providerBase(db: Db) {
  return db
    .select(providerColumns)
    .from(serviceQuotations)
    .innerJoin(quotationRequests, eq(quotationRequests.id, serviceQuotations.quotationRequestId))
    .innerJoin(users, eq(users.id, quotationRequests.buyerUserId))
    .leftJoin(buyerProfiles, eq(buyerProfiles.userId, users.id));
}

/** A page of the provider's quotations, newest first, by visible status (all when 'all') and text. */
export async function searchProviderQuotations(
  db: Db,
  providerId: number,
  query: { status: QuotationFilter; search?: string; page: number; size: number },
): Promise<Page<ProviderQuotationSummary>> {
  const where = and(
    eq(serviceQuotations.providerId, providerId),
    query.status === 'all' ? undefined : sql`${visibleStatusSql} = ${query.status}`,
    searchCondition(quotationRequests.searchText, query.search),
  );
  const [rows, [total]] = await Promise.all([
    providerBase(db)
      .where(where)
      .orderBy(desc(serviceQuotations.createdAt), desc(serviceQuotations.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ total: count() })
      .from(serviceQuotations)
      .innerJoin(quotationRequests, eq(quotationRequests.id, serviceQuotations.quotationRequestId))
      .where(where),
  ]);
  return { data: rows.map(toProviderSummary), total: Number(total?.total ?? 0) };
}

/** One quotation of the provider with the buyer's request, or undefined when absent or another provider's. */
export async function findProviderQuotation(
  db: Db,
  providerId: number,
  quotationId: number,
): Promise<ProviderQuotationDetail | undefined> {
  const [row] = await providerBase(db).where(
    and(eq(serviceQuotations.id, quotationId), eq(serviceQuotations.providerId, providerId)),
  );
  const [full] = await db
    .select({
      quotation: serviceQuotations,
      description: quotationRequests.description,
      deadlineAt: quotationRequests.deadlineAt,
    })
    .from(serviceQuotations)
    .innerJoin(quotationRequests, eq(quotationRequests.id, serviceQuotations.quotationRequestId))
    .where(eq(serviceQuotations.id, quotationId));
  if (!row || !full) return undefined;
  const [requestFiles, responseFiles, reviews] = await Promise.all([
    filesOf(db, 'quotation_request', [row.requestId]),
    filesOf(db, 'service_quotation', [quotationId]),
    reviewsOf(db, [quotationId]),
  ]);
  const stored = full.quotation.status;
  const isOpen = full.deadlineAt.getTime() > Date.now();
  return {
    ...toProviderSummary(row),
    description: full.description,
    requestAttachments: requestFiles.get(row.requestId) ?? [],
    response: responseOf(full.quotation, responseFiles.get(quotationId) ?? []),
    review: reviews.get(quotationId) ?? null,
    canRespond: stored === 'pending' && isOpen,
    canEditResponse: stored === 'responded' && isOpen,
    canComplete: stored === 'accepted',
  };
}

/**
 * True when `viewer` may download a file of a quotation request or response: the request's
 * buyer, a user of a provider the request went to (request files) or of the quotation's provider
 * (response files), or the admin.
 */
export async function canReadQuotationFile(
  db: Db,
  viewer: { userId: number; providerId: number | null; isAdmin: boolean },
  file: { ownerType: string; ownerId: number },
): Promise<boolean> {
  if (file.ownerType !== 'quotation_request' && file.ownerType !== 'service_quotation') return false;
  if (viewer.isAdmin) return true;
  const rows = await db
    .select({ buyerUserId: quotationRequests.buyerUserId, providerId: serviceQuotations.providerId })
    .from(serviceQuotations)
    .innerJoin(quotationRequests, eq(quotationRequests.id, serviceQuotations.quotationRequestId))
    .where(
      file.ownerType === 'quotation_request'
        ? eq(quotationRequests.id, file.ownerId)
        : eq(serviceQuotations.id, file.ownerId),
    );
  return rows.some((row) => row.buyerUserId === viewer.userId || row.providerId === viewer.providerId);
}

/** A page of the admin's queue (open: oldest first; connected: newest first) with both contacts. */
export async function listConnectionQueue(
  db: Db,
  query: { state: 'open' | 'connected'; page: number; size: number },
  language: Language,
): Promise<Page<ConnectionRequestView>> {
  const where =
    query.state === 'open'
      ? isNull(providerConnectionRequests.connectedAt)
      : isNotNull(providerConnectionRequests.connectedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        request: providerConnectionRequests,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: buyerProfiles.phone,
        companyName: buyerProfiles.companyName,
        provider: {
          id: serviceProviders.id,
          nameEn: serviceProviders.nameEn,
          nameAr: serviceProviders.nameAr,
          email: serviceProviders.email,
          phone: serviceProviders.phone,
          website: serviceProviders.website,
        },
      })
      .from(providerConnectionRequests)
      .innerJoin(users, eq(users.id, providerConnectionRequests.buyerUserId))
      .leftJoin(buyerProfiles, eq(buyerProfiles.userId, users.id))
      .innerJoin(serviceProviders, eq(serviceProviders.id, providerConnectionRequests.providerId))
      .where(where)
      .orderBy(
        query.state === 'open'
          ? asc(providerConnectionRequests.createdAt)
          : desc(providerConnectionRequests.connectedAt),
        asc(providerConnectionRequests.id),
      )
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ total: count() }).from(providerConnectionRequests).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.request.id,
      message: row.request.message,
      createdAt: row.request.createdAt.toISOString(),
      connectedAt: row.request.connectedAt?.toISOString() ?? null,
      adminNote: row.request.adminNote,
      buyer: {
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
        phone: row.phone,
        companyName: row.companyName,
      },
      provider: {
        id: row.provider.id,
        name: localName(row.provider, language),
        email: row.provider.email,
        phone: row.provider.phone,
        website: row.provider.website,
      },
    })),
    total: Number(total?.total ?? 0),
  };
}

/**
 * A public requirement as provider `providerId` sees it before proposing (ProposalTargetEndpoint):
 * title, description, whether it is open, and the provider's quotation on any request of it.
 * Null when the requirement is absent or private (the route answers 404).
 */
export async function findProposalTarget(
  db: Db,
  providerId: number,
  requirementId: number,
): Promise<ProposalTarget | null> {
  const [requirement] = await db
    .select()
    .from(serviceRequirements)
    .where(and(eq(serviceRequirements.id, requirementId), eq(serviceRequirements.isPublic, true)));
  if (!requirement) return null;
  const [quotation] = await db
    .select({ id: serviceQuotations.id })
    .from(serviceQuotations)
    .innerJoin(quotationRequests, eq(quotationRequests.id, serviceQuotations.quotationRequestId))
    .where(
      and(
        eq(quotationRequests.requirementId, requirementId),
        eq(quotationRequests.buyerUserId, requirement.buyerUserId),
        eq(serviceQuotations.providerId, providerId),
      ),
    )
    .limit(1);
  return {
    requirementId,
    title: requirement.title,
    description: requirement.description,
    createdAt: requirement.createdAt.toISOString(),
    isOpen: requirement.status === 'open',
    quotationId: quotation?.id ?? null,
  };
}
