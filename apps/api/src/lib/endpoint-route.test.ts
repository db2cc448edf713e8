import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '@hissa/contracts/http/endpoint';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * One definition per endpoint (docs/decisions/012): the endpoint tables in packages/contracts
 * (files named *-endpoints.ts) are the only place an API path is written, and the app serves
 * exactly the endpoints they define.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const contractsDir = path.join(repoRoot, 'packages/contracts/src');
/** A quoted or template API path: '/public-api/...', `/common-api/...` and the like. */
const API_PATH = /['"`/](public|auth|common|user|admin)-api\//;

/** Every file below `dir` whose name passes `keep`, skipping node_modules and dist. */
function filesBelow(dir: string, keep: (name: string) => boolean): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesBelow(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const isEndpointTable = (name: string) => name.endsWith('-endpoints.ts');
/** Where the API's prefixes themselves are listed (API_PREFIXES). */
const PREFIX_LIST = path.join(contractsDir, 'http/endpoint.ts');
const isSource = (name: string) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx');

/** Every endpoint of the contracts' tables, keyed "METHOD /path/{param}" as OpenAPI writes it. */
async function definedEndpoints(): Promise<Map<string, Endpoint>> {
  const found = new Map<string, Endpoint>();
  for (const file of filesBelow(contractsDir, isEndpointTable)) {
    const module = (await import(file)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (typeof value !== 'object' || value === null || !('responses' in value) || !('path' in value)) continue;
      const endpoint = value as Endpoint;
      const key = `${endpoint.method} ${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
      expect(found.has(key), `${key} is defined twice`).toBe(false);
      found.set(key, endpoint);
    }
  }
  return found;
}

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

describe('endpoint definitions', () => {
  it('the app serves every endpoint the contracts define, and only those', async () => {
    const defined = await definedEndpoints();
    const document = harness.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(document.paths).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const apiServed = served.filter((key) => API_PATH.test(key.split(' ')[1] ?? ''));
    expect(
      apiServed.filter((key) => !defined.has(key)),
      'served without a definition in contracts',
    ).toEqual([]);
    expect(
      [...defined.keys()].filter((key) => !served.includes(key)),
      'defined but not served',
    ).toEqual([]);
  });

  it('no API path is written outside the endpoint tables', () => {
    const sources = [path.join(repoRoot, 'apps/api/src'), path.join(repoRoot, 'apps/web/src'), contractsDir].flatMap(
      (dir) => filesBelow(dir, isSource),
    );
    const offenders = sources.filter(
      (file) =>
        !isEndpointTable(path.basename(file)) && file !== PREFIX_LIST && API_PATH.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });
});
