import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { CompanyFundingResponse, FundingOpportunityPage, FundingRoundRequest } from '@hissa/contracts/funding';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { companies } from '../../db/schema/directory.ts';
import { fundingProfiles, fundRounds } from '../../db/schema/funding.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
let companyAuth: { authorization: string };
let ownCompanyId: number;
beforeAll(async () => {
  harness = await createTestApp();
  companyAuth = await loginAs(harness.app, USER_TYPES.company);
  const [demo] = await harness.database.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'company@demo.hissa.sa'));
  if (!demo?.companyId) throw new Error('the demo company user has no company');
  ownCompanyId = demo.companyId;
});
afterAll(() => harness.close());

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

async function fundingOf(companyId: number, language = 'en') {
  const response = await inject('GET', `/public-api/company/profile/funding-profile/${companyId}`, { language });
  return { status: response.statusCode, body: response.json<CompanyFundingResponse>() };
}

function toHalalas(value: string): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

function validRound(overrides: Partial<FundingRoundRequest> = {}): Json {
  return {
    companyId: ownCompanyId,
    roundNameEn: 'Series A Round',
    roundNameAr: 'الجولة أ',
    stage: 'series_a',
    status: 'open',
    investmentType: 'equity',
    targetAmount: '15000000.00',
    raisedAmount: '4500000.50',
    announcedDate: '2026-03-01',
    concludedDate: null,
    ...overrides,
  };
}

/** A round of some company other than the demo company's. */
async function foreignRound() {
  const [round] = await harness.database.db
    .select()
    .from(fundRounds)
    .where(ne(fundRounds.companyId, ownCompanyId))
    .orderBy(asc(fundRounds.id))
    .limit(1);
  if (!round) throw new Error('the seed wrote no round of another company');
  return round;
}

describe('GET /public-api/company/profile/funding-profile/{companyId}', () => {
  it('answers the seeded profile with totals derived from the rounds, in both languages', async () => {
    const { status, body } = await fundingOf(ownCompanyId);
    expect(status).toBe(200);
    const { profile, rounds } = body.data;
    expect(profile).not.toBeNull();
    expect(rounds.length).toBeGreaterThan(0);
    const counted = rounds.filter((round) => round.status.code !== 'cancelled');
    const sum = counted.reduce((total, round) => total + toHalalas(round.raisedAmount), 0n);
    expect(toHalalas(profile?.totalRaised ?? '0')).toBe(sum);
    expect(profile?.numberOfRounds).toBe(counted.length);
    for (const round of rounds) {
      expect(round.targetAmount).toMatch(/^\d+\.\d{2}$/);
      expect(toHalalas(round.requiredAmount)).toBe(toHalalas(round.targetAmount) - toHalalas(round.raisedAmount));
      if (round.concludedDate) expect(round.concludedDate >= round.announcedDate).toBe(true);
    }
    const arabic = await fundingOf(ownCompanyId, 'ar');
    expect(arabic.body.data.rounds[0]?.roundName).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.body.data.rounds[0]?.stage.name).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers profile null and no rounds for a company without funding, 404 for no company, 400 for a bad id', async () => {
    const [listed] = await harness.database.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.companyType, 'listed'))
      .limit(1);
    const { body } = await fundingOf(listed?.id ?? 0);
    expect(body.data.profile).toBeNull();
    expect(body.data.rounds).toEqual([]);
    const missing = await inject('GET', '/public-api/company/profile/funding-profile/2147483647', { language: 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(ar.errors.companyNotFound);
    expect((await inject('GET', '/public-api/company/profile/funding-profile/abc')).statusCode).toBe(400);
  });
});

