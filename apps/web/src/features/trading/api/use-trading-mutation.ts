import { TRADING_KEY } from './trading-query-key';
import { useRefetchingMutation } from '../../../lib/use-refetching-mutation';

/**
 * A trading write: after it settles every trading read (order book, depth, cap table, My
 * Orders, bids, trades) is fetched again, since one action can change all of them.
 */
export function useTradingMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefetchingMutation(mutationFn, TRADING_KEY);
}
