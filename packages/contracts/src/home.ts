import { z } from 'zod';

/** GET /public-api/home/statistics: the home page's counters, counted from the database. */
export const HomeStatisticsSchema = z.object({
  data: z.object({
    privateCompanies: z.number().int(),
    listedCompanies: z.number().int(),
    investorCompanies: z.number().int(),
    serviceProviders: z.number().int(),
  }),
});
export type HomeStatistics = z.infer<typeof HomeStatisticsSchema>['data'];
