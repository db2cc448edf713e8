import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@hissa/contracts/http/endpoint';
import { USER_TYPE_CODES, type UserType } from '@hissa/contracts/user-types';
import { loginAs } from './test/auth-helpers.ts';
import { definedEndpoints } from './test/endpoint-tables.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/*
 * The authorization table, whole: every endpoint the contracts define with `access` (the user
 * types allowed, docs/decisions/012) answers 401 without a token, 403 to every other user type,
 * and lets each allowed type past the guard. Calls use an id that does not exist and no body, so
 * an admitted call ends in 400 or 404 (or reads) and changes nothing. Data-level rules (your own
 * bid, your provider's quotation) are tested in each module.
 */

const ABSENT_ID = '2147483647';

/** The endpoint's path with every parameter set to an id no row has. */
function urlOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, ABSENT_ID);
}

let harness: TestApp;
let protectedEndpoints: [string, Endpoint][];
beforeAll(async () => {
  harness = await createTestApp();
  protectedEndpoints = [...(await definedEndpoints())].filter(([, endpoint]) => endpoint.access !== undefined);
});
afterAll(() => harness.close());

// Each test walks every protected endpoint for every user type (over 1,500 requests, growing with
// the API): more than the default 30 s when the machine is busy.
const SWEEP_TIMEOUT_MS = 120_000;

describe('the authorization table of every protected endpoint', () => {
  it(
    'answers 401 without a token and 403 to every user type it does not admit',
    async () => {
      const wrong: string[] = [];
      for (const [key, endpoint] of protectedEndpoints) {
        const call = (headers: Record<string, string>) =>
          harness.app.inject({ method: endpoint.method as InjectOptions['method'], url: urlOf(endpoint), headers });
        const anonymous = await call({});
        if (anonymous.statusCode !== 401) wrong.push(`${key} anonymous: ${anonymous.statusCode}`);
        for (const type of USER_TYPE_CODES.filter((code) => !endpoint.access?.includes(code))) {
          const response = await call(await loginAs(harness.app, type));
          if (response.statusCode !== 403) wrong.push(`${key} type ${type}: ${response.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(protectedEndpoints.length).toBeGreaterThan(100);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'lets every admitted user type past the guard',
    async () => {
      const refused: string[] = [];
      for (const [key, endpoint] of protectedEndpoints) {
        for (const type of endpoint.access ?? ([] as readonly UserType[])) {
          const response = await harness.app.inject({
            method: endpoint.method as InjectOptions['method'],
            url: urlOf(endpoint),
            headers: await loginAs(harness.app, type),
          });
          if (response.statusCode === 401 || response.statusCode === 403)
            refused.push(`${key} type ${type}: ${response.statusCode} ${response.body.slice(0, 100)}`);
        }
      }
      expect(refused).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
