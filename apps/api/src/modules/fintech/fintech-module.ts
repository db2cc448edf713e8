import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { fintechRoutes } from './fintech-routes.ts';
import { startScreenAlerts } from './fintech-screens.ts';

/**
 * The fintech hub (decisions 031 and 041): its routes, and the saved screens' alert job on its own
 * schedule, every config.fintechAlertsIntervalMs (FINTECH_ALERTS_INTERVAL_MS, hourly by default;
 * 0 or unset turns it off: tests call runScreenAlerts themselves).
 */
export const fintechModule: FastifyPluginAsync<{
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl' | 'jwtSecret' | 'fintechAlertsIntervalMs'>;
}> = async (app, { db, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  const context = { db, mailer, appUrl: config.appUrl, secret: config.jwtSecret };
  await app.register(fintechRoutes, { claims: context });
  const stop = startScreenAlerts(context, config.fintechAlertsIntervalMs ?? 0, app.log);
  app.addHook('onClose', async () => {
    stop();
    mailer.close();
  });
};
