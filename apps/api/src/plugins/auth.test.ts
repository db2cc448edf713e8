import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createDecoder } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import {
  INDIVIDUAL_PROFILE_USER_TYPES,
  INSTITUTIONAL_PROFILE_USER_TYPES,
  PROFILE_USER_TYPES,
} from '@hissa/contracts/account-profiles';
import { FOLLOWER_USER_TYPES } from '@hissa/contracts/follow';
import { INTEREST_USER_TYPES } from '@hissa/contracts/funding-opportunities';
import { REQUEST_RECEIVER_USER_TYPES, REQUEST_USER_TYPES } from '@hissa/contracts/requests';
import { BIDDER_USER_TYPES, TRADING_USER_TYPES } from '@hissa/contracts/trading/trading-rules';
import { USER_TYPE_CODES, USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { users } from '../db/schema/users.ts';
import { sessionKey, signSessionToken } from '../lib/session-token.ts';
import { bearer, createTestUser, delaySignIns, loginAs, loginToken, postLogin } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A token's claims, unchecked. */
const decodeJwt: (token: string) => Record<string, unknown> = createDecoder();

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

type ProtectedRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** A payload that writes nothing even when the caller is allowed (invalid or aimed at no one). */
  payload?: Record<string, unknown>;
  allowed: readonly UserType[];
  /** What an allowed caller gets with that payload (415 for JSON sent to a multipart route). */
  allowedStatus: number;
};

