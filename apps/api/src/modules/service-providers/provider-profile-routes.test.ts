import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import type { ProviderEditor, ProviderPublicProfile } from '@hissa/contracts/services-marketplace/provider-content';
import { PROVIDER_UPGRADE_PATH } from '@hissa/contracts/services-marketplace/provider-packages';
import { USER_TYPE_CODES, USER_TYPES } from '@hissa/contracts/user-types';
import { serviceProviders } from '../../db/schema/directory.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { providerPictures, providerServices } from '../../db/schema/provider-content.ts';
import { users } from '../../db/schema/users.ts';
import { bearer, createTestUser, loginAs, loginToken } from '../../test/auth-helpers.ts';
import { multipartPayload } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { samplePng } from '../files/sample-files.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const MINE = '/common-api/service-provider/my-profile';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A new provider (package `packageCode`) and a provider user acting for it, signed in. */
async function newProvider(packageCode: 'basic' | 'standard' | 'premium' = 'basic') {
  const db = harness.database.db;
  const [provider] = await db
    .insert(serviceProviders)
    .values({ nameEn: 'Najd Test Consulting', nameAr: 'نجد للاستشارات', searchText: 'najd', packageCode })
    .returning({ id: serviceProviders.id });
  if (!provider) throw new Error('no provider');
  const user = await createTestUser(db, { userType: USER_TYPES.serviceProvider });
  await db.update(users).set({ serviceProviderId: provider.id }).where(eq(users.id, user.id));
  const headers = bearer(await loginToken(harness.app, user.email, user.password));
  return { providerId: provider.id, headers };
}

