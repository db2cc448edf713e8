import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type {
  FintechCompanyPage,
  FintechHub,
  FintechProfile,
  FintechRoundPage,
} from '@hissa/contracts/fintech/fintech-directory';
import type { FintechClaim } from '@hissa/contracts/fintech/fintech-claims';
import type { MediaEvent } from '@hissa/contracts/media/media';
import type { NewsCard } from '@hissa/contracts/news/news-articles';
import type { SavedScreen } from '@hissa/contracts/fintech/fintech-screener';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { fintechClaims, fintechCompanies, fintechRounds } from '../../db/schema/fintech.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { startSmtpCatcher, type SmtpCatcher } from '../../test/smtp-catcher.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Mailer } from '../mail/mailer.ts';
import { claimLinkToken } from './fintech-claim-link.ts';
import { runScreenAlerts } from './fintech-screens.ts';

/*
 * The fintech hub through HTTP (decision 031): the seeded directory plus three companies of our
 * own whose names share the made-up word "Zumzuma" / "زمزومة", so their filters, order and totals
 * are known exactly.
 */

let harness: TestApp;
let smtp: SmtpCatcher;
const ids = { riyadh: 0, dubai: 0, cairo: 0 };

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await harness.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

const screener = (filters: string[], extra = '') =>
  `/public-api/company/profile/fintech-search?${filters.map((f) => `f=${encodeURIComponent(f)}`).join('&')}${extra}`;
const ZUMZUMA = 'name:contains:Zumzuma';

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  harness = await createTestApp({ smtpUrl: smtp.url });
  const db = harness.database.db;
  const company = (nameEn: string, nameAr: string, values: Partial<typeof fintechCompanies.$inferInsert>) => ({
    nameEn,
    nameAr,
    searchText: normalizeSearchText(`${nameEn} ${nameAr}`),
    countryCode: 'SA' as const,
    cityEn: 'Riyadh',
    cityAr: 'الرياض',
    categoryCode: 'payments' as const,
    foundedYear: 2019,
    descriptionEn: 'A test fintech company.',
    descriptionAr: 'شركة تقنية مالية للاختبار.',
    ...values,
  });
  const [riyadh, dubai, cairo] = await db
    .insert(fintechCompanies)
    .values([
      company('Zumzuma Pay', 'زمزومة باي', {}),
      company('Zumzuma Lend', 'زمزومة للتمويل', {
        countryCode: 'AE',
        cityEn: 'Dubai',
        cityAr: 'دبي',
        categoryCode: 'lending',
      }),
      company('Zumzuma Insure', 'زمزومة للتأمين', {
        countryCode: 'EG',
        cityEn: 'Cairo',
        cityAr: 'القاهرة',
        categoryCode: 'insurtech',
        status: 'closed',
      }),
    ])
    .returning({ id: fintechCompanies.id });
  ids.riyadh = riyadh?.id ?? 0;
  ids.dubai = dubai?.id ?? 0;
  ids.cairo = cairo?.id ?? 0;
  const round = (
    fintechId: number,
    stage: 'seed' | 'series_a',
    announcedDate: string,
    raisedSar: string,
    investor: string,
  ) => ({
    fintechId,
    stage,
    announcedDate,
    fundedDate: announcedDate,
    raisedSar,
    investors: [{ en: investor, ar: investor }],
    investorsText: normalizeSearchText(investor),
    source: 'press_release' as const,
  });
  await db
    .insert(fintechRounds)
    .values([
      round(ids.riyadh, 'seed', '2020-03-01', '3750000.00', 'Qamqam Ventures'),
      round(ids.riyadh, 'series_a', '2022-05-10', '37500000.00', 'Qamqam Ventures'),
      round(ids.dubai, 'seed', '2021-07-15', '7500000.00', 'Other Capital'),
      round(ids.cairo, 'seed', '2019-01-20', '1000000.00', 'Other Capital'),
    ]);
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
});

