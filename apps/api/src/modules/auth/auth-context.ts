import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SessionKey } from '../../lib/session-token.ts';
import type { SignInLimiter } from './sign-in-limits.ts';

/**
 * What the auth services need: the database, the mailer, link base, token key and lifetime
 * (ms), and the sign-in limits.
 */
export type AuthContext = {
  db: Db;
  mailer: Mailer;
  /** The web app's public address, without a trailing slash. */
  appUrl: string;
  tokenKey: SessionKey;
  tokenTtlMs: number;
  log: FastifyBaseLogger;
  signInLimits: SignInLimiter;
};
