import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminConsultantPage,
  ConsultantDetail,
  ConsultantPage,
  MyConsultantProfile,
} from '@hissa/contracts/consultants';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { RequestDetail, RequestPage } from '@hissa/contracts/requests';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
let company: { authorization: string };
let admin: { authorization: string };
beforeAll(async () => {
  harness = await createTestApp();
  company = await loginAs(harness.app, USER_TYPES.company);
  admin = await loginAs(harness.app, USER_TYPES.admin);
});
afterAll(() => harness.close());

type Headers = Record<string, string>;
const PROFILE = '/user-api/consultant/profile';
const DIRECTORY = '/user-api/consultants';

function inject(
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  headers: Headers,
  options: { payload?: Record<string, unknown>; language?: string } = {},
) {
  return harness.app.inject({
    method,
    url,
    headers: { 'accept-language': options.language ?? 'en', ...headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** A complete, valid profile (or `overrides` over it). */
function profile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullNameAr: 'نورة القحطاني',
    headlineEn: 'Fundraising advisor for growth companies',
    headlineAr: 'مستشارة جمع تمويل للشركات النامية',
    summaryEn: 'Prepared Series A and B rounds for Saudi fintech and logistics companies.',
    summaryAr: 'أعدّت جولات التمويل للشركات السعودية في التقنية المالية والخدمات اللوجستية.',
    areasOfExpertise: ['fundraising', 'financial_modelling'],
    industries: ['technology', 'logistics'],
    yearsOfExperience: '6-10',
    linkedInUrl: '',
    availability: 'part_time',
    projectsPerWeek: '2',
    hourlyRate: '450',
    ...overrides,
  };
}

/** A fresh consultant account with its Authorization header and a saved `profile()`. */
async function freshConsultant(firstName: string, overrides: Record<string, unknown> = {}) {
  const user = await createTestUser(harness.database.db, { userType: USER_TYPES.financialConsultant, firstName });
  const headers = bearer(await loginToken(harness.app, user.email, user.password));
  const saved = await inject('PUT', PROFILE, headers, { payload: profile(overrides) });
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...user, headers };
}

function verify(consultantId: number, isVerified = true) {
  return inject('PUT', `/admin-api/consultants/${consultantId}/verification`, admin, { payload: { isVerified } });
}

describe('consultants: my profile', () => {
  it('saves the expertise and freelancing answers and reads them back, the rate in halalas as SAR', async () => {
    const noura = await freshConsultant('Noura', { hourlyRate: '450.5' });
    const read = await inject('GET', PROFILE, noura.headers, { language: 'ar' });
    expect(read.statusCode).toBe(200);
    const mine = read.json<{ data: MyConsultantProfile }>().data;
    expect(mine).toMatchObject({
      verificationStatus: 'pending',
      verifiedAt: null,
      isComplete: true,
      values: { hourlyRate: '450.50', areasOfExpertise: ['fundraising', 'financial_modelling'] },
      listing: { name: 'نورة القحطاني', headline: 'مستشارة جمع تمويل للشركات النامية', hourlyRate: '450.50' },
    });
    expect(mine.listing.areasOfExpertise[0]).toEqual({ code: 'fundraising', name: 'جمع التمويل' });
  });

  it('refuses bad input field by field in the reader language, and changes nothing', async () => {
    const consultant = await freshConsultant('Faisal');
    const bad = await inject('PUT', PROFILE, consultant.headers, {
      payload: profile({
        hourlyRate: '20',
        areasOfExpertise: [],
        industries: ['banking', 'banking'],
        availability: 'always',
        summaryAr: 'قصير',
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorEnvelope>().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.hourlyRate', message: 'The hourly rate must be between SAR 50 and SAR 10,000.' },
        { field: 'body.areasOfExpertise', message: 'Area of expertise is required' },
        { field: 'body.industries', message: 'Each choice can appear only once.' },
        { field: 'body.availability', message: expect.any(String) },
        { field: 'body.summaryAr', message: 'Should be 10 to 1000 characters' },
      ]),
    );
    const arabic = await inject('PUT', PROFILE, consultant.headers, {
      payload: profile({ hourlyRate: '12.345' }),
      language: 'ar',
    });
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.hourlyRate', message: 'أدخل الأجر بالريال، بمنزلتين عشريتين على الأكثر.' },
    ]);
    const read = await inject('GET', PROFILE, consultant.headers);
    expect(read.json<{ data: MyConsultantProfile }>().data.values.hourlyRate).toBe('450.00');
  });

  it('is the consultant own profile only: other user types get 403, visitors 401', async () => {
    expect((await inject('PUT', PROFILE, company, { payload: profile() })).statusCode).toBe(403);
    expect((await inject('GET', PROFILE, admin)).statusCode).toBe(403);
    expect((await inject('GET', PROFILE, {})).statusCode).toBe(401);
  });
});