describe('the fintech screener (basic search)', () => {
  it('filters with contains, Arabic-aware, in either language', async () => {
    const english = await get<FintechCompanyPage>(screener([ZUMZUMA]));
    expect(english.status).toBe(200);
    expect(english.body.total).toBe(3);
    const arabic = await get<FintechCompanyPage>(screener(['name:contains:زمزومه']), { 'accept-language': 'ar' });
    expect(arabic.body.total).toBe(3);
    expect(arabic.body.data.map((row) => row.name)).toContain('زمزومة باي');
  });

  it('filters with equals and in on codes, and equals on a whole name', async () => {
    const equals = await get<FintechCompanyPage>(screener([ZUMZUMA, 'category:equals:lending']));
    expect(equals.body.data.map((row) => row.fintechId)).toEqual([ids.dubai]);
    const within = await get<FintechCompanyPage>(screener([ZUMZUMA, 'country:in:SA|EG']));
    expect(within.body.data.map((row) => row.fintechId).sort()).toEqual([ids.riyadh, ids.cairo].sort());
    const status = await get<FintechCompanyPage>(screener([ZUMZUMA, 'status:equals:closed']));
    expect(status.body.data.map((row) => row.fintechId)).toEqual([ids.cairo]);
    const name = await get<FintechCompanyPage>(screener(['name:equals:zumzuma pay']));
    expect(name.body.data.map((row) => row.fintechId)).toEqual([ids.riyadh]);
  });

  it('filters with between on amounts (SAR) and dates, either end open, on the latest round and the total', async () => {
    const raised = await get<FintechCompanyPage>(screener([ZUMZUMA, 'raised:between:5000000|40000000']));
    expect(raised.body.data.map((row) => row.fintechId).sort()).toEqual([ids.riyadh, ids.dubai].sort());
    const total = await get<FintechCompanyPage>(screener([ZUMZUMA, 'total:between:40000000|']));
    expect(total.body.data.map((row) => row.fintechId)).toEqual([ids.riyadh]);
    expect(total.body.data[0]?.totalFunding).toBe('41250000.00');
    expect(total.body.data[0]?.stage?.code).toBe('series_a');
    const announced = await get<FintechCompanyPage>(screener([ZUMZUMA, 'announced:between:|2020-12-31']));
    expect(announced.body.data.map((row) => row.fintechId)).toEqual([ids.cairo]);
    const stage = await get<FintechCompanyPage>(screener([ZUMZUMA, 'stage:in:seed']));
    expect(stage.body.total).toBe(2);
  });

  it('sorts by any column both ways, ties by id', async () => {
    const byRaised = await get<FintechCompanyPage>(screener([ZUMZUMA], '&sort=raised&direction=desc'));
    expect(byRaised.body.data.map((row) => row.fintechId)).toEqual([ids.riyadh, ids.dubai, ids.cairo]);
    const byAnnounced = await get<FintechCompanyPage>(screener([ZUMZUMA], '&sort=announced&direction=asc'));
    expect(byAnnounced.body.data.map((row) => row.fintechId)).toEqual([ids.cairo, ids.dubai, ids.riyadh]);
    const byName = await get<FintechCompanyPage>(screener([ZUMZUMA], '&sort=name&direction=asc'));
    expect(byName.body.data.map((row) => row.name)).toEqual(['Zumzuma Insure', 'Zumzuma Lend', 'Zumzuma Pay']);
  });

  it('pages without overlap and with the same total', async () => {
    const first = await get<FintechCompanyPage>(screener([], '&size=10&page=0'));
    const second = await get<FintechCompanyPage>(screener([], '&size=10&page=1'));
    expect(first.body.total).toBeGreaterThanOrEqual(40);
    expect(second.body.total).toBe(first.body.total);
    const overlap = first.body.data.filter((row) =>
      second.body.data.some((other) => other.fintechId === row.fintechId),
    );
    expect(first.body.data).toHaveLength(10);
    expect(overlap).toEqual([]);
  });

  it('refuses an unknown field, a wrong operator, a bad value or sort with 400 in the user language', async () => {
    const cases: [string[], string, string][] = [
      [['ceo:equals:x'], '', 'unknownField'],
      [['category:contains:pay'], '', 'badOperator'],
      [['raised:in:100'], '', 'badOperator'],
      [['raised:between:abc|'], '', 'badValue'],
      [['category:equals:banana'], '', 'badValue'],
      [['investor:contains:x'], '', 'fieldNotInView'],
      [['category'], '', 'badFilter'],
      [[], '&sort=ceo', 'badSort'],
    ];
    for (const [filters, extra, key] of cases) {
      const response = await get<ErrorEnvelope>(screener(filters, extra), { 'accept-language': 'ar' });
      expect(response.status, `${filters.join()}${extra}`).toBe(400);
      expect(response.body.errors.map((error) => error.message)).toContain(ar.fintech[key as keyof typeof ar.fintech]);
    }
  });
});

