import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type { CompanyShareholders } from '@hissa/contracts/company-profile';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { USER_TYPE_CODES, USER_TYPES } from '@hissa/contracts/user-types';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { freshCompanyId, setHolding } from '../../test/trading-helpers.ts';

let harness: TestApp;
/** A company with three recorded holders (the demo company user's own), and another company. */
let companyId: number;
let otherCompanyId: number;
let holders: { id: number; shares: number }[];

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  const [demo] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'company@demo.hissa.sa'));
  if (!demo?.companyId) throw new Error('the demo company user has no company');
  companyId = demo.companyId;
  otherCompanyId = await freshCompanyId(db, 11);
  if (otherCompanyId === companyId) otherCompanyId = await freshCompanyId(db, 12);
  holders = [];
  for (const [userType, shares] of [
    [USER_TYPES.individualShareholder, 600],
    [USER_TYPES.institutionalInvestor, 300],
    [USER_TYPES.individualInvestor, 100],
  ] as const) {
    const user = await createTestUser(db, { userType, firstName: `Holder${shares}` });
    await setHolding(db, user.id, companyId, shares);
    holders.push({ id: user.id, shares });
  }
  await setHolding(db, holders[0]?.id ?? 0, otherCompanyId, 50);
});
afterAll(() => harness.close());

function get(id: number | string, headers: Record<string, string> = {}, language = 'en') {
  return harness.app.inject({
    method: 'GET',
    url: `/common-api/company/profile/getCompanyShareholder/${id}`,
    headers: { ...headers, 'accept-language': language },
  });
}

describe('GET /common-api/company/profile/getCompanyShareholder/{companyId}', () => {
  it('gives the admin the shareholders as the trading cap table records them, largest first', async () => {
    const response = await get(companyId, await loginAs(harness.app, USER_TYPES.admin));
    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: CompanyShareholders }>().data;
    expect(data.companyId).toBe(companyId);
    const mine = data.shareholders.filter((line) => holders.some((holder) => holder.id === line.userId));
    expect(mine.map((line) => [line.userId, line.shares])).toEqual(holders.map((holder) => [holder.id, holder.shares]));
    expect(mine[0]?.name).toBe('Holder600 User');
    const shares = data.shareholders.map((line) => line.shares);
    expect(shares).toEqual([...shares].sort((a, b) => b - a));
    expect(data.totalShares).toBe(shares.reduce((sum, value) => sum + value, 0));

    // the same lines as the cap table shareholders and investors read while trading
    const trader = await loginAs(harness.app, USER_TYPES.individualShareholder);
    const capTable = (
      await harness.app.inject({
        method: 'GET',
        url: `/common-api/shareholdings/user-shareholdings/company/${companyId}`,
        headers: trader,
      })
    ).json<{
      data: { totalShares: number; holdings: CompanyShareholders['shareholders'] };
    }>().data;
    expect(data.shareholders).toEqual(capTable.holdings);
    expect(data.totalShares).toBe(capTable.totalShares);
  });

  it('shows shareholders and investors any company, and the company user their own company', async () => {
    for (const type of [
      USER_TYPES.individualShareholder,
      USER_TYPES.institutionalShareholder,
      USER_TYPES.individualInvestor,
      USER_TYPES.institutionalInvestor,
    ]) {
      const response = await get(otherCompanyId, await loginAs(harness.app, type));
      expect(response.statusCode, `type ${type}`).toBe(200);
      expect(response.json<{ data: CompanyShareholders }>().data.shareholders.map((line) => line.userId)).toEqual([
        holders[0]?.id,
      ]);
    }
    const own = await get(companyId, await loginAs(harness.app, USER_TYPES.company));
    expect(own.statusCode).toBe(200);
    expect(own.json<{ data: CompanyShareholders }>().data.companyId).toBe(companyId);
  });

  it('answers 401 without a token and 403 to the other user types', async () => {
    expect((await get(companyId)).statusCode).toBe(401);
    const allowed: readonly number[] = [
      USER_TYPES.admin,
      USER_TYPES.company,
      USER_TYPES.individualShareholder,
      USER_TYPES.institutionalShareholder,
      USER_TYPES.individualInvestor,
      USER_TYPES.institutionalInvestor,
    ];
    for (const type of USER_TYPE_CODES.filter((code) => !allowed.includes(code))) {
      const response = await get(companyId, await loginAs(harness.app, type));
      expect(response.statusCode, `type ${type}`).toBe(403);
    }
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    "refuses another company's shareholders to a company user, in the language (%s)",
    async (language, messages) => {
      const response = await get(otherCompanyId, await loginAs(harness.app, USER_TYPES.company), language);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorEnvelope>().message).toBe(messages.companyProfile.notYourCompany);

      const unlinked = await createTestUser(harness.database.db, { userType: USER_TYPES.company });
      const noCompany = await get(
        companyId,
        bearer(await loginToken(harness.app, unlinked.email, unlinked.password)),
        language,
      );
      expect(noCompany.statusCode).toBe(403);
      expect(noCompany.json<ErrorEnvelope>().message).toBe(messages.companyProfile.noCompany);
    },
  );

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'answers 404 for an unknown company and 400 for a bad id, in the language (%s)',
    async (language, messages) => {
      const admin = await loginAs(harness.app, USER_TYPES.admin);
      const missing = await get(2_147_483_647, admin, language);
      expect(missing.statusCode).toBe(404);
      expect(missing.json<ErrorEnvelope>().message).toBe(messages.errors.companyNotFound);
      for (const bad of ['abc', '0']) {
        const response = await get(bad, admin, language);
        expect(response.statusCode, bad).toBe(400);
        expect(response.json<ErrorEnvelope>().message).toBe(messages.errors.validation);
        expect(response.json<ErrorEnvelope>().errors.map((error) => error.field)).toEqual(['params.companyId']);
      }
    },
  );
});
