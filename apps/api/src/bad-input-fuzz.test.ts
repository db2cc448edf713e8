import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '@hissa/contracts/errors';
import { USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { samplePdf } from './modules/files/sample-files.ts';
import { USER_TYPES_EXTENSION } from './plugins/auth.ts';
import { loginAs, nextRemoteAddress } from './test/auth-helpers.ts';
import {
  type JsonSchema,
  leafPaths,
  sampleValue,
  withLeaf,
  withNulByte,
  withWrongTypes,
} from './test/openapi-samples.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * Bad input never causes a server error (docs/decisions/010-browser-headers-and-bad-input.md):
 * every operation of the app's own OpenAPI document gets malformed path parameters, query
 * strings and bodies, anonymously (English) and signed in as a user type the operation lets
 * through (Arabic). Any 5xx fails the test with the list of what caused it; every 4xx must be
 * the error envelope in the caller's language.
 */

type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  jsonBody: JsonSchema | undefined;
  userTypes: UserType[] | undefined;
};
type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        [USER_TYPES_EXTENSION]?: UserType[];
      }
    >
  >;
};

/** Malformed path segments, already URL-encoded as a client would send them. */
const MALFORMED_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  'abc',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%F0%9F%98%80',
  'x'.repeat(300),
  '..%2F..%2Fetc%2Fpasswd',
  '%20',
  'null',
];
/** Malformed query values (URLSearchParams encodes them). */
const MALFORMED_QUERY_VALUES = [
  '\u0000',
  'a\u0000b',
  '-1',
  '1.5',
  'abc',
  '2147483648',
  '99999999999999999999',
  'x'.repeat(5000),
];
/** Numbers past what a column holds or a float can say. */
const HUGE_NUMBERS = [2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308, -1e308];
/** The JSON body limit of the app is 1 MiB; this is over it. */
const OVERSIZED_JSON = `{"x":"${'a'.repeat(1_200_000)}"}`;
/** A junk body of 25 MB, declared as a multipart form (its boundary never comes). */
const JUNK_25_MB = Buffer.alloc(25 * 1024 * 1024, 'junk-');
const BOUNDARY = '----hissafuzz';

/** A multipart form of `parts` (name, value, optional file name), whole or cut after `cutAt` bytes. */
function multipartBody(parts: { name: string; value: string | Buffer; fileName?: string }[], cutAt?: number): Buffer {
  const chunks = parts.flatMap(({ name, value, fileName }) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"`}\r\n` +
        (fileName === undefined ? '\r\n' : 'Content-Type: application/pdf\r\n\r\n'),
    ),
    Buffer.isBuffer(value) ? value : Buffer.from(value),
    Buffer.from('\r\n'),
  ]);
  const whole = Buffer.concat([...chunks, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return cutAt === undefined ? whole : whole.subarray(0, cutAt);
}

const PDF = samplePdf('fuzz');
const MULTIPART_WITH_NUL = multipartBody([
  { name: 'name', value: 'a\u0000b' },
  { name: 'file', value: PDF, fileName: 'report\u0000.pdf' },
]);
const TRUNCATED_MULTIPART = multipartBody(
  [
    { name: 'name', value: 'abc' },
    { name: 'file', value: PDF, fileName: 'report.pdf' },
  ],
  200,
);

/** The operations of the document, sorted, with what the fuzzing needs of each. */
function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
        userTypes: operation[USER_TYPES_EXTENSION],
      })),
    )
    .sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The URL of `operation` with path parameters `segments` (raw, already encoded) and `query`. */
function urlOf(operation: Operation, segments: Record<string, string>, query: URLSearchParams): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => segments[name] ?? '1');
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Operations whose valid-looking call would end a fuzzing caller's session (revoking the demo
 * provider's claim signs that provider out); they are fuzzed on an id that does not exist.
 */
const ENDS_A_CALLERS_SESSION = new Set(['/admin-api/marketplace/claims/{claimId}/revoke']);
const ABSENT_ID = '2147483647';

function validSegments(operation: Operation): Record<string, string> {
  return Object.fromEntries(
    operation.parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [
        parameter.name,
        ENDS_A_CALLERS_SESSION.has(operation.path)
          ? ABSENT_ID
          : encodeURIComponent(String(sampleValue(parameter.schema, parameter.name))),
      ]),
  );
}

function validQuery(operation: Operation): URLSearchParams {
  return new URLSearchParams(
    operation.parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter): [string, string] => [parameter.name, String(sampleValue(parameter.schema, parameter.name))]),
  );
}

