import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { RecipientsResponseSchema, type Recipients } from '@hissa/contracts/requests';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { REQUESTS_KEY } from './use-requests-mutation';

/**
 * GET /common-api/request/get-user-based-companies?search=: who I can send a request to, by name:
 * companies with a registered user, and registered shareholders and investors.
 */
export async function getRecipients(search: string, signal?: AbortSignal): Promise<Recipients> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() }).toString()}` : '';
  const answer = await apiRequest(`/common-api/request/get-user-based-companies${query}`, { schema: RecipientsResponseSchema, signal });
  return answer.data;
}

/** The recipients matching `search` (the previous answer stays while typing). */
export function useRecipients(search: string) {
  const { language } = useLanguage();
  return useQuery({ queryKey: [...REQUESTS_KEY, 'recipients', search, language], queryFn: ({ signal }) => getRecipients(search, signal), placeholderData: keepPreviousData });
}
