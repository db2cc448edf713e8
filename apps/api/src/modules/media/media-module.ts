import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { createMailer } from '../mail/mailer.ts';
import { eventsRoutes } from './events-routes.ts';
import { newsletterIssuesRoutes } from './newsletter-issues-routes.ts';
import { podcastsRoutes } from './podcasts-routes.ts';
import { reportsRoutes } from './reports-routes.ts';

/**
 * The media hub's events and podcasts, the sharikat-news reports and newsletter issues
 * (decision 030): their routes and e-mails (report links, issues).
 */
export const mediaModule: FastifyPluginAsync<{
  db: Db;
  fileStore: FileStore;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl' | 'jwtSecret'>;
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
  await app.register(newsletterIssuesRoutes, { db, mail });
};
