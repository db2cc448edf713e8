import { TRADING_USER_TYPES } from '@hissa/contracts/trading/trading-rules';
import { useSession } from '../../lib/session/session';
import { useCurrentUser } from '../../lib/session/get-current-user';

/** Whether the signed-in user trades (types 4-7), and their id once known. */
export function useTrader(): { isTrader: boolean; userId: number | null } {
  const session = useSession();
  const isTrader = session !== null && TRADING_USER_TYPES.includes(session.claims.type);
  const me = useCurrentUser();
  return { isTrader, userId: isTrader ? (me.data?.id ?? null) : null };
}
