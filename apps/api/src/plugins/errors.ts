import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_KEYS, type ErrorEnvelope } from '@hissa/contracts/errors';
import type { Language } from '@hissa/contracts/languages';
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
export function validationError(issues: readonly { code: string; message: string; path: readonly PropertyKey[] }[], context = 'body'): AppError {
  const fieldErrors = issues.map((issue) => ({ field: [context, ...issue.path.map(String)].join('.'), key: issueKey(issue.code, issue.message) }));
  return new AppError(400, ERROR_KEYS.validation, {}, fieldErrors);
}

function envelope(language: Language, key: string, params?: Record<string, unknown>, errors: ErrorEnvelope['errors'] = []): ErrorEnvelope {
  return { error: true, message: translate(language, key, params), errors };
}

/** Statuses of fastify's own errors that are the client's fault, with the message key for each. */
const CLIENT_ERROR_KEYS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERROR_KEYS.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERROR_KEYS.malformedJson,
  FST_ERR_CTP_BODY_TOO_LARGE: ERROR_KEYS.tooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERROR_KEYS.validation,
};

/**
 * Answers every failure with the envelope of architecture.md in the request's language:
 * 400 validation (with field errors), 404 unknown route, 4xx from AppError, 500 otherwise
 * (logged, never leaking internals).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const language = request.language;
      if (error instanceof AppError) {
        const fieldErrors = error.fieldErrors.map((fieldError) => ({
          field: fieldError.field,
          message: translate(language, fieldError.key, fieldError.params),
        }));
        return reply.status(error.status).headers(error.headers).send(envelope(language, error.key, error.params, fieldErrors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((validation) => ({
          field: [error.validationContext, ...validation.instancePath.split('/')].filter(Boolean).join('.'),
          message: translate(language, issueKey(validation.keyword, validation.message ?? '')),
        }));
        return reply.status(400).send(envelope(language, ERROR_KEYS.validation, {}, errors));
      }
      const clientKey = error.code ? CLIENT_ERROR_KEYS[error.code] : undefined;
      if (clientKey) return reply.status(error.statusCode ?? 400).send(envelope(language, clientKey));
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return reply.status(error.statusCode).send(envelope(language, ERROR_KEYS.validation));
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(envelope(language, ERROR_KEYS.unknown));
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);

/** Sends the 404 envelope (API paths) — the SPA fallback handles page routes. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(envelope(request.language, ERROR_KEYS.routeNotFound));
}
