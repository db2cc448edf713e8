import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { InvestorDetailsResponse, InvestorPage } from '@hissa/contracts/investors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

async function filter(payload: Record<string, unknown>, language = 'en') {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/public-api/investor/filter-investors',
    headers: { 'accept-language': language },
    payload,
  });
  return { status: response.statusCode, body: response.json<InvestorPage & ErrorEnvelope>() };
}
const equals = (key: string, value: string) => ({ key, operation: 'equals', value });

describe('investors directory', () => {
  it('lists institutional and individual investors, paginated', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/public-api/investor/investors?page=0&size=5' });
    expect(response.statusCode).toBe(200);
    const page = response.json<InvestorPage>();
    expect(page.data).toHaveLength(5);
    // 0.01 of 400 + 600
    expect(page.total).toBe(10);
    const institutional = await filter({ filters: [equals('type', 'institutional')], size: 50 });
    const individual = await filter({ filters: [equals('type', 'individual')], size: 50 });
    expect(institutional.body.total + individual.body.total).toBe(page.total);
    expect(individual.body.data.every((investor) => investor.type === 'individual')).toBe(true);
  });

  it('every investor has a strategy and geographic focus; filters by each', async () => {
    const all = (await filter({ size: 50 }, 'ar')).body.data;
    expect(
      all.every(
        (investor) => investor.strategy !== null && investor.geographicFocus.some((country) => country.code === 'SA'),
      ),
    ).toBe(true);
    expect(all[0]?.country.name).toMatch(/[\u0600-\u06FF]/);
    const sample = all.find((investor) => investor.sectorFocus.length > 0);
    if (!sample?.strategy) throw new Error('no investor with a sector focus');
    const [sector] = sample.sectorFocus;
    const bySector = await filter({ filters: [equals('sectorFocus', sector?.code ?? '')], size: 50 });
    expect(bySector.body.data.map((investor) => investor.investorId)).toContain(sample.investorId);
    expect(
      bySector.body.data.every((investor) => investor.sectorFocus.some((entry) => entry.code === sector?.code)),
    ).toBe(true);
    const byStrategy = await filter({ filters: [equals('strategy', sample.strategy.code)], size: 50 });
    expect(byStrategy.body.data.every((investor) => investor.strategy?.code === sample.strategy?.code)).toBe(true);
    const byGeography = await filter({ filters: [equals('geographicFocus', 'SA')], size: 50 });
    expect(byGeography.body.total).toBe(all.length);
    const byCountry = await filter({ filters: [equals('countryCode', sample.country.code)], size: 50 });
    expect(byCountry.body.data.every((investor) => investor.country.code === sample.country.code)).toBe(true);
    const byName = await filter({ filters: [{ key: 'name', operation: 'contains', value: sample.name }] });
    expect(byName.body.data.map((investor) => investor.investorId)).toContain(sample.investorId);
    const sorted = await filter({ sorts: [{ key: 'name', direction: 'asc' }], size: 50 });
    const names = sorted.body.data.map((investor) => investor.name.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it.each([
    ['an unknown type', [equals('type', 'angel')], 'body.filters.type'],
    ['an unknown strategy', [equals('strategy', 'yolo')], 'body.filters.strategy'],
    ['a country that is not a code', [equals('countryCode', 'Saudi')], 'body.filters.countryCode'],
    ['a lower-case sector', [equals('sectorFocus', 'k')], 'body.filters.sectorFocus'],
    ['contains on a type', [{ key: 'type', operation: 'contains', value: 'ind' }], 'body.filters.0.operation'],
  ])('answers %s with 400', async (_case, filters, field) => {
    const { status, body } = await filter({ filters });
    expect(status).toBe(400);
    expect(body.errors.map((error) => error.field)).toContain(field);
  });

  it('answers an investor profile with biography and previous investments, in both languages; 404 for none', async () => {
    // the seed gives every third investor previous investments, the first included
    const first = (await filter({ size: 1 })).body.data[0];
    if (!first) throw new Error('no investor');
    const en = await harness.app.inject({
      method: 'GET',
      url: `/public-api/investor/investor-details/${first.investorId}`,
    });
    expect(en.statusCode).toBe(200);
    const details = en.json<InvestorDetailsResponse>().data;
    expect(details.biography).toContain('Investment strategy');
    expect(details.previousInvestments.length).toBeGreaterThan(0);
    for (const investment of details.previousInvestments) {
      expect(investment.ownershipPercentage).toMatch(/^\d{1,2}\.\d{2}$/);
      expect(Number(investment.ownershipPercentage)).toBeLessThanOrEqual(100);
    }
    const arabic = await harness.app.inject({
      method: 'GET',
      url: `/public-api/investor/investor-details/${first.investorId}`,
      headers: { 'accept-language': 'ar' },
    });
    expect(arabic.json<InvestorDetailsResponse>().data.biography).toContain('استراتيجية الاستثمار');
    const missing = await harness.app.inject({
      method: 'GET',
      url: '/public-api/investor/investor-details/2147483647',
      headers: { 'accept-language': 'ar' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(ar.investors.investorNotFound);
  });

  it('names the key members of an institutional investor, a leader first, in both languages; individuals have none', async () => {
    const details = async (type: string, language: string) => {
      const investor = (await filter({ filters: [equals('type', type)], size: 1 })).body.data[0];
      if (!investor) throw new Error(`no ${type} investor`);
      const response = await harness.app.inject({
        method: 'GET',
        url: `/public-api/investor/investor-details/${investor.investorId}`,
        headers: { 'accept-language': language },
      });
      return response.json<InvestorDetailsResponse>().data;
    };
    const institution = await details('institutional', 'en');
    expect(institution.keyMembers.length).toBeGreaterThanOrEqual(2);
    expect(['chairman', 'ceo', 'managing_director', 'founder']).toContain(institution.keyMembers[0]?.designation?.code);
    for (const member of institution.keyMembers) {
      expect(member.fullName).toMatch(/^[A-Za-z' -]+$/);
      expect(member.designation?.name).toBeTruthy();
      expect(member.degree).not.toBe('');
    }
    const arabic = await details('institutional', 'ar');
    expect(arabic.keyMembers.map((member) => member.fullName).every((name) => /[\u0600-\u06FF]/.test(name))).toBe(true);
    expect(arabic.keyMembers[0]?.designation?.name).toMatch(/[\u0600-\u06FF]/);
    expect((await details('individual', 'en')).keyMembers).toEqual([]);
  });
});