describe('consultants: the directory', () => {
  it('lists verified consultants only, to company users only', async () => {
    const listed = await freshConsultant('Listed', {
      headlineEn: 'Zakat and tax advisor',
      areasOfExpertise: ['zakat_tax'],
    });
    const unlisted = await freshConsultant('Unlisted', { areasOfExpertise: ['zakat_tax'] });
    expect((await verify(listed.id)).statusCode).toBe(200);
    const page = await inject('GET', `${DIRECTORY}?expertise=zakat_tax&size=50`, company);
    expect(page.statusCode).toBe(200);
    const ids = page.json<ConsultantPage>().data.map((row) => row.consultantId);
    expect(ids).toContain(listed.id);
    expect(ids).not.toContain(unlisted.id);
    expect((await inject('GET', `${DIRECTORY}/${unlisted.id}`, company)).statusCode).toBe(404);
    const detail = await inject('GET', `${DIRECTORY}/${listed.id}`, company);
    expect(detail.json<{ data: ConsultantDetail }>().data).toMatchObject({
      consultantId: listed.id,
      headline: 'Zakat and tax advisor',
      hourlyRate: '450.00',
    });
    for (const type of [USER_TYPES.individualInvestor, USER_TYPES.financialConsultant, USER_TYPES.buyer]) {
      const headers = await loginAs(harness.app, type);
      expect((await inject('GET', DIRECTORY, headers)).statusCode).toBe(403);
    }
    expect((await inject('GET', DIRECTORY, {})).statusCode).toBe(401);
    // Taking the verification back unlists the consultant.
    expect((await verify(listed.id, false)).statusCode).toBe(200);
    expect((await inject('GET', `${DIRECTORY}/${listed.id}`, company)).statusCode).toBe(404);
  });

  it('finds by Arabic text and expertise name, filters by industry, sorts by rate and pages', async () => {
    const cheap = await freshConsultant('Cheap', {
      fullNameAr: 'سلمان الحربي',
      areasOfExpertise: ['shariah_compliance'],
      industries: ['insurance'],
      hourlyRate: '150',
    });
    const dear = await freshConsultant('Dear', {
      areasOfExpertise: ['shariah_compliance', 'valuation'],
      industries: ['insurance', 'banking'],
      hourlyRate: '900',
    });
    await verify(cheap.id);
    await verify(dear.id);
    const byName = await inject('GET', `${DIRECTORY}?search=${encodeURIComponent('الحربى')}`, company, {
      language: 'ar',
    });
    expect(byName.json<ConsultantPage>().data.map((row) => row.name)).toContain('سلمان الحربي');
    const byExpertise = await inject('GET', `${DIRECTORY}?search=${encodeURIComponent('الضوابط الشرعية')}`, company);
    expect(byExpertise.json<ConsultantPage>().data.map((row) => row.consultantId)).toEqual(
      expect.arrayContaining([cheap.id, dear.id]),
    );
    const sorted = await inject(
      'GET',
      `${DIRECTORY}?expertise=shariah_compliance&industry=insurance&sort=rate_desc`,
      company,
    );
    const rows = sorted.json<ConsultantPage>();
    expect(rows.data.map((row) => row.consultantId)).toEqual([dear.id, cheap.id]);
    expect(rows.total).toBe(2);
    const paged = await inject(
      'GET',
      `${DIRECTORY}?expertise=shariah_compliance&industry=insurance&sort=rate_asc&size=1&page=1`,
      company,
    );
    expect(paged.json<ConsultantPage>()).toMatchObject({
      total: 2,
      page: 1,
      size: 1,
      data: [{ consultantId: dear.id }],
    });
    const valuation = await inject('GET', `${DIRECTORY}?expertise=valuation&industry=insurance`, company);
    expect(valuation.json<ConsultantPage>().data.map((row) => row.consultantId)).toEqual([dear.id]);
  });

  it('refuses unknown filters with 400 and malformed ids with 400', async () => {
    const bad = await inject('GET', `${DIRECTORY}?expertise=astrology&sort=random&size=500`, company);
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<ErrorEnvelope>().errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['querystring.expertise', 'querystring.sort', 'querystring.size']));
    expect((await inject('GET', `${DIRECTORY}/abc`, company)).statusCode).toBe(400);
  });

  it('lets only the admin verify, and only consultants', async () => {
    const consultant = await freshConsultant('Verified');
    const asCompany = await inject('PUT', `/admin-api/consultants/${consultant.id}/verification`, company, {
      payload: { isVerified: true },
    });
    expect(asCompany.statusCode).toBe(403);
    const investor = await createTestUser(harness.database.db, { userType: USER_TYPES.individualInvestor });
    expect((await verify(investor.id)).statusCode).toBe(404);
    const queue = await inject('GET', '/admin-api/consultants?size=50', admin);
    expect(queue.json<AdminConsultantPage>().data.map((row) => row.consultantId)).toContain(consultant.id);
    expect((await inject('GET', '/admin-api/consultants', company)).statusCode).toBe(403);
    expect((await verify(consultant.id)).json<{ data: unknown }>().data).toEqual({ verificationStatus: 'verified' });
    const verified = await inject('GET', '/admin-api/consultants?status=verified&size=50', admin);
    expect(verified.json<AdminConsultantPage>().data.map((row) => row.consultantId)).toContain(consultant.id);
    const mine = await inject('GET', PROFILE, consultant.headers);
    expect(mine.json<{ data: MyConsultantProfile }>().data.verificationStatus).toBe('verified');
  });
});

