import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { createMailer } from '../mail/mailer.ts';
import { smeLoansRoutes } from './sme-loans-routes.ts';

/**
 * SME loan applications (decision 026): the routes and the applicant's e-mails. The package
 * payments they create are fulfilled by fulfilLoanPackage (wired in app.ts's PaymentHooks).
 */
export const smeLoansModule: FastifyPluginAsync<{
  db: Db;
  fileStore: FileStore;
  config: Pick<AppConfig, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'appUrl' | 'billing'>;
}> = async (app, { db, fileStore, config }) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  await app.register(smeLoansRoutes, {
    db,
    fileStore,
    billing: config.billing,
    mail: { db, mailer, appUrl: config.appUrl },
  });
};
