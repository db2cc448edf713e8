import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Recipients } from '@hissa/contracts/requests';
import { RecipientsEndpoint } from '@hissa/contracts/requests-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { REQUESTS_KEY } from './use-requests-mutation';

/**
 * Who I can send a request to, by name: companies with a registered user, and registered
 * shareholders and investors.
 */
export async function getRecipients(search: string, signal?: AbortSignal): Promise<Recipients> {
  return (await callEndpoint(RecipientsEndpoint, { query: { search: search.trim() || undefined }, signal })).data;
}

/** The recipients matching `search` (the previous answer stays while typing). */
export function useRecipients(search: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'recipients', search, language],
    queryFn: ({ signal }) => getRecipients(search, signal),
    placeholderData: keepPreviousData,
  });
}