describe('the funding search', () => {
  it('filters rounds by investor and stage, sorted by amount', async () => {
    const response = await get<FintechRoundPage>(
      `/public-api/opportunities/fintech/filter-funding-rounds?f=${encodeURIComponent('investor:contains:qamqam')}&sort=raised&direction=asc`,
    );
    expect(response.status).toBe(200);
    expect(response.body.data.map((round) => round.raised)).toEqual(['3750000.00', '37500000.00']);
    expect(response.body.data[0]?.provenance).toEqual({
      source: { code: 'press_release', name: 'Press release' },
      isVerified: false,
    });
  });

  it('gives the charts and the hub from the seeded rounds', async () => {
    const hub = await get<{ data: { counters: { companies: number; rounds: number }; bars: { byYear: unknown[] } } }>(
      '/public-api/fintech/hub',
    );
    expect(hub.body.data.counters.companies).toBeGreaterThanOrEqual(43);
    expect(hub.body.data.counters.rounds).toBeGreaterThan(hub.body.data.counters.companies);
    expect(hub.body.data.bars.byYear.length).toBeGreaterThanOrEqual(8);
  });

  it("shows the news module's fintech news and the media hub's upcoming events on the hub", async () => {
    const hub = await get<{ data: FintechHub }>('/public-api/fintech/hub', { 'accept-language': 'ar' });
    const news = await get<{ data: NewsCard[] }>('/public-api/news/?category=fintech&page=0&size=6', {
      'accept-language': 'ar',
    });
    expect(hub.body.data.topNews.length).toBeGreaterThan(0);
    expect(hub.body.data.topNews).toEqual(news.body.data);
    const events = await get<{ data: MediaEvent[] }>('/public-api/news/event/?when=upcoming&page=0&size=3');
    expect(hub.body.data.upcomingEvents).toEqual(events.body.data);
    expect(hub.body.data.upcomingEvents.length).toBeGreaterThan(0);
    expect(hub.body.data.upcomingEvents.every((event) => Date.parse(event.endsAt) >= Date.now())).toBe(true);
  });
});

describe('CSV export', () => {
  it('is UTF-8 with a BOM and Arabic headers and names in Arabic', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: `/public-api/fintech/export.csv?f=${encodeURIComponent(ZUMZUMA)}&sort=name`,
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain(ar.fintech.csv.nameAr);
    expect(text).toContain('زمزومة للتمويل');
    expect(text.trim().split('\r\n')).toHaveLength(4);
  });
});

