import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { salesRequestRoutes } from './sales-request-routes.ts';

/** Custom media package and advertising requests, their admin queue and the team's e-mails (decision 023). */
export const salesRequestsModule: FastifyPluginAsync<{
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl'>;
}> = async (app, { db, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  await app.register(salesRequestRoutes, { db, mail: { db, mailer, appUrl: config.appUrl } });
};
