import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { createMailer } from '../mail/mailer.ts';
import { quotationRoutes } from './quotation-routes.ts';

/**
 * Quotation requests, service quotations, reviews and the unregistered-provider queue of the
 * services marketplace (decision 018), with their e-mails.
 */
export const serviceQuotationsModule: FastifyPluginAsync<{
  db: Db;
  fileStore: FileStore;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl'>;
}> = async (app, { db, fileStore, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  await app.register(quotationRoutes, { db, fileStore, mail: { db, mailer, appUrl: config.appUrl } });
};
