import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRADING_KEY } from './trading-query-key';

/**
 * A trading write: after it settles every trading read (order book, depth, cap table, My
 * Orders, bids, trades) is fetched again, since one action can change all of them.
 */
export function useTradingMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: TRADING_KEY }) });
}
