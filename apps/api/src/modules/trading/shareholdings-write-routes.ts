import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import {
  AcceptTradeEndpoint,
  ActiveOffersEndpoint,
  CancelOfferEndpoint,
  DeleteBidEndpoint,
  DeleteOfferEndpoint,
  FilteredTradingSummaryEndpoint,
  MyTradingSummaryEndpoint,
  NegotiateBidEndpoint,
  OfferSharesEndpoint,
  PlaceBidEndpoint,
  RejectTradeEndpoint,
} from '@hissa/contracts/trading/trading-endpoints';
import { TRADING_KEYS } from '@hissa/contracts/trading/trading-rules';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { AppError } from '../../plugins/errors.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { listActiveOffers, tradingSummary } from './active-offers.ts';
import { acceptBid, acceptPrivateOffer, negotiateBid, placeBid, rejectBid, withdrawBid } from './bid-service.ts';
import { cancelOffer, declinePrivateOffer, deleteOffer, saveOffer } from './offer-service.ts';
import { findBidView, findOfferView, findTradeView } from './trading-queries.ts';

/** The view of a row just written. Errors: 500 if it vanished (it cannot: same database, committed). */
function present<T>(view: T | undefined): T {
  if (view === undefined) throw new AppError(500, ERROR_KEYS.unknown);
  return view;
}

/**
 * Trading writes and My Trades of shareholders and investors (contracts trading-endpoints.ts):
 * offers, bids, negotiation, accept and reject. Answers {message (request language), data}.
 * Errors in the envelope: 400 validation, 401, 403, 404, 409 (decision 004).
 */
export const shareholdingsWriteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, OfferSharesEndpoint),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { offer, isNew } = await saveOffer(db, user.id, request.body);
      const message = translate(request.language, isNew ? TRADING_KEYS.offered : TRADING_KEYS.offerUpdated);
      return reply
        .status(isNew ? 201 : 200)
        .send({ message, data: present(await findOfferView(db, user.id, offer.id)) });
    },
  });

  app.route({
    ...endpointRoute(app, PlaceBidEndpoint),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const bid = await placeBid(db, user.id, request.body);
      return reply.status(201).send({
        message: translate(request.language, TRADING_KEYS.bidPlaced),
        data: present(await findBidView(db, user.id, bid.id)),
      });
    },
  });

  app.route({
    ...endpointRoute(app, NegotiateBidEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const bid = await negotiateBid(db, user.id, request.body);
      return {
        message: translate(request.language, TRADING_KEYS.negotiationSubmitted),
        data: present(await findBidView(db, user.id, bid.id)),
      };
    },
  });

  app.route({
    ...endpointRoute(app, AcceptTradeEndpoint),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const { kind, id, quantity } = request.params;
      const trade =
        kind === 'bid'
          ? await acceptBid(db, user.id, id, quantity)
          : await acceptPrivateOffer(db, user.id, id, quantity);
      return reply.status(201).send({
        message: translate(request.language, TRADING_KEYS.tradeExecuted),
        data: present(await findTradeView(db, trade.id)),
      });
    },
  });

  app.route({
    ...endpointRoute(app, RejectTradeEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const { kind, id } = request.params;
      const row = kind === 'bid' ? await rejectBid(db, user.id, id) : await declinePrivateOffer(db, user.id, id);
      return {
        message: translate(request.language, TRADING_KEYS.rejected),
        data: { kind, id: row.id, status: row.status },
      };
    },
  });

  app.route({
    ...endpointRoute(app, ActiveOffersEndpoint),
    handler: async (request) => listActiveOffers(db, requireUser(request).id, request.body),
  });

  app.route({
    ...endpointRoute(app, MyTradingSummaryEndpoint),
    handler: async (request) => ({ data: await tradingSummary(db, requireUser(request).id) }),
  });

  app.route({
    ...endpointRoute(app, FilteredTradingSummaryEndpoint),
    handler: async (request) => ({ data: await tradingSummary(db, requireUser(request).id, request.body) }),
  });

  app.route({
    ...endpointRoute(app, CancelOfferEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const offer = await cancelOffer(db, user.id, request.params.sharesOfferId);
      return {
        message: translate(request.language, TRADING_KEYS.offerCancelled),
        data: present(await findOfferView(db, user.id, offer.id)),
      };
    },
  });

  app.route({
    ...endpointRoute(app, DeleteOfferEndpoint),
    handler: async (request) => {
      await deleteOffer(db, requireUser(request).id, request.params.offerId);
      return { message: translate(request.language, TRADING_KEYS.offerDeleted) };
    },
  });

  app.route({
    ...endpointRoute(app, DeleteBidEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const bid = await withdrawBid(db, user.id, request.params.sharesBidId);
      return {
        message: translate(request.language, TRADING_KEYS.bidDeleted),
        data: present(await findBidView(db, user.id, bid.id)),
      };
    },
  });
};
