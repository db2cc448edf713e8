import { z } from 'zod';
import { IdSchema, sarDecimalPattern } from '../http/common-schemas.ts';
import { pageSchema } from '../pagination.ts';
import { REQUEST_TITLE_MAX_LENGTH } from '../requests.ts';
import { isCalendarDate, riyadhToday } from '../trading/trading-rules.ts';
import { sarToHalalas } from '../money.ts';

/*
 * Quotation requests and service quotations of the services marketplace (marketplace spec §3,
 * §4 and §5): the rules both sides share.
 */

/** A quotation request's title: at most 255 characters, the requests' title limit (contracts requests.ts). */
export const QUOTATION_TITLE_MAX_LENGTH = REQUEST_TITLE_MAX_LENGTH;

/**
 * Stored states of a service quotation (one provider's side of a quotation request):
 * pending → responded → accepted / declined; accepted → completed when the provider marks the
 * engagement done. "expired" is not stored: a pending quotation past the request's deadline reads
 * as expired (shown inactive).
 */
export const STORED_SERVICE_QUOTATION_STATUSES = ['pending', 'responded', 'accepted', 'declined', 'completed'] as const;
export type StoredServiceQuotationStatus = (typeof STORED_SERVICE_QUOTATION_STATUSES)[number];

/** Statuses as clients see them: the stored ones plus the derived "expired". */
export const SERVICE_QUOTATION_STATUSES = [...STORED_SERVICE_QUOTATION_STATUSES, 'expired'] as const;
export type ServiceQuotationStatus = (typeof SERVICE_QUOTATION_STATUSES)[number];

/** A buyer's rating of a completed engagement: whole stars from 1 to 5. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;

/** States of a buyer's posted requirement: open (providers may answer) or closed. */
export const REQUIREMENT_STATUSES = ['open', 'closed'] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];

/** How many providers the recommendations page shows per inquiry (spec §9). */
export const RECOMMENDATIONS_PER_INQUIRY = 5;

/* ---------------------------------------------------------------------------------------------
 * Quotation requests, service quotations, reviews and the unregistered-provider queue
 * (docs/decisions/018-service-quotations.md; endpoints in service-quotations-endpoints.ts).
 * Messages are keys; their texts are in messages/{en,ar}.json under "quotations".
 * Money: integer halalas on the wire as numbers; the provider types a SAR decimal.
 * ------------------------------------------------------------------------------------------- */

/** Saudi VAT on a provider's price: 15 %, in basis points (the server computes it; decision 018). */
export const QUOTATION_VAT_RATE_BASIS_POINTS = 1500;

/** The VAT of a price in halalas: 15 %, rounded half up to the halala. */
export function quotationVatHalalas(priceHalalas: number): number {
  return Math.round((priceHalalas * QUOTATION_VAT_RATE_BASIS_POINTS) / 10_000);
}

/** Longest description of a quotation request or message of a response. */
export const QUOTATION_TEXT_MAX_LENGTH = 5000;
/** Longest review testimonial and admin note. */
export const REVIEW_COMMENT_MAX_LENGTH = 2000;
/** Most providers one quotation request goes to (the top 5 recommendations, or a few picked). */
export const QUOTATION_MAX_PROVIDERS = 10;
/** Most files on a request or a response (like requests, decision 006). */
export const QUOTATION_MAX_ATTACHMENTS = 5;
/** Longest delivery time a provider may quote, in days. */
export const QUOTATION_MAX_DELIVERY_DAYS = 3650;
/** Largest price a provider may quote, SAR (fits comfortably in the bigint halalas column). */
export const QUOTATION_MAX_PRICE_SAR = 1_000_000_000;

