import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_KEYS } from '@hissa/contracts/auth';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { isUserType, type UserType } from '@hissa/contracts/user-types';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/users.ts';
import { isReadRequest } from '../lib/endpoint-route.ts';
import { SessionUserCache } from '../lib/session-user-cache.ts';
import { sessionKey, verifySessionToken } from '../lib/session-token.ts';
import { AppError } from './errors.ts';

/** The signed-in user as the database has it now (not as the token remembers it). */
export type AuthUser = {
  id: number;
  email: string;
  userType: UserType;
  firstName: string;
  lastName: string;
  /** The names' Arabic forms, null when not given (decision 044). */
  firstNameAr: string | null;
  lastNameAr: string | null;
  isFirstTimeLogin: boolean;
  isSubscribed: boolean;
  isEmailVerified: boolean;
  tokenVersion: number;
};

type AuthorizeOptions = {
  /** Lets a user who must still change the first password through (only me and change-password). */
  allowFirstTimeLogin?: boolean;
};

type AuthorizeHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by app.authorize on protected routes; null elsewhere. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /**
     * The guard of a protected route, one line per route:
     * `{ onRequest: app.authorize([USER_TYPES.company, USER_TYPES.admin]) }`
     * (USER_TYPE_CODES for any signed-in user). Errors: 401 envelope without a valid Bearer
     * token of the account's current token version; 403 for another user type; 403
     * auth.changePasswordFirst while the first password is unchanged (isFirstTimeLogin in the token claims).
     */
    authorize: (allowedTypes: readonly UserType[], options?: AuthorizeOptions) => AuthorizeHook;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The channel migration 0039's trigger notifies with the email of every changed or deleted account. */
const SESSION_USER_CHANNEL = 'session_user_changed';

/** How long a kept session user answers without a notification, ms (decision 068). */
const SESSION_USER_TTL_MS = 60_000;

/** The most session users one instance keeps (the oldest goes first). */
const SESSION_USERS_KEPT = 10_000;

/** The OpenAPI security scheme of the sign-in token (components.securitySchemes in app.ts). */
export const BEARER_SECURITY_SCHEME = { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } as const;

/** The OpenAPI extension that lists the user types a guarded operation lets through. */
export const USER_TYPES_EXTENSION = 'x-user-types';

/** The user types each guard app.authorize made lets through, keyed by the guard itself. */
const guardedTypes = new WeakMap<AuthorizeHook, readonly UserType[]>();

/**
 * Authentication and role guards (decision 002; the types of contracts user-types.ts). Runs as an onRequest
 * hook, so a refused call is answered before its body is read or validated. The session's user
 * is the row as the database has it (decision 068): reads (isReadRequest) may take it from memory,
 * which forgets an account when its row changes anywhere; writes always read it, and answer only
 * once this instance has heard of the account changes committed before, so a change they made
 * shows on the next request.
 */
export const authPlugin = fp<{ database: Database; jwtSecret: string }>(
  async (app, { database, jwtSecret }) => {
    const key = sessionKey(jwtSecret);
    const sessionUsers = new SessionUserCache<AuthUser>({ ttlMs: SESSION_USER_TTL_MS, maxEntries: SESSION_USERS_KEPT });
    const listener = await database.listen(SESSION_USER_CHANNEL, {
      onNotification: (email) => sessionUsers.forget(email),
      onLive: (isLive) => sessionUsers.setLive(isLive),
    });
    app.addHook('onClose', listener.stop);
    // The session's user, read on every signed-in write and every read it was not kept for: a
    // prepared statement (decision 051).
    const userByEmail = database.db
      .select({
        id: users.id,
        email: users.email,
        userType: users.userType,
        firstName: users.firstName,
        lastName: users.lastName,
        firstNameAr: users.firstNameAr,
        lastNameAr: users.lastNameAr,
        isFirstTimeLogin: users.isFirstTimeLogin,
        isSubscribed: users.isSubscribed,
        isEmailVerified: users.isEmailVerified,
        tokenVersion: users.tokenVersion,
      })
      .from(users)
      .where(eq(users.email, sql.placeholder('email')))
      .prepare('session_user_by_email');

    async function currentUser(request: FastifyRequest): Promise<AuthUser> {
      const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
      if (!token) throw new AppError(401, ERROR_KEYS.unauthenticated);
      const claims = verifySessionToken(key, token);
      if (!claims) throw new AppError(401, AUTH_KEYS.sessionInvalid);
      const isRead = isReadRequest(request);
      const kept = isRead ? sessionUsers.get(claims.sub) : undefined;
      // A kept row of another token version (a token newer than the row) is read again.
      const user =
        kept?.tokenVersion === claims.tv
          ? kept
          : isRead
            ? await sessionUsers.load(claims.sub, () => readUser(claims.sub))
            : await readUser(claims.sub);
      // A password change or reset bumps the version: older tokens end there.
      if (!user || user.tokenVersion !== claims.tv) throw new AppError(401, AUTH_KEYS.sessionInvalid);
      return user;
    }

    /** The account `email` as the database has it now; undefined when missing or of an unknown type. */
    async function readUser(email: string): Promise<AuthUser | undefined> {
      const [row] = await userByEmail.execute({ email });
      if (!row || !isUserType(row.userType)) return undefined;
      return { ...row, userType: row.userType };
    }

    // A write may have changed accounts (its own name, a password, another user's subscription):
    // it answers once this instance has heard of every change committed before, so whatever the
    // client asks next here sees them. A read (a GET, or a POST of filters) changed nothing.
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!isReadRequest(request)) await listener.sync();
      return payload;
    });

    app.decorateRequest('user', null);
    app.decorate('authorize', (allowedTypes: readonly UserType[], options: AuthorizeOptions = {}): AuthorizeHook => {
      const guard: AuthorizeHook = async (request) => {
        const user = await currentUser(request);
        if (!allowedTypes.includes(user.userType)) throw new AppError(403, ERROR_KEYS.forbidden);
        if (user.isFirstTimeLogin && !options.allowFirstTimeLogin)
          throw new AppError(403, AUTH_KEYS.changePasswordFirst);
        request.user = user;
      };
      guardedTypes.set(guard, allowedTypes);
      return guard;
    });
    // A guarded route says so in the OpenAPI document: the Bearer scheme, and the user types
    // it lets through (USER_TYPES_EXTENSION), whatever way the route was declared.
    app.addHook('onRoute', (routeOptions) => {
      const allowedTypes = [routeOptions.onRequest ?? []]
        .flat()
        .map((hook) => guardedTypes.get(hook as AuthorizeHook))
        .find((types) => types !== undefined);
      if (!allowedTypes) return;
      const documented: Record<string, unknown> = {
        ...routeOptions.schema,
        security: [{ bearerAuth: [] }],
        [USER_TYPES_EXTENSION]: [...allowedTypes],
      };
      routeOptions.schema = documented;
    });
  },
  { name: 'auth', dependencies: ['i18n', 'errors'] },
);

/** The user app.authorize has set. Errors: throws when a route forgot to declare its guard. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error(`${request.routeOptions.url ?? request.url} reads the user without app.authorize`);
  return request.user;
}
