import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What the marketplace-accounts services need: the database, the mailer and the web app's address (no trailing slash). */
export type AccountsContext = {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log: FastifyBaseLogger;
};