describe('funding-round opportunities', () => {
  async function filter(payload: Json, language = 'en') {
    const response = await inject('POST', '/public-api/opportunities/filter-funding-rounds', { payload, language });
    return { status: response.statusCode, body: response.json<FundingOpportunityPage & ErrorEnvelope>() };
  }
  const equals = (key: string, value: string) => ({ key, operation: 'equals', value });

  it('lists rounds latest first, never of an inactive profile nor cancelled ones', async () => {
    const response = await inject('GET', '/public-api/opportunities/funding-rounds?page=0&size=50');
    expect(response.statusCode).toBe(200);
    const page = response.json<FundingOpportunityPage>();
    expect(page.total).toBeGreaterThan(0);
    const dates = page.data.map((round) => round.announcedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const inactive = await harness.database.db
      .select({ companyId: fundingProfiles.companyId })
      .from(fundingProfiles)
      .where(eq(fundingProfiles.status, 'inactive'));
    const hidden = new Set(inactive.map((row) => row.companyId));
    const all = await filter({ size: 50, page: 0 });
    expect(all.body.total).toBe(page.total);
    expect(page.data.every((round) => !hidden.has(round.companyId) && round.status.code !== 'cancelled')).toBe(true);
  });

  it('filters by stage, status, sector and company name', async () => {
    const seed = await filter({ filters: [equals('stage', 'seed')], size: 50 });
    expect(seed.body.data.every((round) => round.stage.code === 'seed')).toBe(true);
    const open = await filter({ filters: [equals('status', 'open')], size: 50 }, 'ar');
    expect(open.body.data.every((round) => round.status.code === 'open' && round.status.name === 'مفتوحة')).toBe(true);
    const first = (await filter({ size: 1 })).body.data[0];
    if (!first) throw new Error('no opportunity');
    const byName = await filter({ filters: [{ key: 'companyName', operation: 'contains', value: first.companyName }] });
    expect(byName.body.data.some((round) => round.roundId === first.roundId)).toBe(true);
    if (first.sector) {
      const bySector = await filter({ filters: [equals('sectorCode', first.sector.code)], size: 50 });
      expect(bySector.body.data.every((round) => round.sector?.code === first.sector?.code)).toBe(true);
    }
    const sorted = await filter({ sorts: [{ key: 'targetAmount', direction: 'asc' }], size: 20 });
    const targets = sorted.body.data.map((round) => toHalalas(round.targetAmount));
    expect(targets).toEqual([...targets].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0)));
  });

  it.each([
    ['an unknown stage', [equals('stage', 'series_z')], 'body.filters.stage'],
    ['an unknown status', [equals('status', 'done')], 'body.filters.status'],
    ['a lower-case sector', [equals('sectorCode', 'k')], 'body.filters.sectorCode'],
    ['an unknown key', [equals('city', '3')], 'body.filters.0.key'],
  ])('answers %s with 400', async (_case, filters, field) => {
    const { status, body } = await filter({ filters });
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.field)).toContain(field);
  });

  it('answers the details of a round with its company profile, 404 for none', async () => {
    const round = await foreignRound();
    const response = await inject('GET', `/public-api/opportunities/funding-rounds-details/${round.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { roundId: number; companyId: number; profile: unknown } }>();
    expect(data.roundId).toBe(round.id);
    expect(data.companyId).toBe(round.companyId);
    const missing = await inject('GET', '/public-api/opportunities/funding-rounds-details/2147483647', {
      language: 'ar',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(ar.funding.roundNotFound);
  });
});

describe('company user: funding profile and rounds', () => {
  it('saves the profile and derives totals from the rounds it adds, updates and deletes', async () => {
    const saved = await inject('PUT', '/user-api/company/update-funding-profile', {
      headers: companyAuth,
      payload: {
        companyId: ownCompanyId,
        status: 'active',
        totalTargetFunding: 50_000_000,
        preMoneyValuation: '120000000.5',
        fundingType: 'equity',
        leadInvestor: 'Riyadh Ventures',
        ownershipStructure: 'Founders 60%, investors 40%',
      },
    });
    expect(saved.statusCode).toBe(200);
    const savedBody = saved.json<{ message: string; data: { totalTarget: string; preMoneyValuation: string } }>();
    expect(savedBody.message).toBe(en.funding.profileSaved);
    expect(savedBody.data.totalTarget).toBe('50000000.00');
    expect(savedBody.data.preMoneyValuation).toBe('120000000.50');

    const before = (await fundingOf(ownCompanyId)).body.data.profile;
    const created = await inject('POST', '/user-api/company/update-funding-round', {
      headers: companyAuth,
      payload: validRound({ announcedDate: '2030-01-01' }),
      language: 'ar',
    });
    expect(created.statusCode).toBe(201);
    const createdBody = created.json<{
      message: string;
      data: { roundId: number; requiredAmount: string; roundName: string };
    }>();
    expect(createdBody.message).toBe(ar.funding.roundCreated);
    expect(createdBody.data.requiredAmount).toBe('10499999.50');
    expect(createdBody.data.roundName).toBe('الجولة أ');
    const afterCreate = (await fundingOf(ownCompanyId)).body.data.profile;
    expect(afterCreate?.numberOfRounds).toBe((before?.numberOfRounds ?? 0) + 1);
    expect(toHalalas(afterCreate?.totalRaised ?? '0') - toHalalas(before?.totalRaised ?? '0')).toBe(450_000_050n);
    // announced latest, so it is the last funding
    expect(afterCreate?.lastFundingAmount).toBe('4500000.50');

    const roundId = createdBody.data.roundId;
    const updated = await inject('PUT', `/user-api/company/update-funding-round/${roundId}`, {
      headers: companyAuth,
      payload: validRound({
        announcedDate: '2030-01-01',
        status: 'closed',
        raisedAmount: '15000000',
        concludedDate: '2030-04-01',
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<{ message: string }>().message).toBe(en.funding.roundUpdated);
    expect((await fundingOf(ownCompanyId)).body.data.profile?.lastFundingAmount).toBe('15000000.00');

    const deleted = await inject('DELETE', `/user-api/company/delete-funding-round/${roundId}`, {
      headers: companyAuth,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json<{ message: string }>().message).toBe(en.funding.roundDeleted);
    const afterDelete = (await fundingOf(ownCompanyId)).body.data.profile;
    expect(afterDelete?.numberOfRounds).toBe(before?.numberOfRounds);
    expect(afterDelete?.totalRaised).toBe(before?.totalRaised);
    expect(
      (await inject('DELETE', `/user-api/company/delete-funding-round/${roundId}`, { headers: companyAuth }))
        .statusCode,
    ).toBe(404);
  });

  it("answers my company's funding for the dashboard, and null for an account without a company", async () => {
    const mine = await inject('GET', '/user-api/company/funding-profile', { headers: companyAuth, language: 'ar' });
    expect(mine.statusCode).toBe(200);
    const { data } = mine.json<{ data: CompanyFundingResponse['data'] | null }>();
    expect(data?.companyId).toBe(ownCompanyId);
    expect(data).toEqual((await fundingOf(ownCompanyId, 'ar')).body.data);
    const loner = await createTestUser(harness.database.db, { userType: USER_TYPES.company });
    const none = await inject('GET', '/user-api/company/funding-profile', {
      headers: bearer(await loginToken(harness.app, loner.email, loner.password)),
    });
    expect(none.statusCode).toBe(200);
    expect(none.json<{ data: null }>().data).toBeNull();
  });

  it("refuses another company's round or profile with 403 and changes nothing", async () => {
    const round = await foreignRound();
    const update = await inject('PUT', `/user-api/company/update-funding-round/${round.id}`, {
      headers: companyAuth,
      payload: validRound({ companyId: round.companyId }),
      language: 'ar',
    });
    expect(update.statusCode).toBe(403);
    expect(update.json<ErrorEnvelope>().message).toBe(ar.funding.notYourCompany);
    // moving one's own data into another company is refused the same way
    const create = await inject('POST', '/user-api/company/update-funding-round', {
      headers: companyAuth,
      payload: validRound({ companyId: round.companyId }),
    });
    expect(create.statusCode).toBe(403);
    const remove = await inject('DELETE', `/user-api/company/delete-funding-round/${round.id}`, {
      headers: companyAuth,
    });
    expect(remove.statusCode).toBe(403);
    const [after] = await harness.database.db.select().from(fundRounds).where(eq(fundRounds.id, round.id));
    expect(after).toEqual(round);
    const count = await harness.database.db
      .select({ id: fundRounds.id })
      .from(fundRounds)
      .where(
        and(
          eq(fundRounds.companyId, round.companyId),
          eq(fundRounds.roundNameEn, 'Series A Round'),
          eq(fundRounds.announcedDate, '2026-03-01'),
        ),
      );
    expect(count).toHaveLength(0);

    const [profileBefore] = await harness.database.db
      .select()
      .from(fundingProfiles)
      .where(eq(fundingProfiles.companyId, round.companyId));
    const profile = await inject('PUT', '/user-api/company/update-funding-profile', {
      headers: companyAuth,
      payload: { companyId: round.companyId, status: 'inactive', totalTargetFunding: '1.00', fundingType: 'grant' },
    });
    expect(profile.statusCode).toBe(403);
    const [profileAfter] = await harness.database.db
      .select()
      .from(fundingProfiles)
      .where(eq(fundingProfiles.companyId, round.companyId));
    expect(profileAfter).toEqual(profileBefore);
    const ownRound = await inject('PUT', `/user-api/company/update-funding-round/${round.id}`, {
      headers: companyAuth,
      payload: validRound(),
    });
    expect(ownRound.statusCode).toBe(403);
  });

  it('refuses investors and shareholders (403) and visitors (401)', async () => {
    for (const type of [USER_TYPES.individualInvestor, USER_TYPES.institutionalShareholder]) {
      const response = await inject('POST', '/user-api/company/update-funding-round', {
        headers: await loginAs(harness.app, type),
        payload: validRound(),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await inject('POST', '/user-api/company/update-funding-round', { payload: validRound() })).statusCode).toBe(
      401,
    );
  });

  type Case = [string, Json, string, keyof typeof en.funding | 'required'];
  const roundCases: Case[] = [
    ['a missing English name', { roundNameEn: undefined }, 'body.roundNameEn', 'roundNameRequired'],
    ['a blank Arabic name', { roundNameAr: '  ' }, 'body.roundNameAr', 'roundNameRequired'],
    ['a too long name', { roundNameEn: 'x'.repeat(121) }, 'body.roundNameEn', 'roundNameTooLong'],
    ['no stage', { stage: undefined }, 'body.stage', 'stageRequired'],
    ['an unknown status', { status: 'done' }, 'body.status', 'roundStatusRequired'],
    ['no investment type', { investmentType: undefined }, 'body.investmentType', 'investmentTypeRequired'],
    ['no target', { targetAmount: undefined }, 'body.targetAmount', 'amountRequired'],
    ['three decimals', { targetAmount: '100.123' }, 'body.targetAmount', 'amountFormat'],
    ['a negative amount', { raisedAmount: '-5' }, 'body.raisedAmount', 'amountFormat'],
    ['a zero target', { targetAmount: '0', raisedAmount: '0' }, 'body.targetAmount', 'targetAmountPositive'],
    ['raised above target', { raisedAmount: '15000000.01' }, 'body.raisedAmount', 'raisedExceedsTarget'],
    ['no announced date', { announcedDate: undefined }, 'body.announcedDate', 'announcedDateRequired'],
    ['an impossible date', { announcedDate: '2026-02-30' }, 'body.announcedDate', 'dateInvalid'],
    ['concluded before announced', { concludedDate: '2026-02-28' }, 'body.concludedDate', 'concludedBeforeAnnounced'],
    ['closed without concluded date', { status: 'closed' }, 'body.concludedDate', 'concludedDateRequired'],
  ];

  it.each(roundCases)(
    'round with %s: 400 with its message in English and Arabic',
    async (_case, overrides, field, key) => {
      for (const [language, messages] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const response = await inject('POST', '/user-api/company/update-funding-round', {
          headers: companyAuth,
          payload: validRound(overrides),
          language,
        });
        expect(response.statusCode).toBe(400);
        const expected = key === 'required' ? messages.validation.required : messages.funding[key];
        expect(response.json<ErrorEnvelope>().errors).toContainEqual({ field, message: expected });
      }
    },
  );

  const profileCases: Case[] = [
    ['no status', { status: undefined }, 'body.status', 'statusRequired'],
    ['no target', { totalTargetFunding: undefined }, 'body.totalTargetFunding', 'amountRequired'],
    ['a valuation with letters', { preMoneyValuation: '12a' }, 'body.preMoneyValuation', 'amountFormat'],
    ['no funding type', { fundingType: 'gift' }, 'body.fundingType', 'fundingTypeRequired'],
    ['a too long lead investor', { leadInvestor: 'x'.repeat(201) }, 'body.leadInvestor', 'textTooLong'],
  ];

  it.each(profileCases)(
    'profile with %s: 400 with its message in English and Arabic',
    async (_case, overrides, field, key) => {
      for (const [language, messages] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const payload = {
          companyId: ownCompanyId,
          status: 'active',
          totalTargetFunding: '1000.00',
          fundingType: 'equity',
          ...overrides,
        };
        const response = await inject('PUT', '/user-api/company/update-funding-profile', {
          headers: companyAuth,
          payload,
          language,
        });
        expect(response.statusCode).toBe(400);
        const expected = key === 'required' ? messages.validation.required : messages.funding[key];
        expect(response.json<ErrorEnvelope>().errors).toContainEqual({ field, message: expected });
      }
    },
  );
});
