import { callEndpoint } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';
import { DeleteBidEndpoint } from '@hissa/contracts/trading/trading-endpoints';

/** Withdraws my live bid. */
export function deleteBid(bidId: number) {
  return callEndpoint(DeleteBidEndpoint, { params: { sharesBidId: bidId } });
}

/** Deletes (withdraws) a bid; the trading reads are fetched again. */
export function useDeleteBid() {
  return useTradingMutation(deleteBid);
}