/** Message keys of the quotation rules, refusals and successes. */
export const QUOTATION_KEYS = {
  titleRequired: 'quotations.titleRequired',
  titleTooLong: 'quotations.titleTooLong',
  descriptionRequired: 'quotations.descriptionRequired',
  textTooLong: 'quotations.textTooLong',
  deadlineRequired: 'quotations.deadlineRequired',
  deadlinePast: 'quotations.deadlinePast',
  providersRequired: 'quotations.providersRequired',
  tooManyProviders: 'quotations.tooManyProviders',
  providerNotFound: 'quotations.providerNotFound',
  requirementNotFound: 'quotations.requirementNotFound',
  tooManyAttachments: 'quotations.tooManyAttachments',
  priceRequired: 'quotations.priceRequired',
  priceInvalid: 'quotations.priceInvalid',
  deliveryDaysRequired: 'quotations.deliveryDaysRequired',
  deliveryDaysInvalid: 'quotations.deliveryDaysInvalid',
  messageRequired: 'quotations.messageRequired',
  ratingRequired: 'quotations.ratingRequired',
  commentRequired: 'quotations.commentRequired',
  commentTooLong: 'quotations.commentTooLong',
  noteTooLong: 'quotations.noteTooLong',
  requestNotFound: 'quotations.requestNotFound',
  quotationNotFound: 'quotations.quotationNotFound',
  connectionNotFound: 'quotations.connectionNotFound',
  notProviderUser: 'quotations.notProviderUser',
  expired: 'quotations.expired',
  notRespondable: 'quotations.notRespondable',
  notEditable: 'quotations.notEditable',
  requestLocked: 'quotations.requestLocked',
  notAcceptable: 'quotations.notAcceptable',
  alreadyAccepted: 'quotations.alreadyAccepted',
  notDeclinable: 'quotations.notDeclinable',
  notCompletable: 'quotations.notCompletable',
  notCompleted: 'quotations.notCompleted',
  alreadyReviewed: 'quotations.alreadyReviewed',
  alreadyConnected: 'quotations.alreadyConnected',
  submitted: 'quotations.submitted',
  submittedWithQueue: 'quotations.submittedWithQueue',
  requestUpdated: 'quotations.requestUpdated',
  requestDeleted: 'quotations.requestDeleted',
  responded: 'quotations.responded',
  responseUpdated: 'quotations.responseUpdated',
  responseDeleted: 'quotations.responseDeleted',
  accepted: 'quotations.accepted',
  declined: 'quotations.declined',
  completed: 'quotations.completed',
  reviewed: 'quotations.reviewed',
  connected: 'quotations.connected',
  noRequests: 'quotations.noRequests',
  // proposals on public requirements and accepting what the buyer saw (decision 018)
  requirementClosed: 'quotations.requirementClosed',
  alreadyProposed: 'quotations.alreadyProposed',
  proposalSent: 'quotations.proposalSent',
  seenResponseRequired: 'quotations.seenResponseRequired',
  responseChanged: 'quotations.responseChanged',
} as const;

const Q = QUOTATION_KEYS;

/** A required text: trimmed, at least one character, at most `max`. */
function requiredText(requiredKey: string, max: number, tooLongKey: string) {
  return z.string(requiredKey).trim().min(1, requiredKey).max(max, tooLongKey);
}

/** A submission deadline: a real date, today or later in Riyadh (the request closes at its end). */
function deadlineField(now: () => Date = () => new Date()) {
  return z
    .string(Q.deadlineRequired)
    .trim()
    .min(1, Q.deadlineRequired)
    .refine(isCalendarDate, { error: Q.deadlineRequired, abort: true })
    .refine((value) => value >= riyadhToday(now()), { error: Q.deadlinePast });
}

/** The fields of a request its buyer writes (and may change while nothing is accepted). */
export const QuotationRequestDetailsSchema = z.object({
  title: requiredText(Q.titleRequired, QUOTATION_TITLE_MAX_LENGTH, Q.titleTooLong),
  description: requiredText(Q.descriptionRequired, QUOTATION_TEXT_MAX_LENGTH, Q.textTooLong),
  /** YYYY-MM-DD, the last day (Riyadh) providers can answer. */
  submissionDeadline: deadlineField(),
});
export type QuotationRequestDetails = z.infer<typeof QuotationRequestDetailsSchema>;

/**
 * A new quotation request: the text fields of the multipart body (files in attachments.{i}, pdf,
 * png or jpeg under 2 MB, like requests). `providerIds` is repeated once per provider.
 */
export const CreateQuotationRequestSchema = QuotationRequestDetailsSchema.extend({
  providerIds: z
    .array(IdSchema, Q.providersRequired)
    .min(1, Q.providersRequired)
    .max(QUOTATION_MAX_PROVIDERS, Q.tooManyProviders),
  requirementId: z.preprocess((value) => (value === '' || value === null ? undefined : value), IdSchema.optional()),
});
export type CreateQuotationRequest = z.infer<typeof CreateQuotationRequestSchema>;

