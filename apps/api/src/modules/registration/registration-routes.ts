import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import { createLookupsService } from '../lookups/lookups-service.ts';
import { createMailer } from '../mail/mailer.ts';
import { adminRegistrationRoutes } from './admin-registration-routes.ts';
import { publicRegistrationRoutes } from './public-registration-routes.ts';
import type { RegistrationContext } from './registration-context.ts';

type RegistrationRoutesOptions = {
  db: Db;
  fileStore: FileStore;
  config: Pick<Config, 'appUrl' | 'smtpUrl' | 'mailFrom' | 'dataDir'>;
};

/**
 * The registration module (issue 3): the public journeys and the admin's review queue
 * (contracts registration-endpoints.ts), over one context (database, file store, mailer,
 * lookups).
 */
export const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (
  app,
  { db, fileStore, config },
) => {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  const context: RegistrationContext = {
    db,
    fileStore,
    mailer,
    lookups: createLookupsService(db),
    appUrl: config.appUrl,
    log: app.log,
  };
  await app.register(publicRegistrationRoutes, { context });
  await app.register(adminRegistrationRoutes, { context });
};
