import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FundingInterest, RegisterInterestRequest } from '@hissa/contracts/funding-opportunities';
import {
  MyInterestEndpoint,
  RegisterInterestEndpoint,
  WithdrawInterestEndpoint,
} from '@hissa/contracts/funding-endpoints';
import { useLanguage } from '../../../i18n/use-language';
import { callEndpoint } from '../../../lib/api-client';
import { OPPORTUNITIES_KEY } from './opportunities-query-key';

/**
 * Registers, or replaces, my interest in a round (shareholders and investors) -> {message, data:
 * interest with its transaction size}.
 */
export function registerInterest(request: RegisterInterestRequest) {
  return callEndpoint(RegisterInterestEndpoint, { body: request });
}

/** My interest in the round, or null. */
export async function getMyInterest(roundId: number, signal?: AbortSignal): Promise<FundingInterest | null> {
  return (await callEndpoint(MyInterestEndpoint, { params: { roundId }, signal })).data;
}

/** Withdraws my interest in the round -> {message}. */
export function withdrawInterest(roundId: number) {
  return callEndpoint(WithdrawInterestEndpoint, { params: { roundId } });
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
