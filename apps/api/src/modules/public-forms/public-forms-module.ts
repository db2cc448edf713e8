import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { createMailer } from '../mail/mailer.ts';
import { publicFormsRoutes } from './public-forms-routes.ts';

/** Contact us, demo bookings and the newsletter, their admin pages and e-mails (decision 027). */
export const publicFormsModule: FastifyPluginAsync<{
  db: Db;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl' | 'jwtSecret'>;
}> = async (app, { db, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  await app.register(publicFormsRoutes, {
    db,
    mail: { db, mailer, appUrl: config.appUrl, secret: config.jwtSecret },
  });
};
