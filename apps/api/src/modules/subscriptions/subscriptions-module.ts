import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { paymentGateways } from '../payments/gateways/payment-gateway.ts';
import type { PaymentHooks } from '../payments/payment-hooks.ts';
import { startSubscriptionJobs } from './subscription-jobs.ts';
import { subscriptionRoutes } from './subscription-routes.ts';

/**
 * Provider plans and company media packages (decision 022): the routes, and the renewal, card
 * renewal (decision 042) and lapse jobs every config.billing.jobsIntervalMs ms (0: off). The
 * payments the routes create are activated by fulfilSubscription (wired in app.ts's PaymentHooks;
 * `hooks` are those, which a card renewal's charge applies).
 */
export const subscriptionsModule: FastifyPluginAsync<{
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl' | 'billing'>;
  hooks: PaymentHooks;
}> = async (app, { db, config, hooks }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  const context = { db, billing: config.billing, now: () => new Date() };
  await app.register(subscriptionRoutes, { context });
  const stop = startSubscriptionJobs(
    { db, billing: config.billing, mailer, appUrl: config.appUrl, card: paymentGateways(config.billing).card, hooks },
    config.billing.jobsIntervalMs,
    app.log,
  );
  app.addHook('onClose', async () => {
    stop();
    mailer.close();
  });
};
