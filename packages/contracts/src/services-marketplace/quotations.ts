/*
 * Quotation requests and service quotations of the services marketplace (marketplace spec §3,
 * §4 and §5): the rules both sides share.
 */

/** A quotation request's title: at most 255 characters (spec §5, request title limit). */
export const QUOTATION_TITLE_MAX_LENGTH = 255;

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
