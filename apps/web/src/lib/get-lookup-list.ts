import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Language } from '@hissa/contracts/languages';
import { LOOKUP_LISTS, LookupItemSchema, type LookupItem, type LookupListName } from '@hissa/contracts/lookups/lookup-lists';
import { useLanguage } from '../i18n/use-language';
import { apiRequest } from './api-client';

const WrappedListSchema = z.object({ data: z.array(LookupItemSchema) });
const PlainListSchema = z.array(LookupItemSchema);

/**
 * GET /public-api/lookup/{list}: a lookup list, names in the current language, sorted by name.
 * Some lists answer as a plain array, the others wrapped in {data} (lookup-lists.ts).
 */
export async function getLookupList(list: LookupListName, signal?: AbortSignal): Promise<LookupItem[]> {
  const path = `/public-api/lookup/${list}`;
  if (LOOKUP_LISTS[list].isPlainArray) return apiRequest(path, { schema: PlainListSchema, signal });
  const answer = await apiRequest(path, { schema: WrappedListSchema, signal });
  return answer.data;
}

/** Query options of a lookup list; lists change rarely, so they stay fresh for an hour. */
export function lookupListQueryOptions(list: LookupListName, language: Language) {
  return queryOptions({
    queryKey: ['lookups', list, language],
    queryFn: ({ signal }) => getLookupList(list, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** A lookup list in the current language. */
export function useLookupList(list: LookupListName) {
  const { language } = useLanguage();
  return useQuery(lookupListQueryOptions(list, language));
}
