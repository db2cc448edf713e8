import { z } from 'zod';

/** The home page's counters (HomeStatisticsEndpoint), counted from the database. */
export const HomeStatisticsSchema = z.object({
  data: z.object({
    privateCompanies: z.number().int(),
    listedCompanies: z.number().int(),
    investorCompanies: z.number().int(),
    serviceProviders: z.number().int(),
  }),
});
export type HomeStatistics = z.infer<typeof HomeStatisticsSchema>['data'];
