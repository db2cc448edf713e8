import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type {
  CompanyContent,
  MainProfile,
  NewsItem,
  NewsPage,
  TeamMember,
  UserProfile,
} from '@hissa/contracts/company-profile';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { USER_TYPE_CODES, USER_TYPES } from '@hissa/contracts/user-types';
import { companyAwards, companyNews, companyProducts } from '../../db/schema/company-content.ts';
import { companies } from '../../db/schema/directory.ts';
import { holdings } from '../../db/schema/trading.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { users } from '../../db/schema/users.ts';
import { samplePdf, samplePng } from '../files/sample-files.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
let companyAuth: { authorization: string };
let ownCompanyId: number;
/** A company user of another company (with seeded content), and that company. */
let otherAuth: { authorization: string };
let otherCompanyId: number;

beforeAll(async () => {
  harness = await createTestApp();
  const db = harness.database.db;
  companyAuth = await loginAs(harness.app, USER_TYPES.company);
  const [demo] = await db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.email, 'company@demo.hissa.sa'));
  if (!demo?.companyId) throw new Error('the demo company user has no company');
  ownCompanyId = demo.companyId;
  const [other] = await db
    .selectDistinct({ companyId: companyAwards.companyId })
    .from(companyAwards)
    .where(ne(companyAwards.companyId, ownCompanyId))
    .orderBy(asc(companyAwards.companyId))
    .limit(1);
  if (!other) throw new Error('the seed gave no other company awards');
  otherCompanyId = other.companyId;
  const otherUser = await createTestUser(db, { userType: USER_TYPES.company });
  await db.update(users).set({ companyId: otherCompanyId }).where(eq(users.id, otherUser.id));
  otherAuth = bearer(await loginToken(harness.app, otherUser.email, otherUser.password));
});
afterAll(() => harness.close());

type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function inject(
  method: Method,
  url: string,
  options: { payload?: Json | Buffer; headers?: Record<string, string>; language?: string } = {},
) {
  return harness.app.inject({
    method,
    url,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

/** A multipart call built like the web's FormData: text fields and files ({field: [content, name, type]}). */
async function injectForm(
  method: Method,
  url: string,
  auth: Record<string, string>,
  fields: Record<string, string>,
  files: Record<string, [Buffer, string, string]> = {},
  language = 'en',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, [content, fileName, type]] of Object.entries(files))
    form.append(name, new File([new Uint8Array(content)], fileName, { type }), fileName);
  const { payload, headers } = await multipartPayload(form);
  return inject(method, url, { payload, headers: { ...auth, ...headers }, language });
}

/** The first message of each field (what a form shows under the input). */
function fieldMessages(response: { json: <T>() => T }): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const error of response.json<ErrorEnvelope>().errors) messages[error.field] ??= error.message;
  return messages;
}

async function publicContent(companyId: number, language = 'en'): Promise<CompanyContent> {
  const response = await inject('GET', `/public-api/company/profile/company-content/${companyId}`, { language });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: CompanyContent }>().data;
}

async function mainProfile(language = 'en'): Promise<MainProfile> {
  const response = await inject('GET', '/user-api/company/main-profile', { headers: companyAuth, language });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: MainProfile }>().data;
}

/** The stored form values as update-main-profile takes them (what the web sends back). */
function valuesPayload(profile: MainProfile, overrides: Json = {}): Json {
  return { ...profile.values, ...overrides };
}

describe('who may call the company user\u2019s reads (the rest are in plugins/auth.test.ts)', () => {
  it.each(['/user-api/company/main-profile', '/common-api/company-news/user-company-news'])(
    '%s: 401 without a token, 403 for every type but the company user',
    async (url) => {
      expect((await inject('GET', url)).statusCode).toBe(401);
      for (const type of USER_TYPE_CODES) {
        const response = await inject('GET', url, { headers: await loginAs(harness.app, type) });
        expect(response.statusCode, `type ${type}`).toBe(type === USER_TYPES.company ? 200 : 403);
      }
    },
  );
});

