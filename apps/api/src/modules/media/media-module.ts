import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { createMailer } from '../mail/mailer.ts';
import { eventsRoutes } from './events-routes.ts';
import { startNewsletterDeliveries } from './newsletter-delivery-job.ts';
import { newsletterIssuesRoutes } from './newsletter-issues-routes.ts';
import { podcastsRoutes } from './podcasts-routes.ts';
import { reportsRoutes } from './reports-routes.ts';

/**
 * The media hub's events and podcasts, the sharikat-news reports and newsletter issues
 * (decision 030): their routes and e-mails (report links), and the newsletter outbox's job that
 * mails queued issues every `newsletterSendIntervalMs` ms (decision 040; 0 or absent: off, tests
 * run it themselves).
 */
export const mediaModule: FastifyPluginAsync<{
  db: Db;
  fileStore: FileStore;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl' | 'jwtSecret' | 'newsletterSendIntervalMs'>;
}> = async (app, { db, fileStore, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  const mail = { mailer, appUrl: config.appUrl, secret: config.jwtSecret };
  await app.register(eventsRoutes, { db, appUrl: config.appUrl });
  await app.register(podcastsRoutes, { db, fileStore, appUrl: config.appUrl });
  await app.register(reportsRoutes, { db, fileStore, mail });
  await app.register(newsletterIssuesRoutes, { db });
  const stop = startNewsletterDeliveries({ db, ...mail, log: app.log }, config.newsletterSendIntervalMs ?? 0);
  app.addHook('onClose', async () => stop());
};
