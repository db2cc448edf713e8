import type { FastifyPluginAsync } from 'fastify';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { featuringRoutes } from './featuring-routes.ts';
import { refreshFeaturedFlags } from './featuring-service.ts';

/**
 * Featuring a provider company and featured sub-industry listings (decision 023): the routes, and
 * the expiry job that keeps service_providers.is_featured in step with the featurings every
 * `billing.jobsIntervalMs` ms (0: off).
 */
export const featuringModule: FastifyPluginAsync<{ db: Db; billing: BillingConfig }> = async (app, { db, billing }) => {
  await app.register(featuringRoutes, { db, billing });
  if (billing.jobsIntervalMs <= 0) return;
  const timer = setInterval(() => {
    refreshFeaturedFlags(db, new Date()).catch((error: unknown) =>
      app.log.error({ err: error }, 'featuring expiry job failed'),
    );
  }, billing.jobsIntervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