function call(
  method: Method,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown; language?: string } = {},
) {
  return harness.app.inject({
    method,
    url,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

const SERVICE = {
  titleEn: '',
  titleAr: 'تصميم الهوية التجارية',
  descriptionAr: 'شعار ودليل هوية متكامل',
  startingFeeHalalas: '7500.50',
  isicClassCode: '7310',
};
const PROJECT = {
  titleEn: 'Brand refresh for a Riyadh café chain',
  isicClassCode: '7310',
  clientNameEn: 'Qahwa House',
  completedYear: 2023,
};

async function uploadPicture(
  headers: Record<string, string>,
  kind: string,
  ownerId: number | null,
  file: Blob,
  name = 'p.png',
) {
  const form = new FormData();
  form.append('kind', kind);
  if (ownerId !== null) form.append('ownerId', String(ownerId));
  form.append('picture', file, name);
  const { payload, headers: formHeaders } = await multipartPayload(form);
  return harness.app.inject({
    method: 'POST',
    url: `${MINE}/pictures`,
    headers: { ...headers, ...formHeaders, 'accept-language': 'en' },
    payload,
  });
}

describe('provider profile editor access', () => {
  it('answers 401 without a token, 403 to other types and 404 when the account acts for no provider', async () => {
    expect((await call('GET', `${MINE}/editor`)).statusCode).toBe(401);
    expect((await call('POST', `${MINE}/services`, { body: SERVICE })).statusCode).toBe(401);
    for (const type of USER_TYPE_CODES.filter((code) => code !== USER_TYPES.serviceProvider)) {
      const response = await call('POST', `${MINE}/services`, {
        headers: await loginAs(harness.app, type),
        body: SERVICE,
      });
      expect(response.statusCode, `type ${type}`).toBe(403);
    }
    const user = await createTestUser(harness.database.db, { userType: USER_TYPES.serviceProvider });
    const headers = bearer(await loginToken(harness.app, user.email, user.password));
    for (const language of ['en', 'ar'] as const) {
      const response = await call('GET', `${MINE}/editor`, { headers, language });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorEnvelope>().message).toBe((language === 'en' ? en : ar).errors.providerNotLinked);
    }
  });

  it('never touches another provider’s item (404) and leaves it as it was', async () => {
    const owner = await newProvider();
    const other = await newProvider();
    const created = (await call('POST', `${MINE}/services`, { headers: owner.headers, body: SERVICE })).json<{
      data: ProviderEditor;
    }>().data;
    const serviceId = created.services[0]?.id;
    const update = await call('PUT', `${MINE}/services/${serviceId}`, {
      headers: other.headers,
      body: { ...SERVICE, titleAr: 'مختطف' },
    });
    expect(update.statusCode).toBe(404);
    expect((await call('DELETE', `${MINE}/services/${serviceId}`, { headers: other.headers })).statusCode).toBe(404);
    const [row] = await harness.database.db
      .select()
      .from(providerServices)
      .where(eq(providerServices.id, serviceId ?? 0));
    expect(row?.titleAr).toBe(SERVICE.titleAr);
  });
});

describe('sections, validation and completeness', () => {
  it('saves about and business info, checking codes against the lookups', async () => {
    const { headers } = await newProvider();
    const before = (await call('GET', `${MINE}/editor`, { headers })).json<{ data: ProviderEditor }>().data;
    expect(before.profileCompleteness.missing).toContain('about');
    const about = {
      descriptionEn: 'Brand and marketing studio.',
      descriptionAr: 'استوديو للهوية والتسويق.',
      website: 'https://najd.example.sa',
      email: 'hello@najd.example.sa',
      phone: '+966112345678',
      cityId: null,
      isicClassCode: '7310',
      businessType: 'b2b',
      employeesBracket: '6-49',
      establishedDate: '2015-03-01',
      developmentStage: 'growth',
      industryGroupCodes: [],
    };
    const saved = await call('PUT', `${MINE}/about`, { headers, body: about });
    expect(saved.statusCode).toBe(200);
    const editor = saved.json<{ data: ProviderEditor }>().data;
    expect(editor.about.descriptionAr).toBe(about.descriptionAr);
    expect(editor.profileCompleteness.share).toBeGreaterThan(before.profileCompleteness.share);

    for (const [language, messages] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const bad = await call('PUT', `${MINE}/about`, {
        headers,
        language,
        body: { ...about, isicClassCode: '9998', industryGroupCodes: [] },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<ErrorEnvelope>().errors).toEqual([
        { field: 'body.isicClassCode', message: messages.providerProfile.categoryInvalid },
      ]);
      const badStage = await call('PUT', `${MINE}/about`, {
        headers,
        language,
        body: { ...about, developmentStage: 'x' },
      });
      expect(badStage.json<ErrorEnvelope>().errors[0]?.message).toBe(messages.providerProfile.invalidOption);
    }
    const groups = await call('PUT', `${MINE}/about`, { headers, body: { ...about, industryGroupCodes: ['0000'] } });
    expect(groups.statusCode).toBe(400);
    const after = (await call('GET', `${MINE}/editor`, { headers })).json<{ data: ProviderEditor }>().data;
    expect(after.about).toEqual(editor.about);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)('requires one language of each pair and a valid fee (%s)', async (language, messages) => {
    const { headers, providerId } = await newProvider();
    const response = await call('POST', `${MINE}/services`, {
      headers,
      language,
      body: { ...SERVICE, titleAr: ' ', startingFeeHalalas: '12.345' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.titleEn', message: messages.providerProfile.titleRequired },
        { field: 'body.startingFeeHalalas', message: messages.providerProfile.feeInvalid },
      ]),
    );
    const award = await call('POST', `${MINE}/awards`, {
      headers,
      language,
      body: { year: 2020, titleEn: 'Best studio' },
    });
    expect(award.json<ErrorEnvelope>().errors).toEqual([
      { field: 'body.issuerEn', message: messages.providerProfile.issuerRequired },
    ]);
    const [held] = await harness.database.db
      .select({ total: count() })
      .from(providerServices)
      .where(eq(providerServices.providerId, providerId));
    expect(held?.total).toBe(0);
  });

  it('fills every section and shows it publicly in the request’s language, falling back to the other', async () => {
    const { headers, providerId } = await newProvider();
    const add = async (section: string, body: object) => {
      const response = await call('POST', `${MINE}/${section}`, { headers, body });
      expect(response.statusCode, section).toBe(201);
      return response.json<{ data: ProviderEditor }>().data;
    };
    await add('services', SERVICE);
    await add('projects', PROJECT);
    await add('clients', { nameEn: 'Qahwa House', nameAr: 'بيت القهوة', designationEn: 'Café chain' });
    await add('team-members', { titleCode: 'ms', nameAr: 'نورة القحطاني', designationAr: 'مديرة الإبداع' });
    await add('awards', { year: 2022, titleEn: 'Best brand studio', issuerAr: 'جمعية التسويق السعودية' });
    const editor = await add('testimonials', { authorNameEn: 'Khalid A.', quoteEn: 'They delivered on time.' });
    expect(editor.services[0]?.startingFeeHalalas).toBe(750_050);
    expect(editor.profileCompleteness.missing).toEqual(['logo', 'about', 'businessInfo']);

    const publicEn = (await call('GET', `/public-api/service-provider/full-profile/${providerId}`)).json<{
      data: ProviderPublicProfile;
    }>().data;
    expect(publicEn.services[0]?.title).toBe(SERVICE.titleAr);
    expect(publicEn.teamMembers[0]).toMatchObject({ name: 'نورة القحطاني', title: 'Ms.' });
    expect(publicEn.awards[0]?.issuer).toBe('جمعية التسويق السعودية');
    expect(publicEn.projects[0]?.category?.code).toBe('73');
    expect(publicEn.rating).toEqual({ average: null, count: 0 });
    const publicAr = (
      await call('GET', `/public-api/service-provider/full-profile/${providerId}`, { language: 'ar' })
    ).json<{ data: ProviderPublicProfile }>().data;
    expect(publicAr.clients[0]?.name).toBe('بيت القهوة');
    expect(publicAr.teamMembers[0]?.title).toBe('السيدة');
    expect((await call('GET', '/public-api/service-provider/full-profile/2147483647')).statusCode).toBe(404);

    const projectId = editor.projects[0]?.id;
    const updated = await call('PUT', `${MINE}/projects/${projectId}`, {
      headers,
      body: { ...PROJECT, titleAr: 'تجديد هوية سلسلة مقاهٍ' },
    });
    expect(updated.json<{ data: ProviderEditor }>().data.projects[0]?.titleAr).toBe('تجديد هوية سلسلة مقاهٍ');
  });
});

describe('package limits', () => {
  // The web sends its digits in Accept-Language (contracts languages.ts): Arabic pages read the
  // limit in Arabic-Indic digits unless the user chose Latin ones; a client that does not say
  // gets Latin digits.
  it.each([
    ['en', en, '1'],
    ['ar', ar, '1'],
    ['ar-u-nu-arab', ar, '١'],
    ['ar-u-nu-latn', ar, '1'],
  ] as const)(
    'Basic allows one service and one project, then 409 with the upgrade link (%s)',
    async (language, messages, limit) => {
      const { headers, providerId } = await newProvider('basic');
      expect((await call('POST', `${MINE}/services`, { headers, body: SERVICE })).statusCode).toBe(201);
      const second = await call('POST', `${MINE}/services`, { headers, language, body: SERVICE });
      expect(second.statusCode).toBe(409);
      expect(second.json<ErrorEnvelope>().message).toBe(
        messages.providerProfile.servicesLimitReached
          .replace('{{limit}}', limit)
          .replace('{{package}}', messages.providerProfile.packages.basic),
      );
      expect(second.headers.link).toBe(`<${PROVIDER_UPGRADE_PATH}>; rel="upgrade"`);
      expect((await call('POST', `${MINE}/projects`, { headers, body: PROJECT })).statusCode).toBe(201);
      const secondProject = await call('POST', `${MINE}/projects`, { headers, language, body: PROJECT });
      expect(secondProject.statusCode).toBe(409);
      const [held] = await harness.database.db
        .select({ total: count() })
        .from(providerServices)
        .where(eq(providerServices.providerId, providerId));
      expect(held?.total).toBe(1);
    },
  );

  it('Standard allows five services even when created at once; Premium has no limit', async () => {
    const standard = await newProvider('standard');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', `${MINE}/services`, { headers: standard.headers, body: SERVICE })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(3);
    const editor = (await call('GET', `${MINE}/editor`, { headers: standard.headers })).json<{ data: ProviderEditor }>()
      .data;
    expect(editor.package).toMatchObject({
      code: 'standard',
      used: { services: 5 },
      upgradePath: PROVIDER_UPGRADE_PATH,
    });

    const premium = await newProvider('premium');
    for (let index = 0; index < 7; index++) {
      expect((await call('POST', `${MINE}/services`, { headers: premium.headers, body: SERVICE })).statusCode).toBe(
        201,
      );
    }
  });
});

describe('pictures', () => {
  it('re-encodes a png, serves it and its thumbnail with long-lived cache headers, and deletes them with the service', async () => {
    const { headers, providerId } = await newProvider();
    const editor = (await call('POST', `${MINE}/services`, { headers, body: SERVICE })).json<{ data: ProviderEditor }>()
      .data;
    const serviceId = editor.services[0]?.id ?? 0;
    const uploaded = await uploadPicture(headers, 'service', serviceId, new Blob([samplePng(800, 400)]));
    expect(uploaded.statusCode).toBe(201);
    const picture = uploaded.json<{ data: ProviderEditor }>().data.services[0]?.pictures[0];
    expect(picture).toMatchObject({ width: 800, height: 400 });

    const thumb = await call('GET', picture?.thumbnailUrl ?? '');
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(thumb.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await call('GET', picture?.thumbnailUrl ?? '', { headers: { 'if-none-match': etag } })).statusCode).toBe(
      304,
    );
    expect((await call('GET', picture?.url ?? '')).statusCode).toBe(200);

    const logo = await uploadPicture(headers, 'logo', null, new Blob([samplePng(64, 64)]));
    const logoAgain = await uploadPicture(headers, 'logo', null, new Blob([samplePng(96, 96)]));
    expect(logo.statusCode).toBe(201);
    expect(logoAgain.json<{ data: ProviderEditor }>().data.logo?.width).toBe(96);
    expect(logoAgain.json<{ data: ProviderEditor }>().data.profileCompleteness.missing).not.toContain('logo');

    expect((await call('DELETE', `${MINE}/services/${serviceId}`, { headers })).statusCode).toBe(200);
    const left = await harness.database.db
      .select()
      .from(providerPictures)
      .where(eq(providerPictures.providerId, providerId));
    expect(left.map((row) => row.kind)).toEqual(['logo']);
    expect((await call('GET', picture?.thumbnailUrl ?? '')).statusCode).toBe(404);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'refuses a text file named .png and a picture over 2 MB, keeping nothing (%s)',
    async (language, messages) => {
      const { headers } = await newProvider();
      const filesBefore = await harness.database.db.select({ total: count() }).from(storedFiles);
      const form = async (blob: Blob) => {
        const data = new FormData();
        data.append('kind', 'logo');
        data.append('picture', blob, 'logo.png');
        const { payload, headers: formHeaders } = await multipartPayload(data);
        return harness.app.inject({
          method: 'POST',
          url: `${MINE}/pictures`,
          headers: { ...headers, ...formHeaders, 'accept-language': language },
          payload,
        });
      };
      const text = await form(new Blob(['this is not a picture at all, just words'.repeat(20)]));
      expect(text.statusCode).toBe(400);
      expect(text.json<ErrorEnvelope>().errors).toEqual([
        { field: 'body.picture', message: messages.providerProfile.pictureType },
      ]);
      const big = Buffer.concat([samplePng(8, 8), Buffer.alloc(2 * 1024 * 1024 + 10)]);
      const tooLarge = await form(new Blob([big]));
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json<ErrorEnvelope>().message).toBe(messages.providerProfile.pictureTooLarge);
      const filesAfter = await harness.database.db.select({ total: count() }).from(storedFiles);
      expect(filesAfter).toEqual(filesBefore);
      const service = await uploadPicture(headers, 'service', 2_000_000, new Blob([samplePng()]));
      expect(service.statusCode).toBe(404);
    },
  );
});

describe('picture order', () => {
  const ORDER = `${MINE}/pictures/order`;
  const widthsOf = (editor: ProviderEditor) => editor.services[0]?.pictures.map((picture) => picture.width);

  it('saves the order of a service’s pictures, shows it on the public profile and adds new ones last', async () => {
    const { headers, providerId } = await newProvider();
    const created = await call('POST', `${MINE}/services`, { headers, body: SERVICE });
    const serviceId = created.json<{ data: ProviderEditor }>().data.services[0]?.id ?? 0;
    for (const width of [100, 200, 300])
      expect((await uploadPicture(headers, 'service', serviceId, new Blob([samplePng(width, 50)]))).statusCode).toBe(
        201,
      );
    const editor = (await call('GET', `${MINE}/editor`, { headers })).json<{ data: ProviderEditor }>().data;
    const [first, second, third] = editor.services[0]?.pictures.map((picture) => picture.id) ?? [];
    expect(widthsOf(editor)).toEqual([100, 200, 300]);

    const saved = await call('PUT', ORDER, {
      headers,
      language: 'ar',
      body: { kind: 'service', ownerId: serviceId, pictureIds: [third, first, second] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe(ar.providerProfile.picturesReordered);
    expect(widthsOf(saved.json<{ data: ProviderEditor }>().data)).toEqual([300, 100, 200]);
    const profile = await call('GET', `/public-api/service-provider/full-profile/${providerId}`);
    expect(
      profile.json<{ data: ProviderPublicProfile }>().data.services[0]?.pictures.map((picture) => picture.width),
    ).toEqual([300, 100, 200]);

    const added = await uploadPicture(headers, 'service', serviceId, new Blob([samplePng(400, 50)]));
    expect(widthsOf(added.json<{ data: ProviderEditor }>().data)).toEqual([300, 100, 200, 400]);
  });

  it.each([
    ['en', en],
    ['ar', ar],
  ] as const)(
    'refuses an order that is not exactly the item’s pictures and changes nothing (%s)',
    async (language, messages) => {
      const owner = await newProvider();
      const other = await newProvider();
      const serviceOf = async (headers: Record<string, string>) => {
        const created = await call('POST', `${MINE}/services`, { headers, body: SERVICE });
        const serviceId = created.json<{ data: ProviderEditor }>().data.services[0]?.id ?? 0;
        let editor: ProviderEditor | undefined;
        for (const width of [100, 200])
          editor = (await uploadPicture(headers, 'service', serviceId, new Blob([samplePng(width, 50)]))).json<{
            data: ProviderEditor;
          }>().data;
        return { serviceId, pictureIds: editor?.services[0]?.pictures.map((picture) => picture.id) ?? [] };
      };
      const mine = await serviceOf(owner.headers);
      const theirs = await serviceOf(other.headers);
      const [first = 0, second = 0] = mine.pictureIds;
      const refused = [
        [first],
        [first, first],
        [second, first, first],
        [second, theirs.pictureIds[0] ?? 0],
        [second, first, theirs.pictureIds[0] ?? 0],
      ];
      for (const pictureIds of refused) {
        const answer = await call('PUT', ORDER, {
          headers: owner.headers,
          language,
          body: { kind: 'service', ownerId: mine.serviceId, pictureIds },
        });
        expect(answer.statusCode, JSON.stringify(pictureIds)).toBe(400);
        expect(answer.json<ErrorEnvelope>().errors).toEqual([
          { field: 'body.pictureIds', message: messages.providerProfile.pictureOrderMismatch },
        ]);
      }
      const foreignItem = await call('PUT', ORDER, {
        headers: owner.headers,
        language,
        body: { kind: 'service', ownerId: theirs.serviceId, pictureIds: theirs.pictureIds.toReversed() },
      });
      expect(foreignItem.statusCode).toBe(404);
      expect(foreignItem.json<ErrorEnvelope>().message).toBe(messages.providerProfile.itemNotFound);
      const logo = await call('PUT', ORDER, {
        headers: owner.headers,
        body: { kind: 'logo', ownerId: mine.serviceId, pictureIds: [first] },
      });
      expect(logo.statusCode).toBe(400);

      const editorOf = async (headers: Record<string, string>) =>
        widthsOf((await call('GET', `${MINE}/editor`, { headers })).json<{ data: ProviderEditor }>().data);
      expect(await editorOf(owner.headers)).toEqual([100, 200]);
      expect(await editorOf(other.headers)).toEqual([100, 200]);
    },
  );
});
