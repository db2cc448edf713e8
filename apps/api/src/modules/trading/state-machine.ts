import { ERROR_KEYS } from '@hissa/contracts/errors';
import { TRADING_KEYS } from '@hissa/contracts/trading/trading-rules';
import {
  findTransition,
  type TradingEntityKind,
  type TradingRole,
} from '@hissa/contracts/trading/trading-state-machine';
import type { Db } from '../../db/client.ts';
import { tradingAuditLog } from '../../db/schema/trading.ts';
import { AppError } from '../../plugins/errors.ts';
import { tradingNow } from './trading-clock.ts';

/** Who makes a change: the party of the transition table and the signed-in user (null: the sweep). */
export type Actor = { role: TradingRole; userId: number | null };

/**
 * Checks one change against the transition table (contracts trading-state-machine.ts): `kind`
 * from status `from` (null: created) to `to` by `action` of `actor`'s role. Used by transition()
 * and by the statements that write several changes at once (match-statement.ts). Errors: 409
 * trading.invalidTransition when the table does not allow it.
 */
export function assertTransition(
  kind: TradingEntityKind,
  from: string | null,
  to: string,
  action: string,
  actor: Actor,
): void {
  if (!findTransition(kind, from, to, action, actor.role)) throw new AppError(409, TRADING_KEYS.invalidTransition);
}

/**
 * THE one way a trading status changes (decision 004). Checks the change against the
 * transition table of packages/contracts/src/trading/trading-state-machine.ts, runs `write`
 * (the caller's INSERT or guarded UPDATE ... RETURNING, on rows it has locked), checks the row
 * now has status `to`, and appends the audit row (before and after snapshots) in the same
 * transaction `tx`. Errors: 409 trading.invalidTransition when the table does not allow it;
 * 409 errors.conflict when the guarded write found the row changed.
 */
export async function transition<Row extends { id: number; status: string }>(
  tx: Db,
  change: {
    kind: TradingEntityKind;
    before: Row | null;
    to: Row['status'];
    action: string;
    actor: Actor;
    write: () => Promise<Row | undefined>;
  },
): Promise<Row> {
  const from = change.before?.status ?? null;
  assertTransition(change.kind, from, change.to, change.action, change.actor);
  const after = await change.write();
  if (!after || after.status !== change.to) throw new AppError(409, ERROR_KEYS.conflict);
  await tx.insert(tradingAuditLog).values({
    entityKind: change.kind,
    entityId: after.id,
    action: change.action,
    role: change.actor.role,
    actorUserId: change.actor.userId,
    fromStatus: from,
    toStatus: change.to,
    before: change.before,
    after,
    at: tradingNow(),
  });
  return after;
}
