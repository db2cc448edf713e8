import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { TRADING_KEYS } from '@hissa/contracts/trading/trading-rules';
import type { TradingEntityKind, TradingRole } from '@hissa/contracts/trading/trading-state-machine';
import {
  AdminTradesEndpoint,
  ApproveTradeEndpoint,
  RejectTradeReviewEndpoint,
  TradeAuditEndpoint,
} from '@hissa/contracts/trading/trading-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { queryRows } from '../../db/query-rows.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { approveTrade, rejectTrade } from './settlement-service.ts';
import { readTrade } from './trading-locks.ts';
import { countTrades, findTradeView, selectTrades } from './trading-queries.ts';

/** The view of a trade just written. */
async function tradeView(db: Db, tradeId: number) {
  const view = await findTradeView(db, tradeId);
  if (!view) throw new AppError(500, ERROR_KEYS.unknown);
  return view;
}

/**
 * The admin's trade review and settlement (contracts trading-endpoints.ts; decision 004), admin
 * (type 1) only: the queue (awaiting review first, oldest first), approve (settles: holdings
 * move), reject (the reservation is released) and the audit trail of a trade, its bid and its
 * offer. Errors: 401, 403, 404 trading.tradeNotFound, 409 trading.tradeNotPending, 400 validation.
 */
export const adminTradesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, AdminTradesEndpoint),
    handler: async (request) => {
      const { status, page, size } = request.query;
      const where = status ? sql`t.status = ${status}` : sql`true`;
      const order = sql`case when t.status = 'executed' then 0 else 1 end, case when t.status = 'executed' then t.executed_at end asc, t.executed_at desc, t.id`;
      const [data, total] = await Promise.all([
        selectTrades(db, where, order, size, page * size),
        countTrades(db, where),
      ]);
      return { data, page, size, total };
    },
  });

  app.route({
    ...endpointRoute(app, ApproveTradeEndpoint),
    handler: async (request) => {
      const trade = await approveTrade(
        db,
        requireUser(request).id,
        request.params.id,
        request.body.note?.trim() || null,
      );
      return { message: translate(request.language, TRADING_KEYS.tradeApproved), data: await tradeView(db, trade.id) };
    },
  });

  app.route({
    ...endpointRoute(app, RejectTradeReviewEndpoint),
    handler: async (request) => {
      const trade = await rejectTrade(db, requireUser(request).id, request.params.id, request.body.note);
      return { message: translate(request.language, TRADING_KEYS.tradeRejected), data: await tradeView(db, trade.id) };
    },
  });

  app.route({
    ...endpointRoute(app, TradeAuditEndpoint),
    handler: async (request) => {
      const trade = await readTrade(db, request.params.id);
      const rows = await queryRows<{
        id: number;
        entity_kind: TradingEntityKind;
        entity_id: number;
        action: string;
        role: TradingRole;
        actor_user_id: number | null;
        from_status: string | null;
        to_status: string;
        at: string;
      }>(
        db,
        sql`select id::int as id, entity_kind, entity_id, action, role, actor_user_id, from_status, to_status, at::text as at
            from trading_audit_log
            where (entity_kind = 'trade' and entity_id = ${trade.id}) or (entity_kind = 'bid' and entity_id = ${trade.bidId})
               or (entity_kind = 'offer' and entity_id = ${trade.offerId})
            order by id`,
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          entityKind: row.entity_kind,
          entityId: row.entity_id,
          action: row.action,
          role: row.role,
          actorUserId: row.actor_user_id,
          fromStatus: row.from_status,
          toStatus: row.to_status,
          at: new Date(row.at).toISOString(),
        })),
      };
    },
  });
};
