import { useQuery } from '@tanstack/react-query';
import { MyCompanyFundingResponseSchema } from '@hissa/contracts/funding';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import type { CompanyFunding } from './get-company-funding';
import { FUNDING_KEY } from './funding-query-key';

/** GET /user-api/company/funding-profile: my company's funding profile and rounds (null when the account acts for no company). */
export async function getMyCompanyFunding(signal?: AbortSignal): Promise<CompanyFunding | null> {
  const answer = await apiRequest('/user-api/company/funding-profile', { schema: MyCompanyFundingResponseSchema, signal });
  return answer.data;
}

/** My company's funding, for the company dashboard's funding page. */
export function useMyCompanyFunding() {
  const { language } = useLanguage();
  return useQuery({ queryKey: [...FUNDING_KEY, 'mine', language], queryFn: ({ signal }) => getMyCompanyFunding(signal) });
}
