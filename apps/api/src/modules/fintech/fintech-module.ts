import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { fintechRoutes } from './fintech-routes.ts';
import { startScreenAlerts } from './fintech-screens.ts';

/** How often the saved screens' alerts run (ms) while the scheduled jobs are on: hourly. */
export const SCREEN_ALERTS_INTERVAL_MS = 60 * 60_000;

/**
 * The fintech hub (decision 031): its routes, and the saved screens' alert job every
 * SCREEN_ALERTS_INTERVAL_MS, on whenever the billing jobs are (config.billing.jobsIntervalMs > 0;
 * tests turn both off and call runScreenAlerts themselves).
 */
export const fintechModule: FastifyPluginAsync<{
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl' | 'billing'>;
}> = async (app, { db, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  const context = { db, mailer, appUrl: config.appUrl };
  await app.register(fintechRoutes, { claims: context });
  const stop = startScreenAlerts(context, config.billing.jobsIntervalMs > 0 ? SCREEN_ALERTS_INTERVAL_MS : 0, app.log);
  app.addHook('onClose', async () => {
    stop();
    mailer.close();
  });
};
