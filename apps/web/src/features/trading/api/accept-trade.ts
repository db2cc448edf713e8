import { AcceptTradeEndpoint } from '@hissa/contracts/trading/trading-endpoints';
import type { EndpointParams } from '@hissa/contracts/http/endpoint';
import { callEndpoint } from '../../../lib/api-client';
import { useTradingMutation } from './use-trading-mutation';

type AcceptTradeRequest = EndpointParams<typeof AcceptTradeEndpoint>;

/** Accepts the terms on the table for the quantity seen (409 if they moved) -> the executed trade. */
export function acceptTrade(params: AcceptTradeRequest) {
  return callEndpoint(AcceptTradeEndpoint, { params });
}

/** Accepts a bid, a counter or a private offer; the trading reads are fetched again. */
export function useAcceptTrade() {
  return useTradingMutation(acceptTrade);
}
