import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { REGISTRATION_JOURNEYS } from '@hissa/contracts/registration/registration-api';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { sampleRegistration, sampleRegistrationFiles } from '../modules/registration/registration-samples.ts';
import { loginAs, nextRemoteAddress } from '../test/auth-helpers.ts';
import { multipartPayload, registrationForm } from '../test/multipart.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { findNulCharacter } from './bad-input.ts';

describe('findNulCharacter', () => {
  it('names the first text or key with a NUL character, by its path', () => {
    expect(findNulCharacter({ a: 'ok', b: [{ c: 'x\u0000y' }] }, 'body')).toBe('body.b.0.c');
    expect(findNulCharacter({ 'key\u0000': 1 }, 'querystring')).toBe('querystring.key\\0');
    expect(findNulCharacter('\u0000', 'body')).toBe('body');
    expect(findNulCharacter({ a: 'fine', b: 1, c: null, d: [true] }, 'body')).toBeUndefined();
    expect(findNulCharacter(undefined, 'body')).toBeUndefined();
  });

  it('walks a deeply nested value without exhausting the call stack', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findNulCharacter(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

const ARABIC_VALIDATION = 'بعض الحقول غير صحيحة.';
const NUL_MESSAGE = {
  en: 'This value contains a character that is not allowed.',
  ar: 'تحتوي هذه القيمة على حرف غير مسموح به.',
};

function send(options: {
  method?: 'GET' | 'POST' | 'PUT';
  url: string;
  language?: 'en' | 'ar';
  headers?: Record<string, string>;
  payload?: string | Buffer;
}) {
  return harness.app.inject({
    method: options.method ?? 'POST',
    url: options.url,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    payload: options.payload,
    remoteAddress: nextRemoteAddress(),
  });
}

describe('bad input answers 4xx in the envelope, never 500', () => {
  it('refuses a NUL character in a JSON body, a query string and a path parameter, naming the field', async () => {
    const company = await loginAs(harness.app, USER_TYPES.company);
    const body = await send({
      method: 'PUT',
      url: '/user-api/company/update-user-profile',
      language: 'ar',
      headers: { ...company, 'content-type': 'application/json' },
      payload: JSON.stringify({
        firstName: 'Faisal',
        lastName: 'Qahtani',
        phone: '0551234567',
        designation: 'C\u0000O',
      }),
    });
    expect(body.statusCode).toBe(400);
    expect(body.json<ErrorEnvelope>()).toEqual({
      error: true,
      message: ARABIC_VALIDATION,
      errors: [{ field: 'body.designation', message: NUL_MESSAGE.ar }],
    });

    const query = await send({ method: 'GET', url: '/public-api/register/search/company?name=ab%00c' });
    expect(query.statusCode).toBe(400);
    expect(query.json<ErrorEnvelope>().errors).toEqual([{ field: 'querystring.name', message: NUL_MESSAGE.en }]);

    const path = await send({ method: 'GET', url: '/public-api/company/files/a%00b' });
    expect(path.statusCode).toBe(400);
    expect(path.json<ErrorEnvelope>().errors).toEqual([{ field: 'params.fileId', message: NUL_MESSAGE.en }]);
  });

  it('refuses a JSON body of null with the field errors of the schema', async () => {
    const company = await loginAs(harness.app, USER_TYPES.company);
    const response = await send({
      url: '/user-api/company/save-award',
      headers: { ...company, 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().message).toBe('Some fields are not valid.');
  });

  it('answers a multipart body without a boundary, cut short or 25 MB of junk with 400, in the caller language', async () => {
    const journey = REGISTRATION_JOURNEYS.company;
    const form = await multipartPayload(
      registrationForm(
        journey,
        sampleRegistration('company', 'nul.test@example.sa'),
        sampleRegistrationFiles('company'),
      ),
    );
    const url = '/public-api/register/company';
    const cases = [
      { contentType: 'multipart/form-data', payload: form.payload },
      {
        contentType: form.headers['content-type'],
        payload: form.payload.subarray(0, Math.floor(form.payload.length / 2)),
      },
      { contentType: form.headers['content-type'], payload: Buffer.alloc(25 * 1024 * 1024, 'junk') },
    ];
    for (const { contentType, payload } of cases) {
      for (const [language, message] of [
        ['en', 'The form data sent is incomplete or malformed.'],
        ['ar', 'بيانات النموذج المرسلة ناقصة أو تالفة.'],
      ] as const) {
        const response = await send({ url, language, headers: { 'content-type': contentType }, payload });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorEnvelope>()).toEqual({ error: true, message, errors: [] });
      }
    }
  });

  it('answers 413 to a JSON body over the limit and 415 to a content type the route does not take', async () => {
    const oversized = await send({
      url: '/public-api/register/company',
      headers: { 'content-type': 'application/json' },
      payload: `"${'a'.repeat(25 * 1024 * 1024)}"`,
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json<ErrorEnvelope>().message).toBe('The request is too large.');
    const json = await send({
      url: '/public-api/register/company',
      language: 'ar',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json<ErrorEnvelope>().message).toBe('هذا النوع من المحتوى غير مقبول هنا.');
    const binary = await send({
      url: '/auth-api/login',
      headers: { 'content-type': 'application/octet-stream' },
      payload: Buffer.from([1, 2, 3]),
    });
    expect(binary.statusCode).toBe(415);
  });

  it('refuses a NUL character in a multipart field or file name before storing anything', async () => {
    const journey = REGISTRATION_JOURNEYS.company;
    const values = { ...sampleRegistration('company', 'nul.field@example.sa'), companyName: 'Rawabi\u0000Logistics' };
    const form = await multipartPayload(registrationForm(journey, values, sampleRegistrationFiles('company')));
    const response = await send({ url: '/public-api/register/company', headers: form.headers, payload: form.payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().errors).toEqual([{ field: 'body.companyName', message: NUL_MESSAGE.en }]);

    const [file] = sampleRegistrationFiles('company');
    if (!file) throw new Error('the company journey has a file');
    const named = await multipartPayload(
      registrationForm(journey, sampleRegistration('company', 'nul.file@example.sa'), [
        { ...file, fileName: 'id\u0000.pdf' },
      ]),
    );
    const refused = await send({ url: '/public-api/register/company', headers: named.headers, payload: named.payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorEnvelope>().errors).toEqual([{ field: `body.${file.field}`, message: NUL_MESSAGE.en }]);
  });

  it('answers a path that is not valid percent-encoding with the envelope and the security headers', async () => {
    const response = await send({ method: 'GET', url: '/public-api/company/files/%E0%A4%A', language: 'ar' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>()).toEqual({ error: true, message: 'عنوان هذا الطلب غير صالح.', errors: [] });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
