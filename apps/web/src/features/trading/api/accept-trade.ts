import { TradeResponseSchema } from '@hissa/contracts/trading/trading-api';
import { apiRequest } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';

export type AcceptTradeRequest = { kind: 'bid' | 'offer'; id: number; quantity: number };

/**
 * POST /common-api/shareholdings/accept-trade/{bid|offer}/{id}/{quantity}: accepts the terms on
 * the table (the quantity seen; 409 if they moved) -> the executed trade.
 */
export function acceptTrade({ kind, id, quantity }: AcceptTradeRequest) {
  return apiRequest(`/common-api/shareholdings/accept-trade/${kind}/${id}/${quantity}`, { method: 'POST', schema: TradeResponseSchema });
}

/** Accepts a bid, a counter or a private offer; the trading reads are fetched again. */
export function useAcceptTrade() {
  return useTradingMutation(acceptTrade);
}
