import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type {
  FundingDetailsBar,
  FundingInterest,
  RoundInterestsResponse,
} from '@hissa/contracts/funding-opportunities';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { fundingProfiles, fundRounds } from '../../db/schema/funding.ts';
import { fundingInterests } from '../../db/schema/interests-and-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
let companyAuth: { authorization: string };
let investorAuth: { authorization: string };
let ownCompanyId: number;
/** An open round of the demo company, added for these tests. */
let ownRoundId: number;

type Json = Record<string, unknown>;

function inject(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { payload?: Json; headers?: Record<string, string>; language?: string } = {},
) {
  return harness.app.inject({
    method,
    url,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

beforeAll(async () => {
  harness = await createTestApp();
  companyAuth = await loginAs(harness.app, USER_TYPES.company);
  investorAuth = await loginAs(harness.app, USER_TYPES.individualInvestor);
  const [demo] = await harness.database.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'company@demo.hissa.sa'));
  if (!demo?.companyId) throw new Error('the demo company user has no company');
  ownCompanyId = demo.companyId;
  const created = await inject('POST', '/user-api/company/update-funding-round', {
    headers: companyAuth,
    payload: {
      companyId: ownCompanyId,
      roundNameEn: 'Interest Test Round',
      roundNameAr: 'جولة اختبار الاهتمام',
      stage: 'series_b',
      status: 'open',
      investmentType: 'equity',
      targetAmount: '20000000.00',
      raisedAmount: '5000000.00',
      announcedDate: '2026-05-01',
    },
  });
  ownRoundId = created.json<{ data: { roundId: number } }>().data.roundId;
});
afterAll(() => harness.close());

function interest(overrides: Json = {}): Json {
  return {
    roundId: ownRoundId,
    shareType: 'preferred',
    numberOfShares: 4000,
    pricePerShare: '125.50',
    minimumTransaction: '100000',
    ...overrides,
  };
}

/** A round of another company with the given status (and an active or no funding profile). */
async function roundWithStatus(status: 'open' | 'closed' | 'cancelled' | 'upcoming') {
  const [round] = await harness.database.db
    .select({ id: fundRounds.id, companyId: fundRounds.companyId })
    .from(fundRounds)
    .leftJoin(fundingProfiles, eq(fundingProfiles.companyId, fundRounds.companyId))
    .where(
      and(
        eq(fundRounds.status, status),
        ne(fundRounds.companyId, ownCompanyId),
        sql`coalesce(${fundingProfiles.status}, 'active') = 'active'`,
      ),
    )
    .orderBy(asc(fundRounds.id))
    .limit(1);
  if (!round) throw new Error(`the seed wrote no ${status} round`);
  return round;
}

describe('GET /public-api/opportunities/funding-rounds-details-bar', () => {
  it('sums the rounds still raising of active profiles, with the interests in them', async () => {
    const response = await inject('GET', '/public-api/opportunities/funding-rounds-details-bar');
    expect(response.statusCode).toBe(200);
    const bar = response.json<{ data: FundingDetailsBar }>().data;
    const raising = await harness.database.db
      .select({
        status: fundRounds.status,
        companyId: fundRounds.companyId,
        target: fundRounds.targetAmount,
        raised: fundRounds.raisedAmount,
      })
      .from(fundRounds)
      .leftJoin(fundingProfiles, eq(fundingProfiles.companyId, fundRounds.companyId))
      .where(
        and(
          inArray(fundRounds.status, ['open', 'upcoming']),
          sql`coalesce(${fundingProfiles.status}, 'active') = 'active'`,
        ),
      );
    expect(bar.openRounds).toBe(raising.filter((round) => round.status === 'open').length);
    expect(bar.upcomingRounds).toBe(raising.filter((round) => round.status === 'upcoming').length);
    expect(bar.companiesRaising).toBe(new Set(raising.map((round) => round.companyId)).size);
    const cents = (value: string) => BigInt(value.replace('.', ''));
    const target = raising.reduce((sum, round) => sum + cents(round.target), 0n);
    const raised = raising.reduce((sum, round) => sum + cents(round.raised), 0n);
    expect(cents(bar.targetAmount)).toBe(target);
    expect(cents(bar.requiredAmount)).toBe(target - raised);
    // the seed registers the demo accounts' interests
    expect(bar.interestsRegistered).toBeGreaterThanOrEqual(8);
  });
});

describe('POST /public-api/register_interest', () => {
  it('registers an interest with its transaction size, replaces it on a second try, and withdraws it', async () => {
    const first = await inject('POST', '/public-api/register_interest', { headers: investorAuth, payload: interest() });
    expect(first.statusCode).toBe(201);
    const created = first.json<{ message: string; data: FundingInterest }>();
    expect(created.message).toBe(en.interest.registered);
    expect(created.data).toMatchObject({
      roundId: ownRoundId,
      numberOfShares: 4000,
      pricePerShare: '125.50',
      transactionSize: '502000.00',
      minimumTransaction: '100000.00',
    });
    expect(created.data.shareType).toEqual({ code: 'preferred', name: 'Preferred shares' });

    const again = await inject('POST', '/public-api/register_interest', {
      headers: investorAuth,
      payload: interest({ numberOfShares: 5000, shareType: 'common' }),
      language: 'ar',
    });
    expect(again.statusCode).toBe(200);
    const replaced = again.json<{ message: string; data: FundingInterest }>();
    expect(replaced.message).toBe(ar.interest.updated);
    expect(replaced.data.interestId).toBe(created.data.interestId);
    expect(replaced.data.transactionSize).toBe('627500.00');
    expect(replaced.data.shareType.name).toBe('أسهم عادية');

    const mine = await inject('GET', `/common-api/register-interest/${ownRoundId}`, { headers: investorAuth });
    expect(mine.json<{ data: FundingInterest | null }>().data?.numberOfShares).toBe(5000);
    const others = await inject('GET', `/common-api/register-interest/${ownRoundId}`, {
      headers: await loginAs(harness.app, USER_TYPES.buyer),
    });
    expect(others.statusCode).toBe(403);

    const withdrawn = await inject('DELETE', `/common-api/register-interest/${ownRoundId}`, { headers: investorAuth });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<{ message: string }>().message).toBe(en.interest.withdrawn);
    expect(
      (await inject('GET', `/common-api/register-interest/${ownRoundId}`, { headers: investorAuth })).json<{
        data: null;
      }>().data,
    ).toBeNull();
    const twice = await inject('DELETE', `/common-api/register-interest/${ownRoundId}`, {
      headers: investorAuth,
      language: 'ar',
    });
    expect(twice.statusCode).toBe(404);
    expect(twice.json<ErrorEnvelope>().message).toBe(ar.interest.notRegistered);
  });

  it('lets the company user see the interests in its own round, with who registered them and the totals', async () => {
    const shareholder = await loginAs(harness.app, USER_TYPES.institutionalShareholder);
    await inject('POST', '/public-api/register_interest', {
      headers: investorAuth,
      payload: interest({ numberOfShares: 1000, pricePerShare: '100' }),
    });
    await inject('POST', '/public-api/register_interest', {
      headers: shareholder,
      payload: interest({ numberOfShares: 2000, pricePerShare: '50.25', minimumTransaction: '50000.00' }),
    });
    const response = await inject('GET', `/user-api/company/funding-round-interests/${ownRoundId}`, {
      headers: companyAuth,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<RoundInterestsResponse>();
    expect(data.interests.map((entry) => entry.investorName).sort()).toEqual(['Khalid Al-Dossary', 'Reem Al-Shehri']);
    expect(
      data.interests.find((entry) => entry.email === 'institutional.shareholder@demo.hissa.sa')?.investorType,
    ).toBe(USER_TYPES.institutionalShareholder);
    expect(data.totalShares).toBe(3000);
    expect(data.totalTransactionSize).toBe('200500.00');

    const foreign = await roundWithStatus('open');
    const refused = await inject('GET', `/user-api/company/funding-round-interests/${foreign.id}`, {
      headers: companyAuth,
      language: 'ar',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorEnvelope>().message).toBe(ar.funding.notYourCompany);
    const missing = await inject('GET', '/user-api/company/funding-round-interests/2147483647', {
      headers: companyAuth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(en.funding.roundNotFound);
  });

  it('takes interest in upcoming and open rounds of other companies too', async () => {
    for (const status of ['open', 'upcoming'] as const) {
      const round = await roundWithStatus(status).catch(() => null);
      if (!round) continue;
      const response = await inject('POST', '/public-api/register_interest', {
        headers: investorAuth,
        payload: interest({ roundId: round.id }),
      });
      expect([200, 201]).toContain(response.statusCode);
    }
  });

  it('refuses a closed or cancelled round (409), a round of an inactive profile (409) and no round (404); stores nothing', async () => {
    const closed = await roundWithStatus('closed');
    for (const language of ['en', 'ar'] as const) {
      const response = await inject('POST', '/public-api/register_interest', {
        headers: investorAuth,
        payload: interest({ roundId: closed.id }),
        language,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<ErrorEnvelope>().message).toBe((language === 'en' ? en : ar).interest.roundNotOpen);
    }
    const [inactive] = await harness.database.db
      .select({ id: fundRounds.id })
      .from(fundRounds)
      .innerJoin(fundingProfiles, eq(fundingProfiles.companyId, fundRounds.companyId))
      .where(and(eq(fundingProfiles.status, 'inactive'), inArray(fundRounds.status, ['open', 'upcoming'])))
      .limit(1);
    if (inactive) {
      expect(
        (
          await inject('POST', '/public-api/register_interest', {
            headers: investorAuth,
            payload: interest({ roundId: inactive.id }),
          })
        ).statusCode,
      ).toBe(409);
    }
    const missing = await inject('POST', '/public-api/register_interest', {
      headers: investorAuth,
      payload: interest({ roundId: 2147483647 }),
    });
    expect(missing.statusCode).toBe(404);
    const stored = await harness.database.db
      .select({ id: fundingInterests.id })
      .from(fundingInterests)
      .where(eq(fundingInterests.roundId, closed.id));
    expect(stored).toHaveLength(0);
  });

  it('refuses company users and buyers (403) and visitors (401)', async () => {
    for (const type of [USER_TYPES.company, USER_TYPES.buyer, USER_TYPES.serviceProvider]) {
      const response = await inject('POST', '/public-api/register_interest', {
        headers: await loginAs(harness.app, type),
        payload: interest(),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await inject('POST', '/public-api/register_interest', { payload: interest() })).statusCode).toBe(401);
  });

  type Case = [string, Json, string, (messages: typeof en) => string];
  const cases: Case[] = [
    ['no share type', { shareType: undefined }, 'body.shareType', (m) => m.interest.shareTypeRequired],
    ['an unknown share type', { shareType: 'golden' }, 'body.shareType', (m) => m.interest.shareTypeRequired],
    ['no number of shares', { numberOfShares: undefined }, 'body.numberOfShares', (m) => m.interest.sharesRequired],
    ['a decimal number of shares', { numberOfShares: 10.5 }, 'body.numberOfShares', (m) => m.interest.sharesWhole],
    ['zero shares', { numberOfShares: 0 }, 'body.numberOfShares', (m) => m.trading.quantityPositive],
    [
      'more shares than the limit',
      { numberOfShares: 3_000_000_000 },
      'body.numberOfShares',
      (m) => m.trading.maxQuantityExceeded,
    ],
    ['no price', { pricePerShare: undefined }, 'body.pricePerShare', (m) => m.trading.priceRequired],
    ['a price with three decimals', { pricePerShare: '10.125' }, 'body.pricePerShare', (m) => m.trading.priceDecimals],
    [
      'a transaction under the platform minimum',
      { numberOfShares: 9, pricePerShare: '100', minimumTransaction: '100' },
      'body.pricePerShare',
      (m) => m.trading.minTransactionSize,
    ],
    [
      'a minimum above the transaction size',
      { minimumTransaction: '502000.01' },
      'body.minimumTransaction',
      (m) => m.trading.minTransactionSize,
    ],
    [
      'no minimum transaction',
      { minimumTransaction: undefined },
      'body.minimumTransaction',
      (m) => m.interest.minimumTransactionRequired,
    ],
    [
      'a zero minimum transaction',
      { minimumTransaction: '0' },
      'body.minimumTransaction',
      (m) => m.interest.minimumTransactionPositive,
    ],
    [
      'a transaction too large to store',
      { numberOfShares: 2_000_000_000, pricePerShare: '999999999999' },
      'body.numberOfShares',
      (m) => m.interest.transactionTooLarge,
    ],
  ];
  it.each(cases)('with %s: 400 with its message in English and Arabic', async (_case, overrides, field, message) => {
    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const response = await inject('POST', '/public-api/register_interest', {
        headers: investorAuth,
        payload: interest(overrides),
        language,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().errors).toContainEqual({ field, message: message(messages) });
    }
  });
});
