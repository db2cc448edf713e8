import { z } from 'zod';
import { defineEndpoint } from './http/endpoint.ts';

/* The service's health check (decision 012 for the pattern), outside the API prefixes. */

/** Health check (public): {status: 'ok', database} once the database answers; 503 otherwise. */
export const HealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'Health check: the service and its database answer',
  tags: ['health'],
  responses: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
});
