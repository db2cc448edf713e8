import { z } from 'zod';

/**
 * The one error envelope every failing API call answers with (architecture.md,
 * "The API contract"); the spec's screens read `message` and `errors`.
 * `message` and each `errors[].message` are already in the request's language.
 */
export const ErrorEnvelopeSchema = z.object({
  error: z.literal(true),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** Keys of the server's error messages; texts live in messages/{en,ar}.json under "errors". */
export const ERROR_KEYS = {
  validation: 'errors.validation',
  malformedJson: 'errors.malformedJson',
  malformedMultipart: 'errors.malformedMultipart',
  unsupportedMediaType: 'errors.unsupportedMediaType',
  badUrl: 'errors.badUrl',
  notFound: 'errors.notFound',
  routeNotFound: 'errors.routeNotFound',
  unauthenticated: 'errors.unauthenticated',
  forbidden: 'errors.forbidden',
  conflict: 'errors.conflict',
  tooLarge: 'errors.tooLarge',
  rateLimited: 'errors.rateLimited',
  unknown: 'errors.unknown',
  unknownLookup: 'errors.unknownLookup',
  companyNotFound: 'errors.companyNotFound',
  serviceProviderNotFound: 'errors.serviceProviderNotFound',
  providerNotLinked: 'errors.providerNotLinked',
} as const;

/**
 * Field-error keys the server checks on every request beyond the route schemas (texts under
 * "validation"): a NUL character in any text of a body, query, path or multipart form, which
 * PostgreSQL cannot store (docs/decisions/010-browser-headers-and-bad-input.md).
 */
export const INPUT_KEYS = {
  nulCharacter: 'validation.nulCharacter',
} as const;