/** A provider's answer (multipart text fields; one optional file attachments.0): price in SAR, days, message. */
export const RespondQuotationSchema = z.object({
  /** SAR decimal with at most two places, more than 0. */
  price: z
    .string(Q.priceRequired)
    .trim()
    .min(1, Q.priceRequired)
    .refine((value) => sarDecimalPattern(10).test(value), { error: Q.priceInvalid, abort: true })
    .refine((value) => sarToHalalas(value) > 0n && sarToHalalas(value) <= BigInt(QUOTATION_MAX_PRICE_SAR) * 100n, {
      error: Q.priceInvalid,
    }),
  deliveryDays: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number(Q.deliveryDaysRequired)
      .int(Q.deliveryDaysInvalid)
      .min(1, Q.deliveryDaysInvalid)
      .max(QUOTATION_MAX_DELIVERY_DAYS, Q.deliveryDaysInvalid),
  ),
  message: requiredText(Q.messageRequired, QUOTATION_TEXT_MAX_LENGTH, Q.textTooLong),
});
export type RespondQuotation = z.infer<typeof RespondQuotationSchema>;

/**
 * What the buyer saw when accepting (JSON body of AcceptQuotationEndpoint): the `respondedAt` of
 * the response on screen. Every answer or change of answer sets a new `respondedAt`, so a
 * mismatch means the provider changed the quotation since: 409 quotations.responseChanged.
 */
export const AcceptQuotationSchema = z.object({
  respondedAt: z.iso.datetime({ offset: true, error: Q.seenResponseRequired }),
});
export type AcceptQuotation = z.infer<typeof AcceptQuotationSchema>;

/**
 * Days a request created by a provider's proposal on a public requirement stays open for other
 * proposals (its submission deadline: today in Riyadh plus this; decision 018).
 */
export const PROPOSAL_REQUEST_OPEN_DAYS = 30;

/** A buyer's review of a completed engagement (JSON). */
export const ReviewQuotationSchema = z.object({
  rating: z
    .number(Q.ratingRequired)
    .int(Q.ratingRequired)
    .min(REVIEW_RATING_MIN, Q.ratingRequired)
    .max(REVIEW_RATING_MAX, Q.ratingRequired),
  comment: requiredText(Q.commentRequired, REVIEW_COMMENT_MAX_LENGTH, Q.commentTooLong),
});
export type ReviewQuotation = z.infer<typeof ReviewQuotationSchema>;

/** The admin marks a queued buyer–provider connection as made, with a note (JSON). */
export const ConnectProviderSchema = z.object({
  note: z.string().trim().max(REVIEW_COMMENT_MAX_LENGTH, Q.noteTooLong).default(''),
});
export type ConnectProvider = z.infer<typeof ConnectProviderSchema>;

/** Filters of the provider's inbox and of the buyer's list. */
export const QUOTATION_FILTERS = [
  'all',
  'pending',
  'responded',
  'accepted',
  'completed',
  'declined',
  'expired',
] as const;
export type QuotationFilter = (typeof QUOTATION_FILTERS)[number];

/** The buyer's two lists: open requests (`/sp/requests`) and closed ones (`/sp/requests/other`; decision 018). */
export const BUYER_REQUEST_SCOPES = ['open', 'closed'] as const;
export type BuyerRequestScope = (typeof BUYER_REQUEST_SCOPES)[number];

const pageFields = {
  search: z.string().trim().max(100, 'validation.tooLong').optional(),
  page: z.coerce.number().int('validation.wholeNumber').min(0, 'validation.pageNegative').default(0),
  size: z.coerce
    .number()
    .int('validation.wholeNumber')
    .min(1, 'validation.sizeRange')
    .max(50, 'validation.sizeRange')
    .default(10),
};

/** Query of the provider's inbox: status filter, text in title and description, page. */
export const ProviderQuotationsQuerySchema = z.object({
  status: z.enum(QUOTATION_FILTERS, 'validation.invalidValue').default('all'),
  ...pageFields,
});
/** Query of the buyer's requests: open or closed, text, page. */
export const BuyerRequestsQuerySchema = z.object({
  scope: z.enum(BUYER_REQUEST_SCOPES, 'validation.invalidValue').default('open'),
  ...pageFields,
});
/** Query of the admin's queue: still to connect or connected. */
export const ConnectionQueueQuerySchema = z.object({
  state: z.enum(['open', 'connected'], 'validation.invalidValue').default('open'),
  ...pageFields,
});

const Time = z.string().describe('ISO 8601 instant');

/** A file of a request or a response; downloaded by fileId (QuotationAttachmentEndpoint). */
export const QuotationAttachmentSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});
export type QuotationAttachment = z.infer<typeof QuotationAttachmentSchema>;

