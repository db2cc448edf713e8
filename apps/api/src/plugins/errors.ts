import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_KEYS, type ErrorEnvelope } from '@hissa/contracts/errors';
import { type DigitSystem, digitsFromHeader, type Language, languageFromHeader } from '@hissa/contracts/languages';
import { isMessageKey, translate } from './i18n.ts';

/**
 * An error a route throws on purpose: HTTP `status`, a message key of the catalogue,
 * its interpolation params, optional field errors (keys too) and response headers
 * (e.g. Retry-After).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Record<string, unknown> = {},
    readonly fieldErrors: { field: string; key: string; params?: Record<string, unknown> }[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
  }
}

/**
 * Zod issues carry message keys where contracts set them; zod's own English texts are
 * replaced by a message key of the catalogue chosen by the issue code.
 */
function issueKey(code: string, message: string): string {
  if (isMessageKey(message)) return message;
  switch (code) {
    case 'invalid_type':
      return message.endsWith('received undefined') ? 'validation.required' : 'validation.invalidType';
    case 'too_big':
      return 'validation.tooLong';
    case 'too_small':
      return 'validation.tooShort';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalidValue';
  }
}

/**
 * The 400 envelope of zod issues checked outside a route schema (multipart bodies), with
 * fields named like the route schema's ones: `{context}.{path joined by dots}`.
 */
export function validationError(
  issues: readonly { code: string; message: string; path: readonly PropertyKey[] }[],
  context = 'body',
): AppError {
  const fieldErrors = issues.map((issue) => ({
    field: [context, ...issue.path.map(String)].join('.'),
    key: issueKey(issue.code, issue.message),
  }));
  return new AppError(400, ERROR_KEYS.validation, {}, fieldErrors);
}

/** The error envelope: the message of `key` in the request's language, numbers in its digits. */
function envelope(
  { language, digits }: { language: Language; digits: DigitSystem },
  key: string,
  params?: Record<string, unknown>,
  errors: ErrorEnvelope['errors'] = [],
): ErrorEnvelope {
  return { error: true, message: translate(language, key, params, digits), errors };
}

/**
 * Fastify's and @fastify/multipart's own errors that are the client's fault: the status and
 * message key of each (the status of the error itself when none is given).
 */
const CLIENT_ERRORS: Record<string, { key: string; status?: number }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { key: ERROR_KEYS.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: ERROR_KEYS.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { key: ERROR_KEYS.tooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: ERROR_KEYS.unsupportedMediaType, status: 415 },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { key: ERROR_KEYS.validation, status: 400 },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { key: ERROR_KEYS.unsupportedMediaType, status: 415 },
  FST_INVALID_JSON_FIELD_ERROR: { key: ERROR_KEYS.malformedMultipart, status: 400 },
  FST_PROTO_VIOLATION: { key: ERROR_KEYS.malformedMultipart, status: 400 },
  FST_MP_PREMATURE_CLOSE: { key: ERROR_KEYS.malformedMultipart, status: 400 },
  FST_PARTS_LIMIT: { key: ERROR_KEYS.tooLarge, status: 413 },
  FST_FILES_LIMIT: { key: ERROR_KEYS.tooLarge, status: 413 },
  FST_FIELDS_LIMIT: { key: ERROR_KEYS.tooLarge, status: 413 },
  FST_REQ_FILE_TOO_LARGE: { key: ERROR_KEYS.tooLarge, status: 413 },
  FST_ERR_BAD_URL: { key: ERROR_KEYS.badUrl, status: 400 },
  FST_ERR_MAX_PARAM_LENGTH: { key: ERROR_KEYS.badUrl, status: 414 },
};

/**
 * What the multipart parser (busboy) throws, with no code, for a form that is not one: no
 * boundary in the Content-Type, a boundary over 256 characters, a body that ends mid-form.
 */
const MULTIPART_SYNTAX_ERROR =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot have a length bigger than 256\.|Malformed part header)$/;

/** True when `error` is the multipart parser's answer to a malformed form (MULTIPART_SYNTAX_ERROR). */
export function isMultipartSyntaxError(error: unknown): boolean {
  return error instanceof Error && !('code' in error) && MULTIPART_SYNTAX_ERROR.test(error.message);
}

/**
 * Answers every failure with the envelope of architecture.md in the request's language:
 * 400 validation (with field errors), 404 unknown route, 4xx from AppError, Fastify's and the
 * multipart parser's client errors as 4xx (CLIENT_ERRORS, isMultipartSyntaxError), 500
 * otherwise (logged, never leaking internals).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { language, digits } = request;
      if (error instanceof AppError) {
        const fieldErrors = error.fieldErrors.map((fieldError) => ({
          field: fieldError.field,
          message: translate(language, fieldError.key, fieldError.params, digits),
        }));
        return reply
          .status(error.status)
          .headers(error.headers)
          .send(envelope(request, error.key, error.params, fieldErrors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((validation) => ({
          field: [error.validationContext, ...validation.instancePath.split('/')].filter(Boolean).join('.'),
          message: translate(language, issueKey(validation.keyword, validation.message ?? ''), {}, digits),
        }));
        return reply.status(400).send(envelope(request, ERROR_KEYS.validation, {}, errors));
      }
      const clientError = error.code ? CLIENT_ERRORS[error.code] : undefined;
      if (clientError)
        return reply.status(clientError.status ?? error.statusCode ?? 400).send(envelope(request, clientError.key));
      if (isMultipartSyntaxError(error))
        return reply.status(400).send(envelope(request, ERROR_KEYS.malformedMultipart));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send(envelope(request, ERROR_KEYS.validation));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(envelope(request, ERROR_KEYS.unknown));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);

/**
 * Fastify's `frameworkErrors` option: errors met before routing, so before any hook (a path
 * that is not valid percent-encoding: 400; a path parameter over the length limit: 414),
 * answered with the envelope in the language of the request's Accept-Language.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers['accept-language'];
  const locale = { language: languageFromHeader(header), digits: digitsFromHeader(header) };
  const clientError = error.code ? CLIENT_ERRORS[error.code] : undefined;
  if (!clientError) {
    request.log.error({ err: error }, 'framework error');
    return reply.status(500).send(envelope(locale, ERROR_KEYS.unknown));
  }
  return reply.status(clientError.status ?? 400).send(envelope(locale, clientError.key));
}

/** Sends the 404 envelope (API paths) — the SPA fallback handles page routes. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(envelope(request, ERROR_KEYS.routeNotFound));
}
