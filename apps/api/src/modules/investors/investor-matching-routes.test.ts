import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { InvestorMatchesResponse } from '@hissa/contracts/investor-matching';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { isicClasses } from '../../db/schema/classification.ts';
import { companies, investors } from '../../db/schema/directory.ts';
import { investorPreviousInvestments } from '../../db/schema/investor-profiles.ts';
import { users } from '../../db/schema/users.ts';
import { loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Investors ranked for a company (docs/decisions/036) through HTTP: three investors of known fit
 * beside the seeded directory, the demo company with an open Series A round.
 */

let harness: TestApp;
let companyAuth: { authorization: string };
let sectionCode: string;
const ids = { perfect: 0, open: 0, none: 0 };

/** Adds a directory investor with the given focus and strategy; returns its id. */
async function addInvestor(name: string, focus: { sectors: string[]; countries: string[]; strategy: string }) {
  const [row] = await harness.database.db
    .insert(investors)
    .values({
      nameEn: name,
      nameAr: `مستثمر ${name}`,
      searchText: normalizeSearchText(name),
      investorType: 'institutional',
      sectorFocus: focus.sectors,
      geographicFocus: focus.countries,
      investmentStrategy: focus.strategy,
    })
    .returning({ id: investors.id });
  if (!row) throw new Error('investor not inserted');
  return row.id;
}

async function matches(query = 'page=0&size=50', language = 'en', headers = companyAuth) {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/user-api/company/investor-matches?${query}`,
    headers: { 'accept-language': language, ...headers },
  });
  return { status: response.statusCode, body: response.json<InvestorMatchesResponse & ErrorEnvelope>() };
}

beforeAll(async () => {
  harness = await createTestApp();
  const { db } = harness.database;
  companyAuth = await loginAs(harness.app, USER_TYPES.company);
  const [company] = await db
    .select({ id: companies.id, nameEn: companies.nameEn, section: isicClasses.sectionCode })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(isicClasses, eq(isicClasses.code, companies.isicClassCode))
    .where(eq(users.email, 'company@demo.hissa.sa'));
  if (!company) throw new Error('the demo company has no sector');
  sectionCode = company.section;
  const round = await harness.app.inject({
    method: 'POST',
    url: '/user-api/company/update-funding-round',
    headers: companyAuth,
    payload: {
      companyId: company.id,
      roundNameEn: 'Series A Growth Round',
      roundNameAr: 'جولة النمو أ',
      stage: 'series_a',
      status: 'open',
      investmentType: 'equity',
      targetAmount: '20000000.00',
      raisedAmount: '0',
      announcedDate: '2026-10-01',
      concludedDate: null,
    },
  });
  expect(round.statusCode).toBe(201);
  ids.perfect = await addInvestor('Perfect Fit Capital', {
    sectors: [sectionCode],
    countries: ['SA'],
    strategy: 'venture',
  });
  await db.insert(investorPreviousInvestments).values({
    investorId: ids.perfect,
    companyNameEn: company.nameEn.toUpperCase(),
    companyNameAr: 'اسم آخر',
    ownershipPercentage: '4.50',
    ownershipDate: '2024-05-01',
  });
  ids.open = await addInvestor('Open Mandate Partners', { sectors: [], countries: [], strategy: 'diversified' });
  const otherSection = sectionCode === 'K' ? 'C' : 'K';
  ids.none = await addInvestor('Elsewhere Income Fund', {
    sectors: [otherSection],
    countries: ['AE'],
    strategy: 'income',
  });
});
afterAll(() => harness.close());

describe('investor matches', () => {
  it('ranks an investor that fits on every count first, with 100 points and every reason', async () => {
    const { status, body } = await matches();
    expect(status).toBe(200);
    expect(body.context.openRound).toEqual({ name: 'Series A Growth Round', stage: 'series_a' });
    const [first] = body.data;
    expect(first?.investor.investorId).toBe(ids.perfect);
    expect(first?.score).toBe(100);
    expect(first?.reasons.map((reason) => reason.code)).toEqual([
      'sector',
      'geography',
      'strategyRound',
      'pastInvestment',
    ]);
    expect(first?.reasons[2]).toMatchObject({ strategy: 'Venture (early-stage growth)', stage: 'Series A' });
  });

  it('scores open mandates in part and a misfit at zero, best first across the whole directory', async () => {
    const { body } = await matches();
    expect(body.total).toBe(body.data.length);
    const open = body.data.find((match) => match.investor.investorId === ids.open);
    expect(open?.score).toBe(15 + 10 + 12);
    expect(open?.reasons.map((reason) => reason.code)).toEqual(['sectorOpen', 'geographyOpen', 'strategyDiversified']);
    const none = body.data.find((match) => match.investor.investorId === ids.none);
    expect(none).toMatchObject({ score: 0, reasons: [] });
    const scores = body.data.map((match) => match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('pages the ranking without repeating or skipping an investor', async () => {
    const whole = (await matches()).body.data.map((match) => match.investor.investorId);
    const first = (await matches('page=0&size=5')).body;
    const second = (await matches('page=1&size=5')).body;
    expect([...first.data, ...second.data].map((match) => match.investor.investorId)).toEqual(whole.slice(0, 10));
    expect(first.total).toBe(whole.length);
    const past = (await matches('page=99&size=5')).body;
    expect(past.data).toEqual([]);
    expect(past.total).toBe(whole.length);
  });

  it('names the sector, strategy and stage in Arabic', async () => {
    const { body } = await matches('page=0&size=1', 'ar');
    expect(body.data[0]?.reasons[0]).toMatchObject({
      code: 'sector',
      sector: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    expect(body.data[0]?.reasons[2]).toMatchObject({ stage: 'الجولة أ' });
  });

  it('answers only company users', async () => {
    expect((await matches('page=0', 'en', {} as { authorization: string })).status).toBe(401);
    const investor = await loginAs(harness.app, USER_TYPES.individualInvestor);
    expect((await matches('page=0', 'en', investor)).status).toBe(403);
    const bad = await matches('page=-1');
    expect(bad.status).toBe(400);
  });
});
