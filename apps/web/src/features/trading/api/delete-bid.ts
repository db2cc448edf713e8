import { BidResponseSchema } from '@hissa/contracts/trading/trading-api';
import { apiRequest } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';

/** DELETE /common-api/shareholdings/delete-bid-request/{bidId}: withdraws my live bid. */
export function deleteBid(bidId: number) {
  return apiRequest(`/common-api/shareholdings/delete-bid-request/${bidId}`, { method: 'DELETE', schema: BidResponseSchema });
}

/** Deletes (withdraws) a bid; the trading reads are fetched again. */
export function useDeleteBid() {
  return useTradingMutation(deleteBid);
}
