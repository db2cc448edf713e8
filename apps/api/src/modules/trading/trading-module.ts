import type { FastifyPluginAsync } from 'fastify';
import { AcceptTradeEndpoint } from '@hissa/contracts/trading/trading-endpoints';
import type { Db } from '../../db/client.ts';
import { isReadRequest } from '../../lib/endpoint-route.ts';
import { adminTradesRoutes } from './admin-trades-routes.ts';
import { expireDueOffers } from './offer-service.ts';
import { publicOrderBookRoutes } from './public-order-book-routes.ts';
import { shareholdingsReadRoutes } from './shareholdings-read-routes.ts';
import { shareholdingsWriteRoutes } from './shareholdings-write-routes.ts';

/** Default interval of the GTE expiry sweep, in ms. */
export const DEFAULT_EXPIRY_SWEEP_MS = 60_000;

/**
 * Trading changes that run without the sweep first: they lock the offer and refuse it when past
 * its end in their own transaction (assertOfferOpen), and the reservation they check leaves out
 * offers past their end (reservedShares), so a sweep before them changes no answer.
 */
const UNSWEPT_WRITE_PATHS = new Set<string>([AcceptTradeEndpoint.path]);

/**
 * Trading (issue 5; decision 004): the shareholdings calls, the public order book, the admin's
 * trade review, and the GTE expiry. Expiry happens twice over: a sweep every `expirySweepMs`
 * (started with the app, cleared on close; 0 turns it off), and before every trading change but
 * accepting (a preHandler, after the auth guard; UNSWEPT_WRITE_PATHS, decision 046). Reads do not
 * sweep: they filter offers past their end by time (trading-queries.ts BEFORE_END; decision 025),
 * so they are right between sweeps too.
 */
export const tradingModule: FastifyPluginAsync<{ db: Db; expirySweepMs?: number }> = async (
  app,
  { db, expirySweepMs = DEFAULT_EXPIRY_SWEEP_MS },
) => {
  app.addHook('preHandler', async (request) => {
    if (!isReadRequest(request) && !UNSWEPT_WRITE_PATHS.has(request.routeOptions.url ?? '')) await expireDueOffers(db);
  });
  await app.register(shareholdingsReadRoutes, { db });
  await app.register(shareholdingsWriteRoutes, { db });
  await app.register(publicOrderBookRoutes, { db });
  await app.register(adminTradesRoutes, { db });

  if (expirySweepMs > 0) {
    const timer = setInterval(() => {
      expireDueOffers(db).catch((error: unknown) => app.log.error({ err: error }, 'GTE expiry sweep failed'));
    }, expirySweepMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
};
