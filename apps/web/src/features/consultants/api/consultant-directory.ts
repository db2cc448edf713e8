import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsultantDetail, ConsultantDirectoryQuery, ConsultantPage } from '@hissa/contracts/consultants';
import { ConsultantDetailEndpoint, ConsultantDirectoryEndpoint } from '@hissa/contracts/consultants-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';

type DirectoryQuery = Partial<ConsultantDirectoryQuery>;

/** A page of verified consultants (company users), by text, expertise, industry and availability. */
export function searchConsultants(query: DirectoryQuery, signal?: AbortSignal): Promise<ConsultantPage> {
  return callEndpoint(ConsultantDirectoryEndpoint, { query, signal });
}

/** A page of the directory; the previous page stays shown while the next loads. */
export function useConsultants(query: DirectoryQuery) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['consultants', 'directory', query, language],
    queryFn: ({ signal }) => searchConsultants(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One verified consultant; 404 consultants.notFound otherwise. */
export async function getConsultant(consultantId: number, signal?: AbortSignal): Promise<ConsultantDetail> {
  return (await callEndpoint(ConsultantDetailEndpoint, { params: { consultantId }, signal })).data;
}

/** One verified consultant, names in the current language. */
export function useConsultant(consultantId: number) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['consultants', 'detail', consultantId, language],
    queryFn: ({ signal }) => getConsultant(consultantId, signal),
  });
}
