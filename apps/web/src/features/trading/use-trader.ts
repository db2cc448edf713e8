import { BIDDER_USER_TYPES, TRADING_USER_TYPES } from '@hissa/contracts/trading/trading-rules';
import { orderBookPath } from '../../lib/routes';
import { useBrowsingAreaPath, useDashboardArea } from '../../lib/session/dashboard-area';
import { useSession } from '../../lib/session/session';
import { useCurrentUser } from '../../lib/session/get-current-user';

/**
 * Whether the signed-in user trades (types 4-7: offers, bids, negotiation, holdings), whether they
 * may bid at all (`canBid`: traders and buyers, type 11, who bid on public offers, delete their
 * bids and answer private deals aimed at them; contracts BIDDER_USER_TYPES, decision 015), their
 * id once known (bidders only), and the path of their dashboard area ('/dashboard/shareholder' for
 * 4 and 5, '/dashboard/investor' for 6 and 7; null for everyone else, buyers included), under
 * which the trading sub-area lives.
 */
export function useTrader(): { isTrader: boolean; canBid: boolean; userId: number | null; areaPath: string | null } {
  const session = useSession();
  const isTrader = session !== null && TRADING_USER_TYPES.includes(session.claims.type);
  const canBid = session !== null && BIDDER_USER_TYPES.includes(session.claims.type);
  const me = useCurrentUser();
  const { areaPath } = useDashboardArea();
  return {
    isTrader,
    canBid,
    userId: canBid ? (me.data?.id ?? null) : null,
    areaPath: isTrader ? areaPath : null,
  };
}

/**
 * The order book path of a company as seen from here: inside the dashboard a trader stays in
 * it ({area}/view-order-book/{id}); elsewhere the public page (/view-order-book/{id}).
 */
export function useOrderBookPath(): (companyId: number) => string {
  const areaPath = useBrowsingAreaPath();
  return (companyId) => orderBookPath(companyId, areaPath);
}
