import { defineEndpoint } from './http/endpoint.ts';
import { HomeStatisticsSchema } from './home.ts';

/* The home page's endpoint (decision 012 for the pattern). */

/** The home page's live counters (public): listed and private companies, investor companies, providers. */
export const HomeStatisticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/public-api/home/statistics',
  summary: 'Live counts of companies, investor companies and providers',
  tags: ['home'],
  responses: { 200: HomeStatisticsSchema },
});
