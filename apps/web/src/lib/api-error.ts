import type { ErrorEnvelope } from '@hissa/contracts/errors';

/**
 * A failed API call (thrown by api-client.ts; its own module so code that only checks for it
 * does not bring the client and zod into the start chunk, decision 045). `message` is the server's message, already in the request's language,
 * or a local one when the server could not be reached or answered something unexpected.
 */
export class ApiError extends Error {
  /** HTTP status, or 0 when the network failed. */
  readonly status: number;
  /** Field errors of the error envelope ({field, message}). */
  readonly fieldErrors: ErrorEnvelope['errors'];
  /** Seconds to wait before trying again (the Retry-After header of a 429), or null. */
  readonly retryAfterSeconds: number | null;

  constructor(
    message: string,
    status: number,
    fieldErrors: ErrorEnvelope['errors'] = [],
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** True for a 404 answer: the thing asked for does not exist. */
  get isNotFound(): boolean {
    return this.status === 404;
  }
}
