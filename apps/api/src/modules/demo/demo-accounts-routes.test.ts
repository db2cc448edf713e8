import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('GET /public-api/demo-accounts', () => {
  it('lists a working demo account for every user type, type names in the request language', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/public-api/demo-accounts',
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(200);
    const accounts = (
      response.json() as { data: { email: string; password: string; type: number; typeName: string }[] }
    ).data;
    expect(new Set(accounts.map((account) => account.type))).toEqual(new Set([1, 3, 4, 5, 6, 7, 8, 9, 11]));
    expect(accounts.find((account) => account.type === 3)?.typeName).toBe('شركة');
    const company = accounts.find((account) => account.email === 'company@demo.hissa.sa');
    const login = await harness.app.inject({
      method: 'POST',
      url: '/auth-api/login',
      payload: { username: company?.email, password: company?.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('is not served when the demo accounts are off (DEMO_ACCOUNTS=false, or NODE_ENV=production)', async () => {
    const app = await buildApp({ config: { ...harness.config, isDemoAccountsOn: false }, database: harness.database });
    try {
      const response = await app.inject({ method: 'GET', url: '/public-api/demo-accounts' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, message: 'Page Not Found!', errors: [] });
    } finally {
      await app.close();
    }
  });
});
