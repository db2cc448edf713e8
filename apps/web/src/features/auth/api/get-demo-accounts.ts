import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Language } from '@hissa/contracts/languages';
import { UserTypeSchema } from '@hissa/contracts/auth';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';

const DemoAccountSchema = z.object({
  email: z.string(),
  password: z.string(),
  type: UserTypeSchema,
  typeName: z.string(),
  isFirstTimeLogin: z.boolean(),
});
export type DemoAccount = z.infer<typeof DemoAccountSchema>;

const DemoAccountsResponseSchema = z.object({ data: z.array(DemoAccountSchema) });

/**
 * GET /public-api/demo-accounts: the seeded demo accounts with their password and type name in
 * the request's language. A deployment with real users turns it off (404).
 */
export async function getDemoAccounts(signal?: AbortSignal): Promise<DemoAccount[]> {
  const answer = await apiRequest('/public-api/demo-accounts', { schema: DemoAccountsResponseSchema, signal });
  return answer.data;
}

/** Query options of the demo accounts; a 404 (turned off) is final, so nothing is retried. */
export function demoAccountsQueryOptions(language: Language) {
  return queryOptions({
    queryKey: ['auth', 'demo-accounts', language],
    queryFn: ({ signal }) => getDemoAccounts(signal),
    retry: false,
    staleTime: 60 * 60 * 1000,
  });
}

/** The demo accounts, when this deployment offers them. */
export function useDemoAccounts() {
  const { language } = useLanguage();
  return useQuery(demoAccountsQueryOptions(language));
}