/** Every protected route; later modules add theirs here. */
const PROTECTED_ROUTES: ProtectedRoute[] = [
  { method: 'GET', url: '/common-api/me', allowed: USER_TYPE_CODES, allowedStatus: 200 },
  { method: 'POST', url: '/common-api/change-password', payload: {}, allowed: USER_TYPE_CODES, allowedStatus: 400 },
  { method: 'POST', url: '/admin-api/users/2147483647/unlock', allowed: [USER_TYPES.admin], allowedStatus: 404 },
  { method: 'GET', url: '/admin-api/registrations', allowed: [USER_TYPES.admin], allowedStatus: 200 },
  { method: 'GET', url: '/admin-api/registrations/2147483647', allowed: [USER_TYPES.admin], allowedStatus: 404 },
  {
    method: 'POST',
    url: '/admin-api/registrations/2147483647/approve',
    allowed: [USER_TYPES.admin],
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/admin-api/registrations/2147483647/reject',
    payload: { note: 'Not verifiable' },
    allowed: [USER_TYPES.admin],
    allowedStatus: 404,
  },
  {
    method: 'GET',
    url: '/admin-api/files/0123456789abcdef0123456789abcdef',
    allowed: [USER_TYPES.admin],
    allowedStatus: 404,
  },
  { method: 'GET', url: '/user-api/company/funding-profile', allowed: [USER_TYPES.company], allowedStatus: 200 },
  {
    method: 'PUT',
    url: '/user-api/company/update-funding-profile',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'POST',
    url: '/user-api/company/update-funding-round',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'PUT',
    url: '/user-api/company/update-funding-round/2147483647',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/user-api/company/delete-funding-round/2147483647',
    allowed: [USER_TYPES.company],
    allowedStatus: 404,
  },
  // Company profile and news (company-profile module); main-profile and user-company-news need a linked company, see its tests
  // (as service-provider/my-profile needs a linked provider, see service-provider-routes.test.ts).
  { method: 'GET', url: '/user-api/company/user-profile', allowed: [USER_TYPES.company], allowedStatus: 200 },
  {
    method: 'PUT',
    url: '/user-api/company/update-user-profile',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'PUT',
    url: '/user-api/company/update-main-profile',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'POST',
    url: '/user-api/company/upload-document/passport',
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/user-api/company/delete-document/passport',
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'GET',
    url: '/user-api/company/files/0123456789abcdef0123456789abcdef',
    allowed: [USER_TYPES.company],
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/user-api/company/update-product-service',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'PUT',
    url: '/user-api/company/update-product-service/2147483647',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/user-api/company/delete-product-service/2147483647',
    allowed: [USER_TYPES.company],
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/user-api/company/update-investment-section',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'PUT',
    url: '/user-api/company/update-investment-section/2147483647',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/user-api/company/delete-investment/2147483647',
    allowed: [USER_TYPES.company],
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/user-api/company/save-award',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'PUT',
    url: '/user-api/company/update-award/2147483647',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/user-api/company/delete-award/2147483647',
    allowed: [USER_TYPES.company],
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/user-api/company/save-team-member',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 415,
  },
  {
    method: 'PUT',
    url: '/user-api/company/update-team-member/2147483647',
    payload: {},
    allowed: [USER_TYPES.company],
    allowedStatus: 415,
  },
  {
    method: 'DELETE',
    url: '/user-api/company/delete-team-member/2147483647',
    allowed: [USER_TYPES.company],
    allowedStatus: 404,
  },
  { method: 'POST', url: '/common-api/company-news/', payload: {}, allowed: [USER_TYPES.company], allowedStatus: 415 },
  { method: 'DELETE', url: '/common-api/company-news/2147483647', allowed: [USER_TYPES.company], allowedStatus: 404 },
  {
    method: 'GET',
    url: '/common-api/company-news/my-companies-news',
    allowed: FOLLOWER_USER_TYPES,
    allowedStatus: 200,
  },
  {
    method: 'GET',
    url: '/common-api/follow-company/getUserFollowCompany',
    allowed: FOLLOWER_USER_TYPES,
    allowedStatus: 200,
  },
  {
    method: 'POST',
    url: '/common-api/follow-company/follow',
    payload: { companyId: 2147483647 },
    allowed: FOLLOWER_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/common-api/follow-company/unfollow',
    payload: { companyId: 2147483647 },
    allowed: FOLLOWER_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'GET',
    url: '/common-api/follow-company/status/2147483647',
    allowed: FOLLOWER_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/public-api/register_interest',
    payload: {},
    allowed: INTEREST_USER_TYPES,
    allowedStatus: 400,
  },
  { method: 'GET', url: '/common-api/register-interest/2147483647', allowed: INTEREST_USER_TYPES, allowedStatus: 200 },
  {
    method: 'DELETE',
    url: '/common-api/register-interest/2147483647',
    allowed: INTEREST_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'GET',
    url: '/user-api/company/funding-round-interests/2147483647',
    allowed: [USER_TYPES.company],
    allowedStatus: 404,
  },
  {
    method: 'GET',
    url: '/user-api/profile/individual-profile',
    allowed: INDIVIDUAL_PROFILE_USER_TYPES,
    allowedStatus: 200,
  },
  {
    method: 'PUT',
    url: '/user-api/profile/update-individual-profile',
    payload: {},
    allowed: INDIVIDUAL_PROFILE_USER_TYPES,
    allowedStatus: 400,
  },
  {
    method: 'GET',
    url: '/user-api/profile/institutional-profile',
    allowed: INSTITUTIONAL_PROFILE_USER_TYPES,
    allowedStatus: 200,
  },
  {
    method: 'PUT',
    url: '/user-api/profile/update-institutional-profile',
    payload: {},
    allowed: INSTITUTIONAL_PROFILE_USER_TYPES,
    allowedStatus: 400,
  },
  {
    method: 'POST',
    url: '/user-api/profile/previous-investment',
    payload: {},
    allowed: PROFILE_USER_TYPES,
    allowedStatus: 400,
  },
  {
    method: 'PUT',
    url: '/user-api/profile/previous-investment/2147483647',
    payload: {},
    allowed: PROFILE_USER_TYPES,
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/user-api/profile/previous-investment/2147483647',
    allowed: PROFILE_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/user-api/profile/key-member',
    payload: {},
    allowed: INSTITUTIONAL_PROFILE_USER_TYPES,
    allowedStatus: 400,
  },
  {
    method: 'PUT',
    url: '/user-api/profile/key-member/2147483647',
    payload: {},
    allowed: INSTITUTIONAL_PROFILE_USER_TYPES,
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/user-api/profile/key-member/2147483647',
    allowed: INSTITUTIONAL_PROFILE_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/common-api/request/initiate-request',
    payload: {},
    allowed: REQUEST_USER_TYPES,
    allowedStatus: 400,
  },
  { method: 'GET', url: '/common-api/request/search-my-requests', allowed: REQUEST_USER_TYPES, allowedStatus: 200 },
  {
    method: 'GET',
    url: '/common-api/request/search-other-requests',
    allowed: REQUEST_RECEIVER_USER_TYPES,
    allowedStatus: 200,
  },
  { method: 'GET', url: '/common-api/request/my-requests/2147483647', allowed: REQUEST_USER_TYPES, allowedStatus: 404 },
  {
    method: 'GET',
    url: '/common-api/request/other-requests/2147483647',
    allowed: REQUEST_RECEIVER_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'PUT',
    url: '/common-api/request/update-my-request/2147483647',
    payload: {},
    allowed: REQUEST_USER_TYPES,
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/common-api/request/delete-my-request/2147483647',
    allowed: REQUEST_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/common-api/request/add-request-response/2147483647',
    payload: {},
    allowed: REQUEST_RECEIVER_USER_TYPES,
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/common-api/request/delete-other-request-response/2147483647',
    allowed: REQUEST_RECEIVER_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'GET',
    url: '/common-api/request/get-user-based-companies',
    allowed: REQUEST_USER_TYPES,
    allowedStatus: 200,
  },
  {
    method: 'GET',
    url: '/common-api/request/attachments/0123456789abcdef0123456789abcdef',
    allowed: [...REQUEST_RECEIVER_USER_TYPES, USER_TYPES.admin],
    allowedStatus: 404,
  },
  { method: 'GET', url: '/admin-api/requests', allowed: [USER_TYPES.admin], allowedStatus: 200 },
  { method: 'POST', url: '/admin-api/requests/2147483647/contacted', allowed: [USER_TYPES.admin], allowedStatus: 404 },
  // marketplace accounts (decision 015) and the buyer's trading calls
  { method: 'GET', url: '/admin-api/marketplace/claims', allowed: [USER_TYPES.admin], allowedStatus: 200 },
  {
    method: 'POST',
    url: '/admin-api/marketplace/claims/2147483647/revoke',
    payload: { reason: 'Wrong claim' },
    allowed: [USER_TYPES.admin],
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/user-api/marketplace/claims',
    payload: { providerId: 2147483647, designation: 'Director' },
    allowed: [USER_TYPES.serviceProvider],
    allowedStatus: 404,
  },
  { method: 'GET', url: '/user-api/marketplace/buyer-profile', allowed: [USER_TYPES.buyer], allowedStatus: 200 },
  {
    method: 'PUT',
    url: '/user-api/marketplace/buyer-profile',
    payload: {},
    allowed: [USER_TYPES.buyer],
    allowedStatus: 400,
  },
  {
    method: 'POST',
    url: '/common-api/shareholdings/shares-bid-request',
    payload: {},
    allowed: BIDDER_USER_TYPES,
    allowedStatus: 400,
  },
  {
    method: 'DELETE',
    url: '/common-api/shareholdings/delete-bid-request/2147483647',
    allowed: BIDDER_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/common-api/shareholdings/reject-trade/offer/2147483647',
    allowed: BIDDER_USER_TYPES,
    allowedStatus: 404,
  },
  {
    method: 'POST',
    url: '/common-api/shareholdings/offer-shares-request',
    payload: {},
    allowed: TRADING_USER_TYPES,
    allowedStatus: 400,
  },
];