describe('public company content', () => {
  it('shows the seeded team, awards, products, investments and public documents, in both languages', async () => {
    const english = await publicContent(ownCompanyId);
    expect(english.team.length).toBeGreaterThanOrEqual(3);
    expect(english.awards.length).toBeGreaterThan(0);
    expect(english.productsAndServices.length).toBeGreaterThan(0);
    expect(english.investments.length).toBeGreaterThan(0);
    expect(english.team[0]).toMatchObject({ title: 'Chief Executive Officer' });
    expect(english.socialLinks.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/company\//);
    expect(english.documents.map((document) => document.kind)).toEqual(['presentation']);
    const arabic = await publicContent(ownCompanyId, 'ar');
    expect(arabic.team[0]?.title).toBe('الرئيس التنفيذي');
    expect(arabic.team[0]?.biography).toMatch(/[\u0600-\u06FF]/);
    expect(arabic.awards[0]?.issuer).toMatch(/^غرفة /);
    expect(arabic.country?.name).toBe('السعودية');
  });

  it('answers 404 for no company and 400 for a bad id', async () => {
    const missing = await inject('GET', '/public-api/company/profile/company-content/2147483647', { language: 'ar' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe(ar.errors.companyNotFound);
    expect((await inject('GET', '/public-api/company/profile/company-content/abc')).statusCode).toBe(400);
  });
});

describe('company user profile (user-profile, update-user-profile)', () => {
  it('reads and updates the names, phone and designation', async () => {
    const before = await inject('GET', '/user-api/company/user-profile', { headers: companyAuth });
    expect(before.json<{ data: UserProfile }>().data).toMatchObject({
      email: 'company@demo.hissa.sa',
      firstName: 'Faisal',
      companyId: ownCompanyId,
    });
    const saved = await inject('PUT', '/user-api/company/update-user-profile', {
      headers: companyAuth,
      payload: {
        firstName: 'Faisal',
        lastName: 'Al Qahtani',
        phone: '966501112233',
        designation: 'Chief Executive Officer',
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string; data: UserProfile }>()).toMatchObject({
      message: en.companyProfile.userProfileSaved,
      data: { lastName: 'Al Qahtani', phone: '966501112233' },
    });
    const me = await inject('GET', '/common-api/me', { headers: companyAuth });
    expect(me.json<{ lastName: string }>().lastName).toBe('Al Qahtani');
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('refuses invalid names and phones with the rules of section 5 (%s)', async (language, messages) => {
    const response = await inject('PUT', '/user-api/company/update-user-profile', {
      headers: companyAuth,
      language,
      payload: { firstName: 'F1', lastName: '', phone: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toMatchObject({
      'body.firstName': messages.registration.nameLength,
      'body.lastName': messages.registration.lastNameRequired,
      'body.phone': messages.registration.phoneInvalid,
    });
  });
});

describe("names in the reader's language and digits (decision 044)", () => {
  it('greets an Arabic reader with the Arabic forms of the names, which the user can change', async () => {
    const arabic = await inject('GET', '/common-api/me', { headers: companyAuth, language: 'ar' });
    expect(arabic.json<{ firstName: string; lastName: string }>()).toMatchObject({
      firstName: 'فيصل',
      lastName: 'القحطاني',
    });
    const english = await inject('GET', '/common-api/me', { headers: companyAuth });
    expect(english.json<{ firstName: string }>().firstName).toBe('Faisal');

    const saved = await inject('PUT', '/user-api/company/update-user-profile', {
      headers: companyAuth,
      payload: { firstName: 'Faisal', lastName: 'Al Qahtani', firstNameAr: 'فيصل', lastNameAr: 'آل قحطان' },
    });
    expect(saved.json<{ data: UserProfile }>().data).toMatchObject({ firstNameAr: 'فيصل', lastNameAr: 'آل قحطان' });
    const after = await inject('GET', '/common-api/me', { headers: companyAuth, language: 'ar' });
    expect(after.json<{ lastName: string }>().lastName).toBe('آل قحطان');

    const latin = await inject('PUT', '/user-api/company/update-user-profile', {
      headers: companyAuth,
      language: 'ar',
      payload: { firstName: 'Faisal', lastName: 'Al Qahtani', firstNameAr: 'Faisal' },
    });
    expect(latin.statusCode).toBe(400);
    expect(fieldMessages(latin)).toMatchObject({ 'body.firstNameAr': ar.registration.nameArabicLetters });
  });

  it('writes lookup names in Arabic-Indic digits when the page asks for them', async () => {
    const read = (acceptLanguage: string) =>
      harness.app.inject({
        method: 'GET',
        url: '/public-api/lookup/number-of-employees',
        headers: { 'accept-language': acceptLanguage },
      });
    const names = (response: { json: <T>() => T }) => {
      const body = response.json<{ name: string }[] | { data: { name: string }[] }>();
      return (Array.isArray(body) ? body : body.data).map((item) => item.name);
    };
    expect(names(await read('ar-u-nu-arab'))).toContain('من ٦ إلى ٤٩ موظفًا');
    expect(names(await read('ar-u-nu-arab'))).toContain('من ١٬٠٠٠ إلى ٤٬٩٩٩ موظفًا');
    expect(names(await read('ar-u-nu-latn'))).toContain('من 6 إلى 49 موظفًا');
    expect(names(await read('en'))).toContain('6-49 employees');
  });
});

describe('main profile (main-profile, update-main-profile)', () => {
  it('saves the stored values unchanged, then every new field, and the public profile shows them', async () => {
    const profile = await mainProfile();
    expect(
      (
        await inject('PUT', '/user-api/company/update-main-profile', {
          headers: companyAuth,
          payload: valuesPayload(profile),
        })
      ).statusCode,
    ).toBe(200);
    const response = await inject('PUT', '/user-api/company/update-main-profile', {
      headers: companyAuth,
      language: 'ar',
      payload: valuesPayload(profile, {
        descriptionEn: 'We build the cold chain of the Kingdom.',
        descriptionAr: 'نبني سلسلة التبريد في المملكة.',
        headquarters: 'Olaya Street, Riyadh',
        branchCityIds: ['18', '13'],
        expansionCountryCodes: ['AE', 'QA'],
        productUrl: 'https://shop.example.sa',
        keyHighlightsEn: 'Profitable since 2019\n\nISO 9001 certified',
        revenueBracket: '40m_200m',
        twitterUrl: 'https://x.com/example',
        totalShares: '1000000',
        offeredShares: '100000',
        effectiveShares: '',
        ownershipPercentage: '12.5',
        paidCapital: '1000000',
        authorizedCapital: '2000000.50',
      }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe(ar.companyProfile.profileSaved);
    const content = await publicContent(ownCompanyId);
    expect(content).toMatchObject({
      headquarters: 'Olaya Street, Riyadh',
      productUrl: 'https://shop.example.sa',
      keyHighlights: ['Profitable since 2019', 'ISO 9001 certified'],
      revenueBracket: { code: '40m_200m' },
      shareStructure: {
        totalShares: 1_000_000,
        offeredShares: 100_000,
        effectiveShares: null,
        ownershipPercentage: '12.50',
      },
    });
    expect(content.branches.map((branch) => branch.code)).toEqual(['18', '13']);
    expect(content.geographicalExpansion.map((country) => country.name)).toEqual(['United Arab Emirates', 'Qatar']);
    const basics = await inject('GET', `/public-api/company/profile/getByMixCompanyId/${ownCompanyId}`, {
      language: 'ar',
    });
    expect(basics.json<{ data: { description: string; paidCapital: string } }>().data).toMatchObject({
      description: 'نبني سلسلة التبريد في المملكة.',
      paidCapital: '1000000.00',
    });
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('refuses broken rules with field messages (%s)', async (language, messages) => {
    const profile = await mainProfile();
    const response = await inject('PUT', '/user-api/company/update-main-profile', {
      headers: companyAuth,
      language,
      payload: valuesPayload(profile, {
        cityId: null,
        facebookUrl: 'https://www.linkedin.com/company/x',
        paidCapital: '500',
        authorizedCapital: '100',
        totalShares: '100',
        offeredShares: '101',
        ownershipPercentage: '120',
        headquarters: 'x'.repeat(257),
        phone: '12345',
        isicClassCode: '',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toMatchObject({
      'body.cityId': messages.registration.cityRequired,
      'body.facebookUrl': messages.companyProfile.socialLinkInvalid,
      'body.paidCapital': messages.companyProfile.paidExceedsAuthorized,
      'body.offeredShares': messages.companyProfile.sharesExceedTotal,
      'body.ownershipPercentage': messages.registration.percentageRange,
      'body.headquarters': messages.companyProfile.textTooLong,
      'body.phone': messages.companyProfile.companyPhoneInvalid,
      'body.isicClassCode': messages.companyProfile.industryRequired,
    });
  });

  it('checks what only the server knows: cities, the ISIC class, the sector and countries exist', async () => {
    const profile = await mainProfile();
    const response = await inject('PUT', '/user-api/company/update-main-profile', {
      headers: companyAuth,
      payload: valuesPayload(profile, {
        cityId: 999999,
        branchCityIds: [3, 999998],
        isicClassCode: '9999',
        categoryCode: 'XX',
        expansionCountryCodes: ['ZZ'],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toEqual({
      'body.cityId': en.companyProfile.cityInvalid,
      'body.branchCityIds.1': en.companyProfile.cityInvalid,
      'body.isicClassCode': en.companyProfile.industryInvalid,
      'body.categoryCode': en.companyProfile.categoryInvalid,
      'body.expansionCountryCodes.0': en.companyProfile.countryInvalid,
    });
    const foreign = await inject('PUT', '/user-api/company/update-main-profile', {
      headers: companyAuth,
      payload: valuesPayload(profile, { countryCode: 'AE' }),
    });
    expect(fieldMessages(foreign)).toEqual({ 'body.cityId': en.companyProfile.cityOnlyInSaudi });
  });

  it('writes only the signed-in user\u2019s company: the other company\u2019s profile stays as it was', async () => {
    const [before] = await harness.database.db.select().from(companies).where(eq(companies.id, otherCompanyId));
    await inject('PUT', '/user-api/company/update-main-profile', {
      headers: companyAuth,
      payload: valuesPayload(await mainProfile(), { companyId: otherCompanyId, descriptionEn: 'Mine now' }),
    });
    const [after] = await harness.database.db.select().from(companies).where(eq(companies.id, otherCompanyId));
    expect(after?.descriptionEn).toBe(before?.descriptionEn);
  });

  it('answers 403 to a company user whose account has no company', async () => {
    const lonely = await createTestUser(harness.database.db, { userType: USER_TYPES.company });
    const auth = bearer(await loginToken(harness.app, lonely.email, lonely.password));
    const response = await inject('GET', '/user-api/company/main-profile', { headers: auth, language: 'ar' });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorEnvelope>().message).toBe(ar.companyProfile.noCompany);
  });
});

describe('list sections: products and services, investments, awards', () => {
  it('adds, updates and deletes a product, which shows on the public profile meanwhile', async () => {
    const created = await inject('POST', '/user-api/company/update-product-service', {
      headers: companyAuth,
      payload: { kind: 'service', nameEn: 'Cold storage', nameAr: '', descriptionAr: 'مستودعات مبردة' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ data: { id: number } }>().data;
    const arabic = await publicContent(ownCompanyId, 'ar');
    // the Arabic name is empty, so Arabic readers see the English one
    expect(arabic.productsAndServices).toContainEqual(
      expect.objectContaining({ id, name: 'Cold storage', description: 'مستودعات مبردة' }),
    );
    const updated = await inject('PUT', `/user-api/company/update-product-service/${id}`, {
      headers: companyAuth,
      payload: { kind: 'product', nameEn: 'Cold boxes', nameAr: 'صناديق مبردة' },
    });
    expect(updated.json<{ data: { kind: string; name: string } }>().data).toMatchObject({
      kind: 'product',
      name: 'Cold boxes',
    });
    const deleted = await inject('DELETE', `/user-api/company/delete-product-service/${id}`, {
      headers: companyAuth,
      language: 'ar',
    });
    expect(deleted.json()).toEqual({ message: ar.companyProfile.productDeleted });
    expect((await publicContent(ownCompanyId)).productsAndServices.some((item) => item.id === id)).toBe(false);
    expect(
      (await inject('DELETE', `/user-api/company/delete-product-service/${id}`, { headers: companyAuth })).statusCode,
    ).toBe(404);
  });

  it('refuses an item without a name in either language, and without a kind', async () => {
    const response = await inject('POST', '/user-api/company/update-product-service', {
      headers: companyAuth,
      language: 'ar',
      payload: { nameEn: ' ', nameAr: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldMessages(response)).toEqual({
      'body.kind': ar.companyProfile.kindRequired,
      'body.nameEn': ar.companyProfile.nameRequired,
    });
  });

  it('refuses to touch another company\u2019s items: 403 and nothing changes', async () => {
    const [foreign] = await harness.database.db
      .select()
      .from(companyProducts)
      .where(eq(companyProducts.companyId, otherCompanyId))
      .limit(1);
    if (!foreign) throw new Error('the other company has no products');
    const update = await inject('PUT', `/user-api/company/update-product-service/${foreign.id}`, {
      headers: companyAuth,
      payload: { kind: 'service', nameEn: 'Taken over' },
    });
    expect(update.statusCode).toBe(403);
    expect(update.json<ErrorEnvelope>().message).toBe(en.companyProfile.notYourCompany);
    const remove = await inject('DELETE', `/user-api/company/delete-product-service/${foreign.id}`, {
      headers: companyAuth,
    });
    expect(remove.statusCode).toBe(403);
    const [after] = await harness.database.db.select().from(companyProducts).where(eq(companyProducts.id, foreign.id));
    expect(after).toEqual(foreign);
    const [award] = await harness.database.db
      .select()
      .from(companyAwards)
      .where(eq(companyAwards.companyId, otherCompanyId))
      .limit(1);
    expect(
      (await inject('DELETE', `/user-api/company/delete-award/${award?.id ?? 0}`, { headers: companyAuth })).statusCode,
    ).toBe(403);
  });

  it('adds an investment and an award with their rules, then deletes them', async () => {
    const badInvestment = await inject('POST', '/user-api/company/update-investment-section', {
      headers: companyAuth,
      payload: { companyNameEn: 'AB', ownershipPercentage: '101', investedOn: '2999-01-01', amount: '1.234' },
    });
    expect(fieldMessages(badInvestment)).toEqual({
      'body.companyNameEn': en.registration.companyNameLength,
      'body.ownershipPercentage': en.registration.percentageRange,
      'body.investedOn': en.registration.dateInvalid,
      'body.amount': en.funding.amountFormat,
    });
    const investment = await inject('POST', '/user-api/company/update-investment-section', {
      headers: companyAuth,
      payload: {
        companyNameAr: 'شركة النخبة للتقنية',
        ownershipPercentage: '15',
        investedOn: '2024-03-01',
        amount: '2500000',
      },
    });
    expect(investment.statusCode).toBe(201);
    expect(investment.json<{ data: Json }>().data).toMatchObject({
      companyName: 'شركة النخبة للتقنية',
      ownershipPercentage: '15.00',
      amount: '2500000.00',
    });
    const investmentId = investment.json<{ data: { id: number } }>().data.id;
    expect(
      (await inject('DELETE', `/user-api/company/delete-investment/${investmentId}`, { headers: companyAuth }))
        .statusCode,
    ).toBe(200);

    const badAward = await inject('POST', '/user-api/company/save-award', {
      headers: companyAuth,
      language: 'ar',
      payload: { year: '1800', titleEn: 'x'.repeat(257) },
    });
    expect(fieldMessages(badAward)).toEqual({
      'body.year': ar.companyProfile.awardYearInvalid,
      'body.titleEn': ar.companyProfile.textTooLong,
      'body.issuerEn': ar.companyProfile.issuerRequired,
    });
    const award = await inject('POST', '/user-api/company/save-award', {
      headers: companyAuth,
      payload: { year: 2024, titleEn: 'Best Workplace', issuerAr: 'غرفة الرياض' },
    });
    expect(award.statusCode).toBe(201);
    const awardId = award.json<{ data: { id: number } }>().data.id;
    const renamed = await inject('PUT', `/user-api/company/update-award/${awardId}`, {
      headers: companyAuth,
      payload: { year: '2023', titleEn: 'Best Employer', issuerEn: 'Riyadh Chamber' },
    });
    expect(renamed.json<{ data: Json }>().data).toMatchObject({
      year: 2023,
      title: 'Best Employer',
      issuer: 'Riyadh Chamber',
    });
    expect(
      (await inject('DELETE', `/user-api/company/delete-award/${awardId}`, { headers: companyAuth })).statusCode,
    ).toBe(200);
  });
});

describe('team members (multipart, with a photo)', () => {
  it('adds a member with a photo anyone can open, replaces and removes the photo, then the member', async () => {
    const created = await injectForm(
      'POST',
      '/user-api/company/save-team-member',
      companyAuth,
      {
        nameEn: 'Noura Al Harbi',
        nameAr: 'نورة الحربي',
        titleEn: 'Head of Research',
        titleAr: 'مديرة الأبحاث',
        biographyEn: 'Leads market research.',
      },
      { photo: [samplePng(), 'noura.png', 'image/png'] },
    );
    expect(created.statusCode).toBe(201);
    const member = created.json<{ data: TeamMember }>().data;
    expect(member.photo?.url).toMatch(/^\/public-api\/company\/files\/[0-9a-f]{32}$/);
    const photo = await inject('GET', member.photo?.url ?? '');
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    const arabic = await publicContent(ownCompanyId, 'ar');
    expect(arabic.team).toContainEqual(
      expect.objectContaining({ id: member.id, name: 'نورة الحربي', biography: 'Leads market research.' }),
    );

    const replaced = await injectForm(
      'PUT',
      `/user-api/company/update-team-member/${member.id}`,
      companyAuth,
      { nameEn: 'Noura Al Harbi', titleEn: 'Head of Research', biographyEn: 'Leads research.' },
      {
        photo: [samplePng(16, 16, [200, 0, 0]), 'new.png', 'image/png'],
      },
    );
    expect(replaced.statusCode).toBe(200);
    const newPhoto = replaced.json<{ data: TeamMember }>().data.photo;
    expect(newPhoto?.fileId).not.toBe(member.photo?.fileId);
    expect((await inject('GET', member.photo?.url ?? '')).statusCode).toBe(404);
    const cleared = await injectForm('PUT', `/user-api/company/update-team-member/${member.id}`, companyAuth, {
      nameEn: 'Noura Al Harbi',
      titleEn: 'Head of Research',
      biographyEn: 'Leads research.',
      removePhoto: 'true',
    });
    expect(cleared.json<{ data: TeamMember }>().data.photo).toBeNull();
    expect(
      (await inject('DELETE', `/user-api/company/delete-team-member/${member.id}`, { headers: companyAuth })).json(),
    ).toEqual({ message: en.companyProfile.teamMemberDeleted });
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'refuses a photo that is not an image by its content, and missing fields (%s)',
    async (language, messages) => {
      const fake = await injectForm(
        'POST',
        '/user-api/company/save-team-member',
        companyAuth,
        { nameEn: 'Omar Al Anazi', titleEn: 'Advisor', biographyEn: 'Advises the board.' },
        { photo: [Buffer.from('MZ not really a picture'), 'photo.png', 'image/png'] },
        language,
      );
      expect(fake.statusCode).toBe(400);
      expect(fieldMessages(fake)).toEqual({ 'body.photo': messages.registration.imageType });
      const pdf = await injectForm(
        'POST',
        '/user-api/company/save-team-member',
        companyAuth,
        { nameEn: 'Omar Al Anazi', titleEn: 'Advisor', biographyEn: 'Advises.' },
        { photo: [samplePdf('cv'), 'cv.png', 'image/png'] },
        language,
      );
      expect(fieldMessages(pdf)).toEqual({ 'body.photo': messages.registration.imageType });
      const empty = await injectForm(
        'POST',
        '/user-api/company/save-team-member',
        companyAuth,
        { nameEn: 'O1' },
        {},
        language,
      );
      expect(fieldMessages(empty)).toEqual({
        'body.nameEn': messages.registration.nameLength,
        'body.titleEn': messages.companyProfile.titleRequired,
        'body.biographyEn': messages.companyProfile.biographyRequired,
      });
    },
  );

  it('refuses a photo of 2 MB or more with 413', async () => {
    const big = Buffer.concat([samplePng(), Buffer.alloc(2 * 1024 * 1024)]);
    const response = await injectForm(
      'POST',
      '/user-api/company/save-team-member',
      companyAuth,
      { nameEn: 'Omar Al Anazi', titleEn: 'Advisor', biographyEn: 'Advises.' },
      { photo: [big, 'big.png', 'image/png'] },
    );
    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorEnvelope>().message).toBe(en.registration.fileTooLarge);
  });
});

describe('logo and documents', () => {
  it('uploads a logo that becomes the company logo, and private documents only the owner can open', async () => {
    const logo = await injectForm(
      'POST',
      '/user-api/company/upload-document/logo',
      companyAuth,
      {},
      { file: [samplePng(), 'logo.png', 'image/png'] },
    );
    expect(logo.statusCode).toBe(201);
    const logoUrl = logo.json<{ data: { url: string } }>().data.url;
    const basics = await inject('GET', `/public-api/company/profile/getByMixCompanyId/${ownCompanyId}`);
    expect(basics.json<{ data: { companyLogoUrl: string } }>().data.companyLogoUrl).toBe(logoUrl);

    const articles = await injectForm(
      'POST',
      '/user-api/company/upload-document/articles_of_association',
      companyAuth,
      {},
      { file: [samplePdf('Articles'), 'articles.pdf', 'application/pdf'] },
    );
    expect(articles.statusCode).toBe(201);
    const { url, fileId } = articles.json<{ data: { url: string; fileId: string } }>().data;
    expect(url).toBe(`/user-api/company/files/${fileId}`);
    expect((await publicContent(ownCompanyId)).documents.map((document) => document.kind)).toEqual([
      'logo',
      'presentation',
    ]);
    expect((await mainProfile()).content.documents.map((document) => document.kind)).toEqual([
      'logo',
      'presentation',
      'articles_of_association',
    ]);
    expect((await inject('GET', `/public-api/company/files/${fileId}`)).statusCode).toBe(404);
    expect((await inject('GET', url, { headers: otherAuth })).statusCode).toBe(404);
    const own = await inject('GET', url, { headers: companyAuth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');

    // a new upload replaces the old file
    const again = await injectForm(
      'POST',
      '/user-api/company/upload-document/articles_of_association',
      companyAuth,
      {},
      { file: [samplePdf('Articles v2'), 'articles-v2.pdf', 'application/pdf'] },
    );
    expect(again.json<{ data: { fileName: string } }>().data.fileName).toBe('articles-v2.pdf');
    expect((await inject('GET', url, { headers: companyAuth })).statusCode).toBe(404);
    const removed = await inject('DELETE', '/user-api/company/delete-document/logo', {
      headers: companyAuth,
      language: 'ar',
    });
    expect(removed.json()).toEqual({ message: ar.companyProfile.documentDeleted });
    const [company] = await harness.database.db
      .select({ logoUrl: companies.logoUrl })
      .from(companies)
      .where(eq(companies.id, ownCompanyId));
    expect(company?.logoUrl).toBeNull();
    expect(
      (await inject('DELETE', '/user-api/company/delete-document/logo', { headers: companyAuth })).statusCode,
    ).toBe(404);
  });

  it('names a download by its content: the extension of the detected type, no bidi or path characters', async () => {
    // "\u202Ecod.exe" shows as "exe.doc" in a right-to-left context; the bytes are a PDF
    const upload = await injectForm(
      'POST',
      '/user-api/company/upload-document/certificate_of_ownership',
      companyAuth,
      {},
      { file: [samplePdf('Certificate'), 'كتالوج\u202e:cod.exe', 'application/pdf'] },
    );
    expect(upload.statusCode).toBe(201);
    const { url, fileName } = upload.json<{ data: { url: string; fileName: string } }>().data;
    expect(fileName).toBe('كتالوجcod.pdf');
    const download = await inject('GET', url, { headers: companyAuth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="cod.pdf"; filename*=UTF-8''${encodeURIComponent('كتالوجcod.pdf')}`,
    );
  });

  it('refuses a document that is not pdf, png or jpeg by content, an empty upload and an unknown kind', async () => {
    const text = await injectForm(
      'POST',
      '/user-api/company/upload-document/presentation',
      companyAuth,
      {},
      { file: [Buffer.from('%PDX just text'), 'deck.pdf', 'application/pdf'] },
      'ar',
    );
    expect(fieldMessages(text)).toEqual({ 'body.file': ar.registration.documentType });
    const logoPdf = await injectForm(
      'POST',
      '/user-api/company/upload-document/logo',
      companyAuth,
      {},
      { file: [samplePdf('logo'), 'logo.png', 'image/png'] },
    );
    expect(fieldMessages(logoPdf)).toEqual({ 'body.file': en.registration.imageType });
    const none = await injectForm('POST', '/user-api/company/upload-document/catalog', companyAuth, {
      note: 'no file',
    });
    expect(fieldMessages(none)).toEqual({ 'body.file': en.registration.fileRequired });
    expect(
      (
        await injectForm(
          'POST',
          '/user-api/company/upload-document/passport',
          companyAuth,
          {},
          { file: [samplePdf('x'), 'x.pdf', 'application/pdf'] },
        )
      ).statusCode,
    ).toBe(400);
    const rows = await harness.database.db
      .select()
      .from(storedFiles)
      .where(
        and(
          eq(storedFiles.ownerType, 'company'),
          eq(storedFiles.ownerId, ownCompanyId),
          eq(storedFiles.field, 'catalog'),
        ),
      );
    expect(rows).toEqual([]);
  });
});

describe('news and announcements', () => {
  it('publishes an announcement with an attachment; it shows first on the company\u2019s list and the all-companies list', async () => {
    const published = await injectForm(
      'POST',
      '/common-api/company-news/',
      companyAuth,
      {
        type: 'announcement',
        titleEn: 'Extraordinary General Assembly',
        titleAr: 'الجمعية العامة غير العادية',
        bodyEn: 'Shareholders are invited.',
      },
      { attachment: [samplePdf('Agenda'), 'agenda.pdf', 'application/pdf'] },
      'ar',
    );
    expect(published.statusCode).toBe(201);
    const { message, data } = published.json<{ message: string; data: NewsItem }>();
    expect(message).toBe(ar.companyProfile.newsPublished);
    expect(data).toMatchObject({
      type: 'announcement',
      title: 'الجمعية العامة غير العادية',
      body: 'Shareholders are invited.',
      companyId: ownCompanyId,
    });
    const file = await inject('GET', data.attachment?.url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('agenda.pdf');

    const companyList = await inject('GET', `/public-api/company-news-announcements/${ownCompanyId}?size=5`);
    expect(companyList.json<NewsPage>().data[0]?.id).toBe(data.id);
    const all = await inject('GET', '/public-api/company-news-announcements?type=announcement&size=50');
    const allPage = all.json<NewsPage>();
    expect(allPage.data[0]?.id).toBe(data.id);
    expect(allPage.data.every((item) => item.type === 'announcement')).toBe(true);
    expect(new Set(allPage.data.map((item) => item.companyId)).size).toBeGreaterThan(1);
    const news = await inject('GET', '/public-api/company-news-announcements?type=news&size=50');
    expect(news.json<NewsPage>().data.every((item) => item.type === 'news')).toBe(true);
    const mine = await inject('GET', '/common-api/company-news/user-company-news?page=0&size=2', {
      headers: companyAuth,
    });
    expect(mine.json<NewsPage>()).toMatchObject({ page: 0, size: 2 });
    expect(mine.json<NewsPage>().total).toBeGreaterThan(2);
    const one = await inject('GET', `/public-api/company-news-announcement/${data.id}`);
    expect(one.json<{ data: NewsItem }>().data.title).toBe('Extraordinary General Assembly');
  });

  it('lets only the publishing company delete an item; the attachment goes with it', async () => {
    const published = await injectForm(
      'POST',
      '/common-api/company-news/',
      companyAuth,
      { type: 'news', titleEn: 'Short-lived', bodyAr: 'نص' },
      { attachment: [samplePng(), 'chart.png', 'image/png'] },
    );
    const item = published.json<{ data: NewsItem }>().data;
    const foreign = await inject('DELETE', `/common-api/company-news/${item.id}`, {
      headers: otherAuth,
      language: 'ar',
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<ErrorEnvelope>().message).toBe(ar.companyProfile.notYourCompany);
    expect((await inject('GET', `/public-api/company-news-announcement/${item.id}`)).statusCode).toBe(200);
    const deleted = await inject('DELETE', `/common-api/company-news/${item.id}`, { headers: companyAuth });
    expect(deleted.json()).toEqual({ message: en.companyProfile.newsDeleted });
    const gone = await inject('GET', `/public-api/company-news-announcement/${item.id}`, { language: 'ar' });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<ErrorEnvelope>().message).toBe(ar.companyProfile.newsNotFound);
    expect((await inject('GET', item.attachment?.url ?? '')).statusCode).toBe(404);
    expect((await inject('DELETE', `/common-api/company-news/${item.id}`, { headers: companyAuth })).statusCode).toBe(
      404,
    );
    const [otherNews] = await harness.database.db
      .select()
      .from(companyNews)
      .where(eq(companyNews.companyId, otherCompanyId))
      .limit(1);
    expect(
      (await inject('DELETE', `/common-api/company-news/${otherNews?.id ?? 0}`, { headers: companyAuth })).statusCode,
    ).toBe(403);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'refuses a headline over 300 characters, a missing body and type, and a bad attachment (%s)',
    async (language, messages) => {
      const long = await injectForm(
        'POST',
        '/common-api/company-news/',
        companyAuth,
        { titleEn: 'x'.repeat(301) },
        {},
        language,
      );
      expect(long.statusCode).toBe(400);
      expect(fieldMessages(long)).toEqual({
        'body.type': messages.companyProfile.newsTypeRequired,
        'body.titleEn': messages.companyProfile.newsTitleTooLong,
        'body.bodyEn': messages.companyProfile.newsBodyRequired,
      });
      const exact = await injectForm(
        'POST',
        '/common-api/company-news/',
        companyAuth,
        { type: 'news', titleEn: 'x'.repeat(300), bodyEn: 'ok' },
        {},
        language,
      );
      expect(exact.statusCode).toBe(201);
      const fake = await injectForm(
        'POST',
        '/common-api/company-news/',
        companyAuth,
        { type: 'news', titleEn: 'Report', bodyEn: 'See file' },
        { attachment: [Buffer.from('plain text, not a pdf'), 'report.pdf', 'application/pdf'] },
        language,
      );
      expect(fieldMessages(fake)).toEqual({ 'body.attachment': messages.registration.documentType });
      expect((await inject('GET', '/public-api/company-news-announcements?type=rumour')).statusCode).toBe(400);
    },
  );

  it('shows a shareholder the news of the companies they follow or hold shares in, and nothing else', async () => {
    const db = harness.database.db;
    const holder = await createTestUser(db, { userType: USER_TYPES.individualShareholder });
    const auth = bearer(await loginToken(harness.app, holder.email, holder.password));
    const feed = async (query = '') =>
      (
        await inject('GET', `/common-api/company-news/my-companies-news?size=50${query}`, { headers: auth })
      ).json<NewsPage>();
    expect((await feed()).total).toBe(0);

    expect(
      (
        await inject('POST', '/common-api/follow-company/follow', {
          headers: auth,
          payload: { companyId: ownCompanyId },
        })
      ).statusCode,
    ).toBe(200);
    const published = await injectForm('POST', '/common-api/company-news/', companyAuth, {
      type: 'news',
      titleEn: 'Quarterly update for followers',
      bodyEn: 'Revenue grew.',
    });
    const item = published.json<{ data: NewsItem }>().data;
    const followed = await feed();
    expect(followed.data[0]?.id).toBe(item.id);
    expect(new Set(followed.data.map((news) => news.companyId))).toEqual(new Set([ownCompanyId]));

    await db.insert(holdings).values({ userId: holder.id, companyId: otherCompanyId, shares: 100 });
    const withHolding = await feed();
    expect(new Set(withHolding.data.map((news) => news.companyId))).toEqual(new Set([ownCompanyId, otherCompanyId]));
    expect((await feed('&type=announcement')).data.every((news) => news.type === 'announcement')).toBe(true);
  });

  it('answers 404 for the news of no company', async () => {
    expect((await inject('GET', '/public-api/company-news-announcements/2147483647')).statusCode).toBe(404);
  });
});
