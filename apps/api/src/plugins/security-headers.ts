import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of every answer (docs/decisions/010-browser-headers-and-bad-input.md):
 * scripts only from our own origin and never inline; styles from our origin and inline, because
 * Mantine injects <style> elements and the page's boot splash is an inline <style>; images
 * from our origin, data: and blob: (images the page makes from files); WebAssembly compiled from
 * our own files ('wasm-unsafe-eval' allows compiling wasm only, never eval of script text: the
 * meeting's background filter runs a wasm segmenter, decision 039); audio and video from our
 * origin and blob: (a meeting's content share plays the video file the attendee picks); calls only to our
 * origin; no plugins, no <base> elsewhere, no framing by any site. The Swagger UI at /api-docs
 * works under the same policy (its scripts and styles are files of our origin).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const;

/** The headers of every answer, as helmet options (see securityHeadersPlugin). */
const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'no-referrer' },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: false },
} satisfies HelmetOptions;

/**
 * The headers helmet sets with HELMET_OPTIONS, by lower-case name, worked out once by running
 * helmet's own middleware against a recording response: with no nonces and no per-request
 * directives none of them depends on the request, so each answer gets this map instead of
 * helmet's directive walk (decision 062).
 */
const SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
})();

/**
 * Sets the headers of securityHeadersPlugin on `reply` directly, for the answers Fastify makes
 * before any hook runs (sendFrameworkError: a URL that cannot be decoded).
 */
export function applySecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}

/** True when the request carries `Authorization: Bearer …`, i.e. its answer is a signed-in one. */
function hasBearerToken(request: FastifyRequest): boolean {
  return /^Bearer\s/i.test(request.headers.authorization ?? '');
}

/**
 * Browser security headers on every answer (API, web app, Swagger UI, errors and 404s alike),
 * helmet's with HELMET_OPTIONS (SECURITY_HEADERS), set as each request arrives: the CSP above,
 * X-Content-Type-Options nosniff, Referrer-Policy no-referrer (pages such as
 * /auth/reset-password/{token} carry a secret in their address), X-Frame-Options DENY for
 * browsers without frame-ancestors, the cross-origin isolation headers, HSTS (ignored by browsers
 * over plain HTTP). An answer to a request that carries a Bearer token gets
 * `Cache-Control: no-store`: no shared or browser cache keeps signed-in data.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      done();
    });
    app.addHook('onSend', async (request, reply) => {
      if (hasBearerToken(request)) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security-headers' },
);
