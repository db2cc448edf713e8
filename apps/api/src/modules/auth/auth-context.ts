import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What the auth services need: the database, the mailer, link base and token key and lifetime (ms). */
export type AuthContext = {
  db: Db;
  mailer: Mailer;
  /** The web app's public address, without a trailing slash. */
  appUrl: string;
  tokenKey: Uint8Array;
  tokenTtlMs: number;
  log: FastifyBaseLogger;
};