/** One request of the fuzzing: what it tries, and how it is sent (besides method, language and token). */
type FuzzCase = { name: string; url: string; payload?: InjectOptions['payload']; contentType?: string };

/** Every malformed request for `operation`. */
function casesOf(operation: Operation): FuzzCase[] {
  const segments = validSegments(operation);
  const query = validQuery(operation);
  const url = urlOf(operation, segments, query);
  const body = operation.jsonBody ? sampleValue(operation.jsonBody) : undefined;
  const hasBody = operation.method !== 'GET' && operation.method !== 'HEAD';
  const jsonCase = (name: string, value: unknown, caseUrl = url): FuzzCase => ({
    name,
    url: caseUrl,
    payload: JSON.stringify(value),
    contentType: 'application/json',
  });
  const cases: FuzzCase[] = [];

  cases.push(body === undefined ? { name: 'valid-looking', url } : jsonCase('valid-looking', body));
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
    for (const segment of MALFORMED_SEGMENTS) {
      const caseUrl = urlOf(operation, { ...segments, [parameter.name]: segment }, query);
      cases.push(
        body === undefined
          ? { name: `path ${parameter.name}=${segment.slice(0, 20)}`, url: caseUrl }
          : jsonCase(`path ${parameter.name}=${segment.slice(0, 20)}`, body, caseUrl),
      );
    }
  }
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
    for (const value of MALFORMED_QUERY_VALUES) {
      const malformed = new URLSearchParams(query);
      malformed.set(parameter.name, value);
      cases.push({
        name: `query ${parameter.name}=${JSON.stringify(value.slice(0, 20))}`,
        url: urlOf(operation, segments, malformed),
      });
    }
    const repeated = new URLSearchParams(query);
    repeated.append(parameter.name, String(sampleValue(parameter.schema)));
    cases.push({ name: `query ${parameter.name} twice`, url: urlOf(operation, segments, repeated) });
  }
  const unknownQuery = new URLSearchParams(query);
  unknownQuery.set('unknown\u0000', '\u0000');
  cases.push({ name: 'query: unknown parameter with NUL', url: urlOf(operation, segments, unknownQuery) });
  if (!hasBody) return cases;

  cases.push({ name: 'JSON null', url, payload: 'null', contentType: 'application/json' });
  cases.push({ name: 'JSON empty', url, payload: '', contentType: 'application/json' });
  cases.push({ name: 'JSON malformed', url, payload: '{"a":', contentType: 'application/json' });
  cases.push({
    name: 'JSON prototype pollution',
    url,
    payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    contentType: 'application/json',
  });
  cases.push(jsonCase('JSON array', []));
  cases.push(jsonCase('JSON string', 'abc'));
  cases.push(jsonCase('JSON number', 1e308));
  cases.push(jsonCase('JSON NUL string', '\u0000'));
  cases.push(jsonCase('JSON object with NUL key', { 'a\u0000': 'b\u0000' }));
  cases.push({
    name: 'JSON nested 100,000 deep',
    url,
    payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    contentType: 'application/json',
  });
  cases.push({ name: 'JSON over the body limit', url, payload: OVERSIZED_JSON, contentType: 'application/json' });
  cases.push({ name: 'text/plain', url, payload: 'a\u0000b', contentType: 'text/plain' });
  cases.push({
    name: 'octet-stream',
    url,
    payload: Buffer.from([0, 1, 2, 3]),
    contentType: 'application/octet-stream',
  });
  cases.push({
    name: 'multipart without boundary',
    url,
    payload: MULTIPART_WITH_NUL,
    contentType: 'multipart/form-data',
  });
  cases.push({
    name: 'multipart cut short',
    url,
    payload: TRUNCATED_MULTIPART,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  cases.push({
    name: 'multipart with NUL in a field and a file name',
    url,
    payload: MULTIPART_WITH_NUL,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  cases.push({
    name: 'multipart 25 MB junk',
    url,
    payload: JUNK_25_MB,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  });
  if (body !== undefined) {
    cases.push(jsonCase('wrong types', withWrongTypes(body)));
    for (const path of leafPaths(body, 'string'))
      cases.push(jsonCase(`NUL in body.${path.join('.')}`, withLeaf(body, path, withNulByte)));
    for (const path of leafPaths(body, 'number')) {
      for (const huge of HUGE_NUMBERS)
        cases.push(
          jsonCase(
            `body.${path.join('.')}=${huge}`,
            withLeaf(body, path, () => huge),
          ),
        );
      cases.push(
        jsonCase(
          `body.${path.join('.')}="1e400"`,
          withLeaf(body, path, () => '1e400'),
        ),
      );
    }
  }
  return cases;
}

/** The signed-in user type the fuzzing uses for `operation`: the first it lets through, or an investor for public ones. */
function userTypeFor(operation: Operation): UserType {
  return operation.userTypes?.[0] ?? USER_TYPES.individualInvestor;
}

const ARABIC = /[\u0600-\u06ff]/;

let harness: TestApp;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(() => harness.close());

/**
 * The operations are fuzzed in PARTS tests of every PARTS-th operation each, so that each test
 * stays within its time budget on a loaded machine as the API grows.
 */
const PARTS = 4;

describe('bad input, every operation of the OpenAPI document', () => {
  it('covers the whole API', () => {
    expect(operationsOf(harness.app.swagger() as unknown as OpenApiDocument).length).toBeGreaterThan(100);
  });

  for (let part = 0; part < PARTS; part += 1)
    it(
      `never answers 5xx; 4xx answers are the envelope in the caller language (part ${part + 1} of ${PARTS})`,
      { timeout: 300_000 },
      async () => {
        const app: FastifyInstance = harness.app;
        const operations = operationsOf(app.swagger() as unknown as OpenApiDocument).filter(
          (_, index) => index % PARTS === part,
        );
        const tokens = new Map<UserType, { authorization: string }>();
        for (const operation of operations) {
          const userType = userTypeFor(operation);
          if (!tokens.has(userType)) tokens.set(userType, await loginAs(app, userType));
        }

        const serverErrors: string[] = [];
        const badEnvelopes: string[] = [];
        const unguarded: string[] = [];
        let requests = 0;
        const started = performance.now();
        for (const operation of operations) {
          const signedIn = tokens.get(userTypeFor(operation));
          let passedGuard = false;
          for (const caller of [
            { name: 'anonymous', language: 'en', headers: {}, isSignedIn: false },
            { name: `user type ${userTypeFor(operation)}`, language: 'ar', headers: signedIn ?? {}, isSignedIn: true },
          ]) {
            for (const fuzzCase of casesOf(operation)) {
              const headers: Record<string, string> = { 'accept-language': caller.language, ...caller.headers };
              if (fuzzCase.contentType) headers['content-type'] = fuzzCase.contentType;
              const response = await app.inject({
                method: operation.method as InjectOptions['method'],
                url: fuzzCase.url,
                headers,
                payload: fuzzCase.payload,
                remoteAddress: nextRemoteAddress(),
              });
              requests += 1;
              const where = `${operation.method} ${operation.path} [${caller.name}] ${fuzzCase.name}`;
              if (response.statusCode >= 500)
                serverErrors.push(`${where}: ${response.statusCode} ${response.body.slice(0, 160)}`);
              if (caller.isSignedIn && response.statusCode !== 401 && response.statusCode !== 403) passedGuard = true;
              if (response.statusCode >= 400 && response.statusCode < 500) {
                const envelope = ErrorEnvelopeSchema.safeParse(safeJson(response.body));
                if (!envelope.success)
                  badEnvelopes.push(
                    `${where}: ${response.statusCode} not the envelope: ${response.body.slice(0, 120)}`,
                  );
                else if (caller.language === 'ar' && !ARABIC.test(envelope.data.message))
                  badEnvelopes.push(`${where}: ${response.statusCode} not in Arabic: ${envelope.data.message}`);
              }
            }
          }
          if (!passedGuard) unguarded.push(`${operation.method} ${operation.path}`);
        }
        const seconds = (performance.now() - started) / 1000;
        console.info(
          `bad-input fuzz, part ${part + 1} of ${PARTS}: ${operations.length} operations, ${requests} requests, ${serverErrors.length} 5xx, ${seconds.toFixed(1)} s`,
        );

        // unguarded: operations whose guard the signed-in caller never got past (so were not fuzzed deeply)
        expect({ serverErrors, badEnvelopes, unguarded }).toEqual({
          serverErrors: [],
          badEnvelopes: [],
          unguarded: [],
        });
        // and is still signed in: no request of the fuzzing ended its session
        for (const headers of tokens.values())
          expect((await app.inject({ method: 'GET', url: '/common-api/me', headers })).statusCode).toBe(200);
      },
    );
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
