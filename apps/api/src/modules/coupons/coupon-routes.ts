import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COUPON_KEYS } from '@hissa/contracts/billing/coupons';
import { CouponsEndpoint, CreateCouponEndpoint, DeactivateCouponEndpoint } from '@hissa/contracts/coupons-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { translate } from '../../plugins/i18n.ts';
import { createCoupon, deactivateCoupon, listCoupons } from './coupon-service.ts';

/**
 * The admin's coupons (contracts coupons-endpoints.ts): list, create, deactivate. `now` is the
 * clock (tests move it).
 */
export const couponRoutes: FastifyPluginAsyncZod<{ db: Db; now?: () => Date }> = async (
  app,
  { db, now = () => new Date() },
) => {
  app.route({
    ...endpointRoute(app, CouponsEndpoint),
    handler: async () => ({ data: await listCoupons(db, now()) }),
  });

  app.route({
    ...endpointRoute(app, CreateCouponEndpoint),
    handler: async (request, reply) => {
      const coupon = await createCoupon(db, request.body, now());
      return reply
        .status(201)
        .send({ message: translate(request.language, COUPON_KEYS.created, { code: coupon.code }), data: coupon });
    },
  });

  app.route({
    ...endpointRoute(app, DeactivateCouponEndpoint),
    handler: async (request) => ({
      message: translate(request.language, COUPON_KEYS.deactivated),
      data: await deactivateCoupon(db, request.params.couponId, now()),
    }),
  });
};
