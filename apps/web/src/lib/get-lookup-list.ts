import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@hissa/contracts/languages';
import type { LookupItem, LookupListName } from '@hissa/contracts/lookups/lookup-lists';
import { LookupListEndpoint } from '@hissa/contracts/lookups/lookups-endpoints';
import { useLanguage } from '../i18n/use-language';
import { callEndpoint } from './api-client';

/**
 * A lookup list, names in the current language, sorted by name. Some lists answer as a plain
 * array, the others wrapped in {data} (lookup-lists.ts); either way the items are returned.
 */
export async function getLookupList(list: LookupListName, signal?: AbortSignal): Promise<LookupItem[]> {
  const answer = await callEndpoint(LookupListEndpoint, { params: { list }, signal });
  return Array.isArray(answer) ? answer : answer.data;
}

/** Query options of a lookup list; lists change rarely, so they stay fresh for an hour. */
export function lookupListQueryOptions(list: LookupListName, language: Language) {
  return queryOptions({
    queryKey: ['lookups', list, language],
    queryFn: ({ signal }) => getLookupList(list, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** A lookup list in the current language; `enabled: false` waits to fetch it until it is true. */
export function useLookupList(list: LookupListName, { enabled = true }: { enabled?: boolean } = {}) {
  const { language } = useLanguage();
  return useQuery({ ...lookupListQueryOptions(list, language), enabled });
}
