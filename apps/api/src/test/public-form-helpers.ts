import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { nextRemoteAddress } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/*
 * What the public forms' tests share (contact us, demo tours, the newsletter, sales requests):
 * a visitor's POST and the outbox's mail files.
 */

/**
 * A public form's POST to `endpoint` through the HTTP layer: in `language` (English unless
 * given), from a fresh client address unless `remoteAddress` (the per-address limits), with extra
 * `headers` (a signed-in sender's authorization); the raw response.
 */
export function postPublicForm(
  app: FastifyInstance,
  endpoint: { path: string },
  payload: Record<string, unknown>,
  options: { language?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: endpoint.path,
    headers: { 'accept-language': options.language ?? 'en', ...options.headers },
    remoteAddress: options.remoteAddress ?? nextRemoteAddress(),
    payload,
  });
}

/** The names of the mail files in the outbox, sorted (oldest first); none before the first mail. */
export async function outboxFiles(harness: TestApp): Promise<string[]> {
  return (await fs.readdir(path.join(harness.config.dataDir, 'outbox')).catch(() => [] as string[])).sort();
}
