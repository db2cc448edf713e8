// The quotation pages' paths: no schema, so the web's start chunk can link to them without zod
// (decision 050). quotations.ts re-exports them.

/** The web pages of quotations (decision 018), for links in e-mails and between features. */
export const QUOTATION_PAGES = {
  /** The request form; providerIds and requirementId in the query. */
  newRequest: '/sp/quotations/new',
  /** The provider's service quotations (all / pending / responded ...). */
  providerInbox: '/sp/quotations',
  providerQuotation: (quotationId: number) => `/sp/quotations/${quotationId}`,
  /** The provider's proposal form on an open public requirement. */
  proposal: (requirementId: number) => `/sp/public/requirements/${requirementId}/propose`,
  /** The buyer's open quotation requests, and the closed ones (requests/other). */
  buyerRequests: '/sp/requests',
  buyerClosedRequests: '/sp/requests/other',
  buyerRequest: (requestId: number) => `/sp/requests/${requestId}`,
  /** The admin's queue of buyers to connect to unregistered providers. */
  adminQueue: '/admin/unregistered-providers',
} as const;

/** The request form's address for `providerIds` (and the requirement they were recommended for). */
export function newQuotationRequestPath(providerIds: readonly number[], requirementId?: number): string {
  const query = new URLSearchParams({ providerIds: providerIds.join(',') });
  if (requirementId !== undefined) query.set('requirementId', String(requirementId));
  return `${QUOTATION_PAGES.newRequest}?${query.toString()}`;
}
