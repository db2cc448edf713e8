import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSubscriptionJobs } from './subscription-jobs.ts';
import { subscriptionRoutes } from './subscription-routes.ts';

/**
 * Provider plans and company media packages (decision 022): the routes, and the renewal and
 * lapse jobs every config.billing.jobsIntervalMs ms (0: off). The payments the routes create are
 * activated by fulfilSubscription (wired in app.ts's PaymentHooks).
 */
export const subscriptionsModule: FastifyPluginAsync<{
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl' | 'billing'>;
}> = async (app, { db, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  const context = { db, billing: config.billing, now: () => new Date() };
  await app.register(subscriptionRoutes, { context });
  const stop = startSubscriptionJobs(
    { db, billing: config.billing, mailer, appUrl: config.appUrl },
    config.billing.jobsIntervalMs,
    app.log,
  );
  app.addHook('onClose', async () => {
    stop();
    mailer.close();
  });
};
