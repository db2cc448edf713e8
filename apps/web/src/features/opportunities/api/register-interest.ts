import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MyInterestResponseSchema,
  RegisterInterestResponseSchema,
  WithdrawInterestResponseSchema,
  type FundingInterest,
  type RegisterInterestRequest,
} from '@hissa/contracts/funding-opportunities';
import { useLanguage } from '../../../i18n/use-language';
import { apiRequest } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

/**
 * POST /public-api/register_interest (shareholders and investors): registers, or replaces, my
 * interest in a round -> {message, data: interest with its transaction size}.
 */
export function registerInterest(request: RegisterInterestRequest) {
  return apiRequest('/public-api/register_interest', { method: 'POST', body: request, schema: RegisterInterestResponseSchema });
}

/** GET /common-api/register-interest/{roundId}: my interest in the round, or null. */
export async function getMyInterest(roundId: number, signal?: AbortSignal): Promise<FundingInterest | null> {
  const answer = await apiRequest(`/common-api/register-interest/${roundId}`, { schema: MyInterestResponseSchema, signal });
  return answer.data;
}

/** DELETE /common-api/register-interest/{roundId}: withdraws my interest -> {message}. */
export function withdrawInterest(roundId: number) {
  return apiRequest(`/common-api/register-interest/${roundId}`, { method: 'DELETE', schema: WithdrawInterestResponseSchema });
}

/** My interest in round `roundId`, fetched only when `isEnabled` (a signed-in shareholder or investor). */
export function useMyInterest(roundId: number, isEnabled: boolean) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...OPPORTUNITIES_KEY, 'my-interest', roundId, language],
    queryFn: ({ signal }) => getMyInterest(roundId, signal),
    enabled: isEnabled,
  });
}

/** Registers interest; the opportunities (details bar, my interest) and the company's interests are fetched again. */
export function useRegisterInterest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: registerInterest, onSuccess: () => queryClient.invalidateQueries() });
}

/** Withdraws my interest; the same reads are fetched again. */
export function useWithdrawInterest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawInterest, onSuccess: () => queryClient.invalidateQueries() });
}
