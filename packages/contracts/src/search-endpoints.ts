import { defineEndpoint } from './http/endpoint.ts';
import { HeaderSearchResponseSchema, SearchRequestSchema } from './search.ts';

/* The header search endpoint (decision 001 for the search, 012 for the pattern). */

/**
 * Header company search (public): companyName contains the text, grouped into listed,
 * non-listed companies and service providers, names in the request's language; 400 without a name.
 */
export const HeaderSearchEndpoint = defineEndpoint({
  method: 'POST',
  path: '/public-api/company/profile/home/search-companies',
  readOnly: true,
  summary: 'Header company search, grouped by listed, non-listed and service providers',
  tags: ['search'],
  body: SearchRequestSchema,
  responses: { 200: HeaderSearchResponseSchema },
});
