import fs from 'node:fs/promises';
import http2 from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { HealthEndpoint } from '@hissa/contracts/health-endpoints';
import { JoinMeetingEndpoint, MeetingSignalEndpoint } from '@hissa/contracts/meetings-endpoints';
import type { JoinInfo } from '@hissa/contracts/meetings/meeting-rules';
import type { ServerFrame } from '@hissa/contracts/meetings/signal-messages';
import { loadTlsCredentials } from './config.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/* TLS_CERT_FILE / TLS_KEY_FILE (decision 061): one port answers HTTP/2 and HTTP/1.1 over TLS, and
   WebSocket upgrades (meeting signalling) keep working. */

const TLS_DIR = path.join(import.meta.dirname, 'test/tls');
const INDEX_HTML = '<!doctype html><html><head><title>Hissa</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4096))});`;

let t: TestApp;
let origin = '';
let ca: Buffer;
let webDistDir: string;

beforeAll(async () => {
  const tls = await loadTlsCredentials({
    certFile: path.join(TLS_DIR, 'localhost-cert.pem'),
    keyFile: path.join(TLS_DIR, 'localhost-key.pem'),
  });
  ca = tls.cert;
  webDistDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hissa-https-web-'));
  await fs.mkdir(path.join(webDistDir, 'assets'));
  await fs.writeFile(path.join(webDistDir, 'index.html'), INDEX_HTML);
  await fs.writeFile(path.join(webDistDir, 'assets/app-1a2b3c.js'), SCRIPT);
  await fs.writeFile(path.join(webDistDir, 'assets/app-1a2b3c.js.br'), brotliCompressSync(SCRIPT));
  t = await createTestApp({ tls, webDistDir });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = address.replace('127.0.0.1', 'localhost');
});

afterAll(async () => {
  await t.close();
  await fs.rm(webDistDir, { recursive: true, force: true });
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** GET `urlPath` over HTTP/2 (a new session per call), trusting the test certificate. */
async function getOverHttp2(urlPath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const session = http2.connect(origin, { ca });
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const stream = session.request({ ':path': urlPath, ...headers });
      const chunks: Buffer[] = [];
      let responseHeaders: http2.IncomingHttpHeaders = {};
      stream.on('response', (received) => (responseHeaders = received));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        resolve({ status: Number(responseHeaders[':status']), headers: responseHeaders, body: Buffer.concat(chunks) }),
      );
      stream.on('error', reject);
    });
  } finally {
    session.close();
  }
}

/** GET `urlPath` over HTTP/1.1 on TLS (ALPN offers only http/1.1), trusting the test certificate. */
function getOverHttp1(urlPath: string): Promise<Answer & { alpnProtocol: string | false | null }> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      `${origin}${urlPath}`,
      { agent: new https.Agent({ ca, ALPNProtocols: ['http/1.1'] }) },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
            alpnProtocol: (response.socket as TLSSocket).alpnProtocol,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

describe('HTTPS with HTTP/2', () => {
  it('serves the web app, its pre-compressed assets and the API over HTTP/2, with HSTS', async () => {
    const page = await getOverHttp2('/home');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root">');
    expect(page.headers['strict-transport-security']).toMatch(/max-age=31536000/);

    const script = await getOverHttp2('/assets/app-1a2b3c.js', { 'accept-encoding': 'br, gzip' });
    expect(script.status).toBe(200);
    expect(script.headers['content-encoding']).toBe('br');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.body.length).toBeLessThan(SCRIPT.length / 10);

    const health = await getOverHttp2(HealthEndpoint.path);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toMatchObject({ status: 'ok' });

    const missing = await getOverHttp2('/public-api/no-such-call', { 'accept-language': 'ar' });
    expect(missing.status).toBe(404);
  });

  it('answers a client that speaks only HTTP/1.1 on the same port', async () => {
    const page = await getOverHttp1('/home');
    expect(page.alpnProtocol).toBe('http/1.1');
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<div id="root">');
  });

  it('upgrades the meeting signalling WebSocket over TLS and sends the welcome', async () => {
    const joined = await t.app.inject({
      method: JoinMeetingEndpoint.method,
      url: JoinMeetingEndpoint.path,
      query: { title: 'Board sync over TLS', name: 'Sara' },
    });
    expect(joined.statusCode).toBe(201);
    const { meeting, attendee } = joined.json<{ data: JoinInfo }>().data;
    const query = new URLSearchParams({
      meetingId: meeting.meetingId,
      attendeeId: attendee.attendeeId,
      token: attendee.token,
    });
    const socket = new WebSocket(`${origin.replace('https', 'wss')}${MeetingSignalEndpoint.path}?${query.toString()}`, {
      ca,
    });
    const first = await new Promise<ServerFrame>((resolve, reject) => {
      socket.once('message', (raw: Buffer) => resolve(JSON.parse(raw.toString()) as ServerFrame));
      socket.once('error', reject);
    });
    socket.close();
    expect(first.type).toBe('welcome');
  });
});