describe('consultants: requests from companies', () => {
  /** A request from the demo company user to user `recipientId`. */
  async function sendTo(recipientId: number) {
    const form = new FormData();
    const fields = {
      type: 'request_for_information',
      title: 'Valuation before our Series A',
      message: 'Could you value our company before the round?',
      recipientKind: 'user',
      recipientId: String(recipientId),
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const body = await multipartPayload(form);
    return harness.app.inject({
      method: 'POST',
      url: '/common-api/request/initiate-request',
      headers: { ...company, ...body.headers, 'accept-language': 'en' },
      payload: body.payload,
    });
  }

  it('go to verified consultants only, who read and answer them', async () => {
    const pending = await freshConsultant('Pending');
    expect((await sendTo(pending.id)).statusCode).toBe(404);
    const verified = await freshConsultant('Answering');
    await verify(verified.id);
    const sent = await sendTo(verified.id);
    expect(sent.statusCode, sent.body).toBe(201);
    const requestId = sent.json<{ data: RequestDetail }>().data.id;
    const inbox = await inject('GET', '/common-api/request/search-other-requests', verified.headers);
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json<RequestPage>().data.map((row) => row.id)).toEqual([requestId]);
    const form = new FormData();
    form.append('message', 'Yes: a first view within a week.');
    const body = await multipartPayload(form);
    const answer = await harness.app.inject({
      method: 'POST',
      url: `/common-api/request/add-request-response/${requestId}`,
      headers: { ...verified.headers, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    // A consultant sends none.
    expect((await inject('GET', '/common-api/request/search-my-requests', verified.headers)).statusCode).toBe(403);
  });
});