function call(route: ProtectedRoute, headers: Record<string, string>, language = 'en') {
  return harness.app.inject({
    method: route.method,
    url: route.url,
    headers: { ...headers, 'accept-language': language },
    ...(route.payload ? { payload: route.payload } : {}),
  });
}

/** A token of a fresh account of `userType`, and the account. */
async function freshSession(userType: UserType) {
  const user = await createTestUser(harness.database.db, { userType });
  return { user, idToken: await loginToken(harness.app, user.email, user.password) };
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe.each(PROTECTED_ROUTES)('$method $url', (route) => {
  const someAllowedType = route.allowed[0] ?? USER_TYPES.admin;

  it('answers 401 in the envelope without a usable token', async () => {
    const noToken = await call(route, {}, 'ar');
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json<ErrorEnvelope>()).toEqual({ error: true, message: 'يرجى تسجيل الدخول للمتابعة.', errors: [] });

    const { user, idToken } = await freshSession(someAllowedType);
    const [header, payload, signature] = idToken.split('.');
    const tampered = `${header}.${base64url({ ...decodeJwt(idToken), type: USER_TYPES.admin, sub: 'admin@demo.hissa.sa' })}.${signature}`;
    const subject = {
      email: user.email,
      userType: someAllowedType,
      isFirstTimeLogin: false,
      isSubscribed: false,
      tokenVersion: 0,
    };
    const foreign = signSessionToken(sessionKey(randomBytes(32).toString('base64url')), subject, 60_000);
    const expired = signSessionToken(sessionKey(harness.config.jwtSecret), subject, -60_000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    for (const [name, headers] of [
      ['malformed header', { authorization: 'Token abc' }],
      ['garbage', bearer('not.a.jwt')],
      ['tampered payload', bearer(tampered)],
      ['alg none', bearer(unsigned)],
      ['another secret', bearer(foreign)],
      ['expired', bearer(expired)],
    ] as const) {
      const response = await call(route, headers);
      expect(response.statusCode, name).toBe(401);
      expect(response.json<ErrorEnvelope>().error, name).toBe(true);
    }

    // an older token version: the session was ended (password change or reset)
    expect((await call(route, bearer(idToken))).statusCode).toBe(route.allowedStatus);
    await harness.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    // Changed outside the app (psql, another instance): the app hears it through the users
    // table's notification (decision 068), in-process on PGlite, a moment later on PostgreSQL.
    await vi.waitFor(async () => {
      const ended = await call(route, bearer(idToken));
      expect(ended.statusCode).toBe(401);
      expect(ended.json<ErrorEnvelope>().message).toBe('Your session has ended. Please sign in again.');
    });
  });

  it.each(USER_TYPE_CODES.map((type) => ({ type })))('user type $type: allowed or 403', async ({ type }) => {
    const response = await call(route, await loginAs(harness.app, type));
    if (route.allowed.includes(type)) {
      expect(response.statusCode).toBe(route.allowedStatus);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorEnvelope>()).toEqual({
        error: true,
        message: 'You are not allowed to do this.',
        errors: [],
      });
    }
  });
});

describe('role guard writes nothing when it refuses', () => {
  it('an individual shareholder cannot unlock an account: 403 and its sign-ins stay delayed', async () => {
    const delayed = await createTestUser(harness.database.db);
    await delaySignIns(harness.app, delayed.email);
    const response = await harness.app.inject({
      method: 'POST',
      url: `/admin-api/users/${delayed.id}/unlock`,
      headers: await loginAs(harness.app, USER_TYPES.individualShareholder),
    });
    expect(response.statusCode).toBe(403);
    expect((await postLogin(harness.app, delayed.email, delayed.password)).statusCode).toBe(429);

    const byAdmin = await harness.app.inject({
      method: 'POST',
      url: `/admin-api/users/${delayed.id}/unlock`,
      headers: await loginAs(harness.app, USER_TYPES.admin),
    });
    expect(byAdmin.json()).toEqual({ message: 'The account has been unlocked.' });
    expect((await postLogin(harness.app, delayed.email, delayed.password)).statusCode).toBe(200);
  });
});
