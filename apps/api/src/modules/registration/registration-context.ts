import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { FileStore } from '../files/file-store.ts';
import type { createLookupsService } from '../lookups/lookups-service.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What the registration services need: database, files, mailer, lookups, the web app's address. */
export type RegistrationContext = {
  db: Db;
  fileStore: FileStore;
  mailer: Mailer;
  lookups: ReturnType<typeof createLookupsService>;
  /** The web app's public address, without a trailing slash. */
  appUrl: string;
  log: FastifyBaseLogger;
};
