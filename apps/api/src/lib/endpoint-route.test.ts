import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractsDir,
  definedEndpoints,
  filesBelow,
  isEndpointPathList,
  isEndpointTable,
  repoRoot,
} from '../test/endpoint-tables.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * One definition per endpoint (docs/decisions/012): the endpoint tables in packages/contracts
 * (files named *-endpoints.ts) are the only place an API path is written, beside the lists of
 * paths their definitions take (*-endpoint-paths.ts, decision 071), and the app serves exactly the
 * endpoints they define.
 */

/** A quoted or template API path: '/public-api/...', `/common-api/...` and the like. */
const API_PATH = /['"`/](public|auth|common|user|admin)-api\//;
/** Where the API's prefixes themselves are listed (API_PREFIXES). */
const PREFIX_LIST = path.join(contractsDir, 'http/endpoint.ts');
const isSource = (name: string) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts') && !name.endsWith('.test.tsx');

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

  it('every path of a path list is the path of a defined endpoint', async () => {
    const definedPaths = new Set([...(await definedEndpoints()).values()].map((endpoint) => endpoint.path));
    const lists = filesBelow(contractsDir, isEndpointPathList);
    expect(lists.length, 'path lists found').toBeGreaterThan(0);
    for (const file of lists) {
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(module))
        expect(definedPaths.has(String(value)), `${path.basename(file)} ${name}`).toBe(true);
    }
  });

  it('no API path is written outside the endpoint tables and their path lists', () => {
    const sources = [path.join(repoRoot, 'apps/api/src'), path.join(repoRoot, 'apps/web/src'), contractsDir].flatMap(
      (dir) => filesBelow(dir, isSource),
    );
    const offenders = sources.filter(
      (file) =>
        !isEndpointTable(path.basename(file)) &&
        !isEndpointPathList(path.basename(file)) &&
        file !== PREFIX_LIST &&
        API_PATH.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(repoRoot, file))).toEqual([]);
  });
});
