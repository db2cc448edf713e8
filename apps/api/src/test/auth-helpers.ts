import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ChangePasswordEndpoint, LoginEndpoint } from '@hissa/contracts/auth-endpoints';
import { SIGN_IN_LIMITS } from '@hissa/contracts/auth';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import type { Db } from '../db/client.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../modules/demo/demo-users.ts';
import { users } from '../db/schema/users.ts';
import { hashPassword } from '../lib/passwords.ts';

let addressCount = 0;

/**
 * A client address of its own (10.x.y.z) for app.inject's remoteAddress, so the per-IP rate
 * limits of one test do not spill into another.
 */
export function nextRemoteAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

/** A sign-in (LoginEndpoint) from a fresh address (or `remoteAddress`), with extra `headers`; the raw response. */
export function postLogin(
  app: FastifyInstance,
  username: string,
  password: string,
  options: { language?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: LoginEndpoint.path,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    remoteAddress: options.remoteAddress ?? nextRemoteAddress(),
    payload: { username, password },
  });
}

/**
 * Fails sign-ins of `email` from as many fresh addresses as it takes (SIGN_IN_LIMITS) for an
 * address it has not signed in from to be delayed (429). Errors: throws when one is not a 401.
 */
export async function delaySignIns(app: FastifyInstance, email: string): Promise<void> {
  let remoteAddress = '';
  for (let failure = 0; failure <= SIGN_IN_LIMITS.freeFailuresPerAccount; failure++) {
    // no address goes past its own free failures
    if (failure % SIGN_IN_LIMITS.freeFailuresPerAccountAndAddress === 0) remoteAddress = nextRemoteAddress();
    const response = await postLogin(app, email, 'Wrong@2026', { remoteAddress });
    if (response.statusCode !== 401) throw new Error(`failed sign-in of ${email} answered ${response.statusCode}`);
  }
}

/** The Authorization header of a token. */
export function bearer(idToken: string): { authorization: string } {
  return { authorization: `Bearer ${idToken}` };
}

/** Signs in `email` and returns its token. Errors: throws when the login is refused. */
export async function loginToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await postLogin(app, email, password);
  if (response.statusCode !== 200)
    throw new Error(`login of ${email} answered ${response.statusCode}: ${response.body}`);
  const { idToken } = response.json<{ idToken: string }>();
  return idToken;
}

/** Changes the password of the session `idToken` from `currentPassword` to `newPassword`, from a fresh address; the raw response. */
export function postChangePassword(
  app: FastifyInstance,
  idToken: string,
  currentPassword: string,
  newPassword: string,
) {
  return app.inject({
    method: 'POST',
    url: ChangePasswordEndpoint.path,
    headers: bearer(idToken),
    remoteAddress: nextRemoteAddress(),
    payload: { currentPassword, newPassword, confirmNewPassword: newPassword },
  });
}

const headersByApp = new WeakMap<FastifyInstance, Map<UserType, { authorization: string }>>();

/**
 * The Bearer header of the demo account of `userType` (house style: a login helper per user
 * type), through the real login, kept per app so the tests do not sign in over and over.
 * Do not change demo accounts' passwords in tests: use createTestUser for that.
 */
export async function loginAs(app: FastifyInstance, userType: UserType): Promise<{ authorization: string }> {
  const cache = headersByApp.get(app) ?? new Map<UserType, { authorization: string }>();
  headersByApp.set(app, cache);
  const cached = cache.get(userType);
  if (cached) return cached;
  const demo = DEMO_USERS.find((user) => user.userType === userType && !user.isFirstTimeLogin);
  if (!demo) throw new Error(`No demo account of type ${userType}`);
  const header = bearer(await loginToken(app, demo.email, DEMO_PASSWORD));
  cache.set(userType, header);
  return header;
}

/** A test password that satisfies every rule. */
export const TEST_PASSWORD = 'Test@1234';

/**
 * A fresh account (factory for tests that change passwords, fail sign-ins or read mail):
 * random e-mail, TEST_PASSWORD unless given, an individual investor who has already changed
 * the first password unless told otherwise.
 */
export async function createTestUser(
  db: Db,
  overrides: { userType?: UserType; password?: string; isFirstTimeLogin?: boolean; firstName?: string } = {},
): Promise<{ id: number; email: string; password: string }> {
  const password = overrides.password ?? TEST_PASSWORD;
  const email = `user.${randomBytes(5).toString('hex')}@test.hissa.sa`;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      userType: overrides.userType ?? USER_TYPES.individualInvestor,
      firstName: overrides.firstName ?? 'Test',
      lastName: 'User',
      isFirstTimeLogin: overrides.isFirstTimeLogin ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return { id: row.id, email, password };
}
