import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('service endpoints', () => {
  it('GET /healthz answers once the database does', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: harness.database.kind });
  });

  it('serves the OpenAPI description with the public routes', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/public-api/lookup/{list}',
        '/public-api/company/profile/home/search-companies',
        '/public-api/company/profile/searchCompaniesWithPagination',
        '/public-api/company/profile/getByMixCompanyId/{companyId}',
        '/auth-api/login',
      ]),
    );
  });

  it('answers an unknown API path with the 404 envelope in the request language', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/public-api/nothing-here',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: true, message: 'الصفحة غير موجودة!', errors: [] });
  });
});
