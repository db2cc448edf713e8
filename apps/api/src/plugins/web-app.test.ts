import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let harness: TestApp;
let webDistDir: string;

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-Ab12Cd34.js"></script></body></html>';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, row) => ({ row, label: `row ${row}` })))};`;
/** Bytes that do not compress, as a PNG or PDF's are; over the compression threshold. */
const OPAQUE = randomBytes(4096);

/** Writes `name` and, like the web build, its .br and .gz copies. */
async function writeWithCopies(name: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(path.join(webDistDir, name)), { recursive: true });
  await fs.writeFile(path.join(webDistDir, name), text);
  await fs.writeFile(path.join(webDistDir, `${name}.br`), zlib.brotliCompressSync(text));
  await fs.writeFile(path.join(webDistDir, `${name}.gz`), zlib.gzipSync(text));
}

beforeAll(async () => {
  // a stand-in for apps/web/dist as the build leaves it: hashed assets with pre-compressed copies
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hissa-web-'));
  await writeWithCopies('index.html', INDEX_HTML);
  await writeWithCopies('assets/index-Ab12Cd34.js', SCRIPT);
  await fs.writeFile(path.join(webDistDir, 'assets/logo-Ef56Gh78.png'), OPAQUE);
  await fs.writeFile(path.join(webDistDir, 'assets/terms-Ij90Kl12.pdf'), OPAQUE);
  harness = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await harness.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return harness.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

/** The body of an answer as the browser reads it, after undoing its Content-Encoding. */
function decoded(answer: Awaited<ReturnType<typeof get>>): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.rawPayload).toString();
  expect(encoding).toBeUndefined();
  return answer.body;
}

describe('the web app files', () => {
  it('sends the pre-compressed copy the browser accepts, and caches hashed assets for a year', async () => {
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const script = await get('/assets/index-Ab12Cd34.js', acceptEncoding);
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-encoding']).toBe(encoding);
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(script.headers.vary).toMatch(/accept-encoding/i);
      expect(decoded(script)).toBe(SCRIPT);
    }
    const brotli = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
  });

  it('revalidates index.html, for its own address and for every page address (the SPA fallback)', async () => {
    for (const url of ['/', '/index.html', '/companies', '/dashboard/investor/home']) {
      const page = await get(url, 'gzip, deflate, br');
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(decoded(page), url).toBe(INDEX_HTML);
    }
  });

  it('sends images and PDFs as they are, never compressed again', async () => {
    for (const url of ['/assets/logo-Ef56Gh78.png', '/assets/terms-Ij90Kl12.pdf']) {
      const file = await get(url, 'gzip, deflate, br');
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-encoding'], url).toBeUndefined();
      expect(file.rawPayload.equals(OPAQUE), url).toBe(true);
    }
  });
});

describe('robots.txt', () => {
  it('allows the public pages, disallows the signed-in areas, sign-in pages and the API, and names the sitemap', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = robots.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const prefix of [
      '/dashboard',
      '/admin',
      '/auth',
      '/public-api/',
      '/common-api/',
      '/admin-api/',
      '/api-docs',
    ]) {
      expect(lines).toContain(`Disallow: ${prefix}`);
    }
    expect(lines).toContainEqual(expect.stringMatching(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/));
    expect(robots.body).not.toMatch(/<html/i);
  });
});

describe('compression of API answers', () => {
  it('compresses JSON of 1 KB or more with brotli or gzip, to the same JSON', async () => {
    const plain = await get('/public-api/demo-accounts', '');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const compressed = await get('/public-api/demo-accounts', encoding);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers.vary).toMatch(/accept-encoding/i);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(compressed))).toEqual(plain.json());
    }
  });

  it('sends small answers and small error envelopes uncompressed', async () => {
    for (const url of ['/healthz', '/public-api/nothing-here', '/common-api/me']) {
      const answer = await get(url, 'gzip, deflate, br');
      expect(answer.rawPayload.length, url).toBeLessThan(1024);
      expect(answer.headers['content-encoding'], url).toBeUndefined();
      expect(answer.json(), url).toBeTypeOf('object');
    }
    expect((await get('/public-api/nothing-here', 'br')).json()).toMatchObject({ error: true });
  });
});
