/** How many of a company's public offers a visitor's order book lists: the first page. */
const VISITOR_OFFERS_PAGE_SIZE = 50;

/**
 * The active-offers filters of a company's order book for a visitor (PublicActiveOffersEndpoint's
 * body): its first VISITOR_OFFERS_PAGE_SIZE public offers. Without schemas, so the order book's
 * route can send the same read early (trading-routes.tsx, decision 079).
 */
export function visitorOffersFilters(companyId: number): { companyId: number; page: number; size: number } {
  return { companyId, page: 0, size: VISITOR_OFFERS_PAGE_SIZE };
}
