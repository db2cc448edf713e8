import { useQuery } from '@tanstack/react-query';
import { MyCompanyFundingEndpoint } from '@hissa/contracts/funding-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import type { CompanyFunding } from './get-company-funding';
import { FUNDING_KEY } from './funding-query-key';

/** My company's funding profile and rounds (null when the account acts for no company). */
export async function getMyCompanyFunding(signal?: AbortSignal): Promise<CompanyFunding | null> {
  return (await callEndpoint(MyCompanyFundingEndpoint, { signal })).data;
}

/** My company's funding, for the company dashboard's funding page. */
export function useMyCompanyFunding() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...FUNDING_KEY, 'mine', language],
    queryFn: ({ signal }) => getMyCompanyFunding(signal),
  });
}
