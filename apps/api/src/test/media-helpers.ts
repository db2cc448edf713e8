import fs from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { loginAs } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { multipartPayload } from './multipart.ts';

/*
 * What the media tests share: the app with the admin signed in, JSON and multipart calls as the
 * admin, a field's refusal, and the outbox's mails.
 */

/**
 * Starts the test file's own app and signs the admin in before its first test, hands both to
 * `onStarted` (the file keeps them for its tests), and closes the app after its last test.
 */
export function withAdminTestApp(onStarted: (started: { harness: TestApp; admin: Record<string, string> }) => void) {
  let harness: TestApp | undefined;
  beforeAll(async () => {
    harness = await createTestApp();
    onStarted({ harness, admin: await loginAs(harness.app, USER_TYPES.admin) });
  });
  afterAll(() => harness?.close());
}

/** Expects `response` to be a 400 that refuses `field` ("body.publishAt") with `message`. */
export function expectFieldError(response: LightMyRequestResponse, field: string, message: string): void {
  expect(response.statusCode).toBe(400);
  expect(response.json<ErrorEnvelope>().errors).toContainEqual({ field, message });
}

/** A JSON call through the HTTP layer with `headers` (the admin's authorization, a language). */
export function call(
  harness: TestApp,
  method: InjectOptions['method'],
  url: string,
  headers: Record<string, string> = {},
  payload?: unknown,
) {
  return harness.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Uploads `content` as the multipart file field `field` named `name`. */
export async function upload(
  harness: TestApp,
  url: string,
  headers: Record<string, string>,
  field: string,
  content: Buffer,
  name: string,
) {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(content)], name));
  const body = await multipartPayload(form);
  return harness.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

/** Every outbox mail sent to `to`, oldest first, with folded lines and quoted-printable soft breaks undone. */
export async function mailsTo(harness: TestApp, to: string): Promise<string[]> {
  const dir = path.join(harness.config.dataDir, 'outbox');
  const files = (await fs.readdir(dir).catch(() => [])).sort();
  const mails = await Promise.all(files.map((file) => fs.readFile(path.join(dir, file), 'utf8')));
  return mails
    .filter((text) => text.includes(`To: ${to}`))
    .map((text) =>
      text
        .replace(/\r?\n[ \t]+/g, ' ')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    );
}
