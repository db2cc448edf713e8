import { z } from 'zod';
import { DataSchema, IdSchema } from '../http/common-schemas.ts';
import { defineEndpoint } from '../http/endpoint.ts';
import { IndicativePriceSchema } from './indicative-price.ts';
import { INDICATIVE_PRICE_PATH } from './order-book-endpoint-paths.ts';

/* The indicative price endpoint (decision 033; decision 012 for the pattern). */

/** A company's indicative price and price history (public). Errors: 404 errors.companyNotFound. */
export const IndicativePriceEndpoint = defineEndpoint({
  method: 'GET',
  path: INDICATIVE_PRICE_PATH,
  summary: 'Indicative price: last trade, 30-day VWAP, best bid and offer, round-implied price, history',
  tags: ['trading'],
  params: z.object({ companyId: IdSchema }),
  responses: { 200: DataSchema(IndicativePriceSchema) },
});
