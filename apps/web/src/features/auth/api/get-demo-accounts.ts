import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@hissa/contracts/languages';
import { DemoAccountsEndpoint, type DemoAccount } from '@hissa/contracts/demo-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

export type { DemoAccount };

/**
 * The seeded demo accounts with their password and type name in the request's language. A
 * deployment with real users turns the call off (404).
 */
export async function getDemoAccounts(signal?: AbortSignal): Promise<DemoAccount[]> {
  return (await callEndpoint(DemoAccountsEndpoint, { signal })).data;
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
