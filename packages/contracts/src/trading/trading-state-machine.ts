/**
 * The trading state machine, as one table (docs/decisions/004-trading-state-machine.md has the
 * diagrams). Every status change of an offer, a bid or a trade is a row here: from which status, to
 * which, by which action, and which party may make it (`system`: a consequence the platform draws,
 * e.g. expiry or a fill, recorded with the user whose action caused it). The API's one transition
 * function refuses anything not listed and writes the audit row.
 */

/** Offer (order) statuses: "Order: open or closed", plus Approval Pending while its whole
 * quantity is reserved by trades awaiting the admin. */
export const OFFER_STATUSES = ['open', 'approval_pending', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Why a closed offer closed. */
export const OFFER_CLOSED_REASONS = ['filled', 'cancelled', 'deleted', 'expired', 'declined'] as const;
export type OfferClosedReason = (typeof OFFER_CLOSED_REASONS)[number];

/** What a closed offer came to, as the order book shows it (decision 004). */
export const OFFER_OUTCOMES = ['matched', 'not_matched', 'no_bids_received'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

/**
 * Bid statuses. `negotiating` is "Negotiating (Action Needed)" for the party whose turn it is;
 * `accepted` means matched into a trade; `not_matched` closes live bids when the offer fills,
 * expires or is declined; `deleted_by_seller` when the seller cancels the offer; `withdrawn` when
 * the bidder deletes the bid.
 */
export const BID_STATUSES = [
  'open',
  'negotiating',
  'accepted',
  'rejected',
  'not_matched',
  'deleted_by_seller',
  'withdrawn',
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** Bids still on the table. */
export const LIVE_BID_STATUSES: readonly BidStatus[] = ['open', 'negotiating'];

/**
 * Trade statuses: an executed trade awaits the admin (Admin Pending, Settlement Pending), then
 * Admin Approved (Settlement Completed) or Admin Rejected.
 */
export const TRADE_STATUSES = ['executed', 'admin_approved', 'admin_rejected'] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

/** The spec's admin and settlement labels of a trade status. */
export const TRADE_STATUS_LABELS: Record<
  TradeStatus,
  {
    adminStatus: 'admin_pending' | 'admin_approved' | 'admin_rejected';
    settlementStatus: 'settlement_pending' | 'settlement_completed' | 'rejected';
  }
> = {
  executed: { adminStatus: 'admin_pending', settlementStatus: 'settlement_pending' },
  admin_approved: { adminStatus: 'admin_approved', settlementStatus: 'settlement_completed' },
  admin_rejected: { adminStatus: 'admin_rejected', settlementStatus: 'rejected' },
};

/** The parties that change statuses; `system` is the platform itself (expiry, fills). */
export const TRADING_ROLES = ['seller', 'bidder', 'target_buyer', 'admin', 'system'] as const;
export type TradingRole = (typeof TRADING_ROLES)[number];

export const TRADING_ENTITY_KINDS = ['offer', 'bid', 'trade'] as const;
export type TradingEntityKind = (typeof TRADING_ENTITY_KINDS)[number];

type StatusOf = { offer: OfferStatus; bid: BidStatus; trade: TradeStatus };

/** One allowed status change. `from: null` is the creation of the entity. */
export type Transition<K extends TradingEntityKind = TradingEntityKind> = {
  kind: K;
  from: StatusOf[K] | null;
  to: StatusOf[K];
  action: string;
  roles: readonly TradingRole[];
};

function offer(
  from: OfferStatus | null,
  to: OfferStatus,
  action: string,
  roles: readonly TradingRole[],
): Transition<'offer'> {
  return { kind: 'offer', from, to, action, roles };
}
function bid(from: BidStatus | null, to: BidStatus, action: string, roles: readonly TradingRole[]): Transition<'bid'> {
  return { kind: 'bid', from, to, action, roles };
}
function trade(
  from: TradeStatus | null,
  to: TradeStatus,
  action: string,
  roles: readonly TradingRole[],
): Transition<'trade'> {
  return { kind: 'trade', from, to, action, roles };
}

/** THE transition table. Nothing changes status unless it is listed here. */
export const TRANSITIONS: readonly Transition[] = [
  // offers
  offer(null, 'open', 'create', ['seller']),
  offer('open', 'open', 'update', ['seller']),
  // a match reserves the bid's quantity from the offer; all of it -> Approval Pending
  offer('open', 'open', 'reserve', ['system']),
  offer('open', 'approval_pending', 'reserve_all', ['system']),
  // the admin rejects a trade: its quantity returns to a live offer
  offer('open', 'open', 'release', ['system']),
  offer('approval_pending', 'open', 'release', ['system']),
  // the admin settles the last pending trade of a fully reserved offer
  offer('approval_pending', 'closed', 'fill', ['system']),
  offer('open', 'closed', 'cancel', ['seller']),
  offer('approval_pending', 'closed', 'cancel', ['seller']),
  offer('open', 'closed', 'delete', ['seller']),
  offer('open', 'closed', 'expire', ['system']),
  offer('approval_pending', 'closed', 'expire', ['system']),
  offer('open', 'closed', 'decline', ['target_buyer']),
  // bids
  bid(null, 'open', 'place', ['bidder']),
  bid('open', 'negotiating', 'counter', ['seller']),
  bid('negotiating', 'negotiating', 'counter', ['seller', 'bidder']),
  bid('open', 'accepted', 'accept', ['seller']),
  bid('negotiating', 'accepted', 'accept', ['seller', 'bidder']),
  bid(null, 'accepted', 'accept_offer', ['target_buyer']),
  bid('open', 'rejected', 'reject', ['seller']),
  bid('negotiating', 'rejected', 'reject', ['seller', 'bidder']),
  bid('open', 'withdrawn', 'withdraw', ['bidder']),
  bid('negotiating', 'withdrawn', 'withdraw', ['bidder']),
  // the offer filled, expired or was declined while the bid was live
  bid('open', 'not_matched', 'close', ['system']),
  bid('negotiating', 'not_matched', 'close', ['system']),
  // the seller cancelled the offer under a live bid
  bid('open', 'deleted_by_seller', 'cancel_offer', ['system']),
  bid('negotiating', 'deleted_by_seller', 'cancel_offer', ['system']),
  // trades
  trade(null, 'executed', 'execute', ['seller', 'bidder', 'target_buyer']),
  trade('executed', 'admin_approved', 'approve', ['admin']),
  trade('executed', 'admin_rejected', 'reject', ['admin']),
];

/** The listed transition for this change, or undefined when the table does not allow it. */
export function findTransition(
  kind: TradingEntityKind,
  from: string | null,
  to: string,
  action: string,
  role: TradingRole,
): Transition | undefined {
  return TRANSITIONS.find(
    (transition) =>
      transition.kind === kind &&
      transition.from === from &&
      transition.to === to &&
      transition.action === action &&
      transition.roles.includes(role),
  );
}
