import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { FollowCompanyResponse, FollowedCompanyPage, FollowStatusResponse } from '@hissa/contracts/follow';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { companies } from '../../db/schema/directory.ts';
import { companyFollows } from '../../db/schema/follows.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

function call(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: Record<string, unknown>,
  language = 'en',
) {
  return harness.app.inject({
    method,
    url,
    headers: { ...headers, 'accept-language': language },
    ...(payload ? { payload } : {}),
  });
}

async function freshFollower(userType: UserType = USER_TYPES.individualInvestor) {
  const user = await createTestUser(harness.database.db, { userType });
  return { user, headers: bearer(await loginToken(harness.app, user.email, user.password)) };
}

async function someCompanyIds(count: number): Promise<number[]> {
  const rows = await harness.database.db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(count);
  return rows.map((row) => row.id);
}

describe('follow-company', () => {
  it('follows, lists newest first, and unfollows; following twice keeps one row', async () => {
    const { user, headers } = await freshFollower(USER_TYPES.institutionalShareholder);
    const [first = 0, second = 0] = await someCompanyIds(2);
    const followed = await call('POST', '/common-api/follow-company/follow', headers, { companyId: first });
    expect(followed.statusCode).toBe(200);
    expect(followed.json<FollowCompanyResponse>()).toEqual({
      message: en.follow.followed,
      data: { companyId: first, isFollowing: true },
    });
    const again = await call('POST', '/common-api/follow-company/follow', headers, { companyId: first }, 'ar');
    expect(again.statusCode).toBe(200);
    expect(again.json<FollowCompanyResponse>().message).toBe(ar.follow.followed);
    const rows = await harness.database.db
      .select()
      .from(companyFollows)
      .where(and(eq(companyFollows.userId, user.id), eq(companyFollows.companyId, first)));
    expect(rows).toHaveLength(1);

    await call('POST', '/common-api/follow-company/follow', headers, { companyId: second });
    const list = await call(
      'GET',
      '/common-api/follow-company/getUserFollowCompany?page=0&size=10',
      headers,
      undefined,
      'ar',
    );
    expect(list.statusCode).toBe(200);
    const page = list.json<FollowedCompanyPage>();
    expect(page.total).toBe(2);
    expect(page.data.map((company) => company.companyId).sort()).toEqual([first, second].sort());
    expect(page.data.every((company) => /[\u0600-\u06FF]/.test(company.companyName))).toBe(true);

    const unfollowed = await call('POST', '/common-api/follow-company/unfollow', headers, { companyId: first });
    expect(unfollowed.json<FollowCompanyResponse>()).toEqual({
      message: en.follow.unfollowed,
      data: { companyId: first, isFollowing: false },
    });
    expect((await call('POST', '/common-api/follow-company/unfollow', headers, { companyId: first })).statusCode).toBe(
      200,
    );
    const after = (
      await call('GET', '/common-api/follow-company/getUserFollowCompany', headers)
    ).json<FollowedCompanyPage>();
    expect(after.data.map((company) => company.companyId)).toEqual([second]);
  });

  it('tells whether I follow a company (the profile button), 404 for an unknown one', async () => {
    const { headers } = await freshFollower(USER_TYPES.individualShareholder);
    const [companyId = 0] = await someCompanyIds(1);
    const status = async () =>
      (await call('GET', `/common-api/follow-company/status/${companyId}`, headers)).json<FollowStatusResponse>().data;
    expect(await status()).toEqual({ companyId, isFollowing: false });
    await call('POST', '/common-api/follow-company/follow', headers, { companyId });
    expect(await status()).toEqual({ companyId, isFollowing: true });
    await call('POST', '/common-api/follow-company/unfollow', headers, { companyId });
    expect((await status()).isFollowing).toBe(false);
    const missing = await call('GET', '/common-api/follow-company/status/2147483647', headers, undefined, 'ar');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(ar.errors.companyNotFound);
  });

  it('answers 404 for an unknown company and 400 for a bad id', async () => {
    const { headers } = await freshFollower();
    const missing = await call(
      'POST',
      '/common-api/follow-company/follow',
      headers,
      { companyId: 2_147_483_647 },
      'ar',
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(ar.errors.companyNotFound);
    expect(
      (await call('POST', '/common-api/follow-company/unfollow', headers, { companyId: 2_147_483_647 })).statusCode,
    ).toBe(404);
    const bad = await call('POST', '/common-api/follow-company/follow', headers, { companyId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorEnvelope>().errors.map((error) => error.field)).toContain('body.companyId');
  });

  it('the demo investor already follows seeded companies', async () => {
    const page = (
      await call(
        'GET',
        '/common-api/follow-company/getUserFollowCompany',
        await loginAs(harness.app, USER_TYPES.individualInvestor),
      )
    ).json<FollowedCompanyPage>();
    expect(page.total).toBeGreaterThan(0);
  });

  it.each([USER_TYPES.company, USER_TYPES.buyer, USER_TYPES.serviceProvider, USER_TYPES.admin])(
    'user type %s cannot follow: 403, nothing written',
    async (type) => {
      const [companyId = 0] = await someCompanyIds(1);
      const response = await call('POST', '/common-api/follow-company/follow', await loginAs(harness.app, type), {
        companyId,
      });
      expect(response.statusCode).toBe(403);
    },
  );

  it('a visitor gets 401', async () => {
    expect((await call('GET', '/common-api/follow-company/getUserFollowCompany', {})).statusCode).toBe(401);
  });
});