describe('saved screens and their alerts', () => {
  it('are seen and deleted by their owner only', async () => {
    const owner = await createTestUser(harness.database.db);
    const other = await createTestUser(harness.database.db);
    const ownerHeaders = bearer(await loginToken(harness.app, owner.email, owner.password));
    const otherHeaders = bearer(await loginToken(harness.app, other.email, other.password));
    const saved = await harness.app.inject({
      method: 'POST',
      url: '/user-api/fintech/screens',
      headers: ownerHeaders,
      payload: {
        name: 'Saudi payments',
        screen: { view: 'companies', f: ['country:equals:SA', 'category:equals:payments'] },
      },
    });
    expect(saved.statusCode).toBe(201);
    const screen = saved.json<{ data: SavedScreen }>().data;
    const mine = await get<{ data: SavedScreen[] }>('/user-api/fintech/screens', ownerHeaders);
    expect(mine.body.data.map((item) => item.screenId)).toEqual([screen.screenId]);
    const theirs = await get<{ data: SavedScreen[] }>('/user-api/fintech/screens', otherHeaders);
    expect(theirs.body.data).toEqual([]);
    const stolen = await harness.app.inject({
      method: 'DELETE',
      url: `/user-api/fintech/screens/${screen.screenId}`,
      headers: otherHeaders,
    });
    expect(stolen.statusCode).toBe(404);
    const bad = await harness.app.inject({
      method: 'POST',
      url: '/user-api/fintech/screens',
      headers: ownerHeaders,
      payload: { name: 'Bad', screen: { view: 'companies', f: ['ceo:equals:x'] } },
    });
    expect(bad.statusCode).toBe(400);
    const deleted = await harness.app.inject({
      method: 'DELETE',
      url: `/user-api/fintech/screens/${screen.screenId}`,
      headers: ownerHeaders,
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('mail the owner once when a new company matches, and not again', async () => {
    const db = harness.database.db;
    const owner = await createTestUser(db, { firstName: 'Alerted' });
    const headers = bearer(await loginToken(harness.app, owner.email, owner.password));
    await harness.app.inject({
      method: 'POST',
      url: '/user-api/fintech/screens',
      headers,
      payload: { name: 'Zumzuma watch', screen: { view: 'companies', f: [ZUMZUMA] } },
    });
    const sent: { to: string; template: string; params: Record<string, unknown> }[] = [];
    const mailer = { send: async (mail: (typeof sent)[number]) => void sent.push(mail), close: () => {} };
    const context = { db, mailer: mailer as unknown as Mailer, appUrl: 'http://hissa.test' };
    await runScreenAlerts(context, new Date());
    expect(sent.filter((mail) => mail.to === owner.email)).toEqual([]);
    await db.insert(fintechCompanies).values({
      nameEn: 'Zumzuma Wallet',
      nameAr: 'زمزومة والت',
      searchText: normalizeSearchText('Zumzuma Wallet زمزومة والت'),
      countryCode: 'SA',
      cityEn: 'Jeddah',
      cityAr: 'جدة',
      categoryCode: 'digital_wallets',
      foundedYear: 2025,
      descriptionEn: 'A new wallet.',
      descriptionAr: 'محفظة جديدة.',
    });
    await runScreenAlerts(context, new Date());
    const mails = sent.filter((mail) => mail.to === owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.template).toBe('fintechCompaniesAlert');
    expect(mails[0]?.params).toMatchObject({ count: 1, screen: 'Zumzuma watch' });
    expect(String(mails[0]?.params.link)).toContain('/fintech/fintech-screener?f=name%3Acontains%3AZumzuma');
    await runScreenAlerts(context, new Date());
    expect(sent.filter((mail) => mail.to === owner.email)).toHaveLength(1);
  });
});

describe('claiming a profile', () => {
  it('is effective only after the e-mailed link, then the owner edits and the figures show verified; the admin revokes', async () => {
    const db = harness.database.db;
    const claimant = await createTestUser(db);
    const headers = bearer(await loginToken(harness.app, claimant.email, claimant.password));
    const url = `/user-api/fintech/companies/${ids.dubai}`;
    const edit = {
      descriptionEn: 'Zumzuma Lend finances small businesses across the UAE.',
      descriptionAr: 'تموّل زمزومة للتمويل المنشآت الصغيرة في الإمارات.',
      website: 'https://zumzuma.example',
      employees: 40,
    };
    const claimed = await harness.app.inject({
      method: 'POST',
      url: `${url}/claim`,
      headers,
      payload: { designation: 'CFO' },
    });
    expect(claimed.statusCode).toBe(202);
    const early = await harness.app.inject({ method: 'PUT', url, headers, payload: edit });
    expect(early.statusCode).toBe(403);
    const awaiting = await get<{ data: { claimStatus: string } }>(`${url}/claim`, headers);
    expect(awaiting.body.data.claimStatus).toBe('awaiting_email');

    const mail = await smtp.nextMailTo(claimant.email);
    const token = /\/fintech\/claim-ownership\/confirm\/([\w.-]+)/.exec(mail.text ?? '')?.[1] ?? '';
    const confirmed = await harness.app.inject({
      method: 'POST',
      url: '/public-api/fintech/confirm-claim',
      payload: { verifyToken: token },
    });
    expect(confirmed.statusCode).toBe(200);
    const again = await harness.app.inject({
      method: 'POST',
      url: '/public-api/fintech/confirm-claim',
      payload: { verifyToken: token },
    });
    expect(again.statusCode).toBe(400);

    const saved = await harness.app.inject({ method: 'PUT', url, headers, payload: edit });
    expect(saved.statusCode).toBe(200);
    const profile = await get<{ data: FintechProfile }>(`/public-api/fintech/companies/${ids.dubai}`);
    expect(profile.body.data.description).toBe(edit.descriptionEn);
    expect(profile.body.data.isClaimed).toBe(true);
    expect(profile.body.data.profileProvenance).toEqual({
      source: { code: 'company', name: 'The company' },
      isVerified: true,
    });
    expect(profile.body.data.rounds.every((round) => round.provenance.isVerified)).toBe(true);

    const rival = await createTestUser(db);
    const rivalHeaders = bearer(await loginToken(harness.app, rival.email, rival.password));
    const refused = await harness.app.inject({
      method: 'POST',
      url: `${url}/claim`,
      headers: rivalHeaders,
      payload: { designation: 'CEO' },
    });
    expect(refused.statusCode).toBe(409);

    const [claim] = await db
      .select({ id: fintechClaims.id })
      .from(fintechClaims)
      .where(eq(fintechClaims.userId, claimant.id));
    const admin = await loginAs(harness.app, 1);
    const revoked = await harness.app.inject({
      method: 'POST',
      url: `/admin-api/fintech/claims/${claim?.id}/revoke`,
      headers: admin,
      payload: { reason: 'Not an employee of the company.' },
    });
    expect(revoked.statusCode).toBe(200);
    const after = await harness.app.inject({ method: 'PUT', url, headers, payload: edit });
    expect(after.statusCode).toBe(403);
  });

  it('refuses an expired (410), a tampered or foreign (400) and a replaced link (400), and a used one (400)', async () => {
    const db = harness.database.db;
    const claimant = await createTestUser(db);
    const headers = bearer(await loginToken(harness.app, claimant.email, claimant.password));
    const claim = () =>
      harness.app.inject({
        method: 'POST',
        url: `/user-api/fintech/companies/${ids.cairo}/claim`,
        headers,
        payload: { designation: 'Founder' },
      });
    const confirm = (verifyToken: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/public-api/fintech/confirm-claim',
        headers: { 'accept-language': 'ar' },
        payload: { verifyToken },
      });
    const linkOf = async () =>
      /\/fintech\/claim-ownership\/confirm\/([\w.-]+)/.exec((await smtp.nextMailTo(claimant.email)).text ?? '')?.[1] ??
      '';
    expect((await claim()).statusCode).toBe(202);
    const first = await linkOf();
    const [row] = await db
      .select({ id: fintechClaims.id, linkSentAt: fintechClaims.linkSentAt })
      .from(fintechClaims)
      .where(eq(fintechClaims.userId, claimant.id));
    const claimId = row?.id ?? 0;

    const expired = await confirm(
      claimLinkToken(harness.config.jwtSecret, claimId, new Date(Date.now() - 4 * 86_400_000)),
    );
    expect(expired.statusCode).toBe(410);
    expect(expired.json<ErrorEnvelope>().message).toBe(ar.fintech.linkExpired);

    const [fields = '', signature = ''] = [first.slice(0, first.lastIndexOf('.')), first.slice(first.lastIndexOf('.'))];
    const tampered = await confirm(`${fields.replace(/^\d+/, String(claimId + 1))}${signature}`);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json<ErrorEnvelope>().message).toBe(ar.fintech.linkInvalid);
    const foreign = await confirm(claimLinkToken('another secret', claimId, row?.linkSentAt ?? new Date()));
    expect(foreign.statusCode).toBe(400);

    // claiming again mails a new link; the first one no longer works
    expect((await claim()).statusCode).toBe(202);
    const second = await linkOf();
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(400);
    // two uses at once: exactly one wins; afterwards the link is used up
    const [confirmedFirst, confirmedAgain] = await Promise.all([confirm(second), confirm(second)]);
    expect([confirmedFirst.statusCode, confirmedAgain.statusCode].sort()).toEqual([200, 400]);
    expect((await confirm(second)).statusCode).toBe(400);
  });

  it('lets the admin approve an effective claim once, reject with a reason mailed to the claimant, and counts what waits', async () => {
    const db = harness.database.db;
    const admin = await loginAs(harness.app, 1);
    const summary = async () =>
      (await get<{ data: { fintechClaims: number } }>('/admin-api/home/summary', admin)).body.data.fintechClaims;
    const queue = async (status: string) =>
      (await get<{ data: FintechClaim[]; total: number }>(`/admin-api/fintech/claims?status=${status}`, admin)).body;
    const waitingBefore = await summary();
    expect(waitingBefore).toBe((await queue('to_review')).total);

    const claimant = await createTestUser(db, { firstName: 'Reviewed' });
    const headers = bearer(await loginToken(harness.app, claimant.email, claimant.password));
    await harness.app.inject({
      method: 'POST',
      url: `/user-api/fintech/companies/${ids.riyadh}/claim`,
      headers,
      payload: { designation: 'CEO' },
    });
    const link = /\/fintech\/claim-ownership\/confirm\/([\w.-]+)/.exec(
      (await smtp.nextMailTo(claimant.email)).text ?? '',
    )?.[1];
    await harness.app.inject({
      method: 'POST',
      url: '/public-api/fintech/confirm-claim',
      payload: { verifyToken: link },
    });
    expect(await summary()).toBe(waitingBefore + 1);
    const toReview = (await queue('to_review')).data.find((claim) => claim.userEmail === claimant.email);
    expect(toReview).toMatchObject({ status: 'effective', reviewedAt: null, designation: 'CEO' });
    const claimId = toReview?.claimId ?? 0;

    const company = await loginAs(harness.app, 3);
    const approveUrl = `/admin-api/fintech/claims/${claimId}/approve`;
    expect((await harness.app.inject({ method: 'POST', url: approveUrl, headers: company })).statusCode).toBe(403);
    const approved = await harness.app.inject({ method: 'POST', url: approveUrl, headers: admin });
    expect(approved.statusCode).toBe(200);
    expect(await summary()).toBe(waitingBefore);
    const twice = await harness.app.inject({ method: 'POST', url: approveUrl, headers: admin });
    expect(twice.statusCode).toBe(409);
    const unknown = await harness.app.inject({
      method: 'POST',
      url: '/admin-api/fintech/claims/999999/approve',
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);

    const noReason = await harness.app.inject({
      method: 'POST',
      url: `/admin-api/fintech/claims/${claimId}/revoke`,
      headers: admin,
      payload: { reason: '' },
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await harness.app.inject({
      method: 'POST',
      url: `/admin-api/fintech/claims/${claimId}/revoke`,
      headers: admin,
      payload: { reason: 'The company told us it has no CEO by this name.' },
    });
    expect(rejected.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(claimant.email);
    expect(mail.text).toContain('The company told us it has no CEO by this name.');
    expect(mail.text).toContain('Zumzuma Pay');
    const owner = await get<{ data: { claimStatus: string } }>(
      `/user-api/fintech/companies/${ids.riyadh}/claim`,
      headers,
    );
    expect(owner.body.data.claimStatus).toBe('none');
    expect(approved.statusCode).toBe(200);
    expect((await queue('revoked')).data.find((claim) => claim.claimId === claimId)?.revokeReason).toBe(
      'The company told us it has no CEO by this name.',
    );
  });

  it("names the demo's claimants in the reader's language", async () => {
    const admin = await loginAs(harness.app, 1);
    const names = async (language: string) =>
      (
        await get<{ data: FintechClaim[] }>('/admin-api/fintech/claims?status=to_review', {
          ...admin,
          'accept-language': language,
        })
      ).body.data.map((claim) => claim.userName);
    expect(await names('ar')).toEqual(expect.arrayContaining(['دانة الغامدي', 'ريم القحطاني']));
    expect(await names('en')).toEqual(expect.arrayContaining(['Dana Al-Ghamdi', 'Reem Al-Qahtani']));
  });
});
