import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { LookupItemSchema } from './lookup-lists.ts';

/* The lookup lists endpoint (decision 012 for the pattern; the lists are in lookup-lists.ts). */

/**
 * A lookup list (public), sorted by name in the request's language: a plain array for the lists
 * marked `isPlainArray` in LOOKUP_LISTS, {data: [...]} for the others; 404 errors.unknownLookup.
 */
export const LookupListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/lookup/:list',
  summary: 'A lookup list, sorted by name in the request language',
  tags: ['lookups'],
  params: z.object({ list: z.string().max(60) }),
  responses: { 200: z.union([z.object({ data: z.array(LookupItemSchema) }), z.array(LookupItemSchema)]) },
});
