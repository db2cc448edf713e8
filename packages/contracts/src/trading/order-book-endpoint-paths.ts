/*
 * The paths of the order book's public reads, without their schemas: the web's start chunk
 * starts these reads on a first visit, before zod and the schemas arrive (decision 079). Their
 * definitions (trading-endpoints.ts MarketDepthEndpoint and PublicActiveOffersEndpoint,
 * indicative-price-endpoints.ts IndicativePriceEndpoint) take their paths from here, so each path is still written once.
 */

/** GET: a company's open offers and bids by price level (MarketDepthEndpoint). */
export const MARKET_DEPTH_PATH = '/public-api/company/profile/market-depth-orders/:companyId';

/** GET: a company's indicative price and price history (IndicativePriceEndpoint). */
export const INDICATIVE_PRICE_PATH = '/public-api/company/profile/indicative-price/:companyId';

/** POST (read only): active public offers by filters, a visitor's open offers of a company (PublicActiveOffersEndpoint). */
export const PUBLIC_ACTIVE_OFFERS_PATH = '/public-api/company/profile/all-active-offers';
