import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let harness: TestApp;
let webDistDir: string;
beforeAll(async () => {
  // a stand-in for apps/web/dist, so page routes are served as in production
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hissa-web-'));
  await fs.writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>',
  );
  harness = await createTestApp({ webDistDir });
});
afterAll(async () => {
  await harness.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, as { name: [values] }. */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('browser security headers', () => {
  it('sends the policy on API answers, errors, 404s, web pages and the Swagger UI alike', async () => {
    const me = await harness.app.inject({ method: 'GET', url: '/common-api/me' });
    expect(me.statusCode).toBe(401);
    const answers = [
      await harness.app.inject({ method: 'GET', url: '/healthz' }),
      me,
      await harness.app.inject({ method: 'GET', url: '/public-api/nothing-here' }),
      await harness.app.inject({ method: 'GET', url: '/auth/reset-password/3q2-7wEjL0QLmbFf0cG5Cg' }),
      await harness.app.inject({ method: 'GET', url: '/confirm-email/3q2-7wEjL0QLmbFf0cG5Cg' }),
      await harness.app.inject({ method: 'GET', url: '/api-docs/' }),
    ];
    for (const answer of answers) {
      const csp = directives(answer.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'self'"]);
      // only our own script files: no inline script, no eval, no other host; wasm compiles (decision 039)
      expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp['media-src']).toEqual(["'self'", 'blob:']);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
    // the page of a reset link is the web app's, with the token in its address
    expect(answers[3]?.statusCode).toBe(200);
    expect(answers[3]?.headers['content-type']).toMatch(/^text\/html/);
    expect(answers[3]?.headers['cache-control']).toBe('no-cache');
    expect(answers[5]?.statusCode).toBe(200);
  });

  it('marks signed-in answers no-store, and leaves anonymous ones cacheable', async () => {
    const headers = await loginAs(harness.app, USER_TYPES.individualInvestor);
    const signedIn = await harness.app.inject({ method: 'GET', url: '/common-api/me', headers });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const publicWithToken = await harness.app.inject({
      method: 'GET',
      url: '/public-api/lookup/development-stages',
      headers,
    });
    expect(publicWithToken.headers['cache-control']).toBe('no-store');
    const anonymous = await harness.app.inject({ method: 'GET', url: '/public-api/lookup/development-stages' });
    expect(anonymous.statusCode).toBe(200);
    // a lookup list is the same for everyone: shared caches may keep it (decision 025)
    expect(anonymous.headers['cache-control']).toBe('public, max-age=3600');
  });
});