/** A provider's response: price, VAT and total in halalas, delivery days, message, file. */
export const QuotationResponseSchema = z.object({
  priceHalalas: z.number().int(),
  vatHalalas: z.number().int(),
  totalHalalas: z.number().int(),
  deliveryDays: z.number().int(),
  message: z.string(),
  respondedAt: Time,
  attachments: z.array(QuotationAttachmentSchema),
});
export type QuotationResponse = z.infer<typeof QuotationResponseSchema>;

/** A review as its quotation shows it. */
export const QuotationReviewSchema = z.object({ rating: z.number().int(), comment: z.string(), createdAt: Time });

/** One provider's quotation as the buyer sees it (the comparison row). */
export const BuyerQuotationSchema = z.object({
  id: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  /** Average of the provider's verified reviews (null when none) and their count. */
  providerRating: z.number().nullable(),
  providerReviewCount: z.number().int(),
  /** False when no user acts for the provider: the admin connects the buyer (decision 018). */
  providerRegistered: z.boolean(),
  status: z.enum(SERVICE_QUOTATION_STATUSES),
  response: QuotationResponseSchema.nullable(),
  review: QuotationReviewSchema.nullable(),
  canAccept: z.boolean(),
  canDecline: z.boolean(),
  canReview: z.boolean(),
});
export type BuyerQuotation = z.infer<typeof BuyerQuotationSchema>;

/** A buyer's request in their list. */
export const BuyerRequestSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  submissionDeadline: z.string(),
  isExpired: z.boolean(),
  providerCount: z.number().int(),
  respondedCount: z.number().int(),
  acceptedProviderName: z.string().nullable(),
  createdAt: Time,
});
export type BuyerRequestSummary = z.infer<typeof BuyerRequestSummarySchema>;

/** A buyer's request with its files and every provider's quotation. */
export const BuyerRequestDetailSchema = BuyerRequestSummarySchema.extend({
  description: z.string(),
  requirementId: z.number().int().nullable(),
  attachments: z.array(QuotationAttachmentSchema),
  quotations: z.array(BuyerQuotationSchema),
  /** While no quotation is accepted or completed. */
  canEdit: z.boolean(),
});
export type BuyerRequestDetail = z.infer<typeof BuyerRequestDetailSchema>;

/** A quotation in the provider's inbox. */
export const ProviderQuotationSummarySchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  title: z.string(),
  requesterName: z.string(),
  submissionDeadline: z.string(),
  status: z.enum(SERVICE_QUOTATION_STATUSES),
  totalHalalas: z.number().int().nullable(),
  createdAt: Time,
});
export type ProviderQuotationSummary = z.infer<typeof ProviderQuotationSummarySchema>;

/** A quotation with the buyer's request and the provider's response. */
export const ProviderQuotationDetailSchema = ProviderQuotationSummarySchema.extend({
  description: z.string(),
  requestAttachments: z.array(QuotationAttachmentSchema),
  response: QuotationResponseSchema.nullable(),
  review: QuotationReviewSchema.nullable(),
  /** Pending before the deadline: answer; responded: change or withdraw the answer. */
  canRespond: z.boolean(),
  canEditResponse: z.boolean(),
  canComplete: z.boolean(),
});
export type ProviderQuotationDetail = z.infer<typeof ProviderQuotationDetailSchema>;

/** A queued request for a provider no user acts for, with both contacts (admin). */
export const ConnectionRequestViewSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  createdAt: Time,
  connectedAt: Time.nullable(),
  adminNote: z.string().nullable(),
  buyer: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    companyName: z.string().nullable(),
  }),
  provider: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
  }),
});
export type ConnectionRequestView = z.infer<typeof ConnectionRequestViewSchema>;

/**
 * A public requirement as a provider sees it before proposing (ProposalTargetEndpoint): its
 * text, whether it still takes proposals, and the provider's quotation on it if one exists.
 */
export const ProposalTargetSchema = z.object({
  requirementId: z.number().int(),
  title: z.string(),
  description: z.string(),
  createdAt: Time,
  isOpen: z.boolean(),
  /** The provider's quotation on this requirement (a proposal or an invitation), null when none. */
  quotationId: z.number().int().nullable(),
});
export type ProposalTarget = z.infer<typeof ProposalTargetSchema>;

export const BuyerRequestPageSchema = pageSchema(BuyerRequestSummarySchema);
export const ProviderQuotationPageSchema = pageSchema(ProviderQuotationSummarySchema);
export const ConnectionRequestPageSchema = pageSchema(ConnectionRequestViewSchema);

export { newQuotationRequestPath, QUOTATION_PAGES } from './quotation-pages.ts';
