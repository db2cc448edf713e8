import type { z } from 'zod';
import type { UserType } from '../user-types.ts';

/*
 * One definition per endpoint (docs/decisions/012-endpoint-definitions.md): method, path, params,
 * query, body and responses are declared once here; the Fastify route (apps/api
 * lib/endpoint-route.ts) and the web's fetcher (apps/web lib/api-client.ts) are both typed and
 * built from that one object, so a path or a field cannot drift between them.
 */

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** First path segments that belong to the API; every other path is a page of the web app. */
export const API_PREFIXES = [
  '/public-api/',
  '/auth-api/',
  '/common-api/',
  '/user-api/',
  '/admin-api/',
  '/api-docs',
  '/healthz',
] as const;

/**
 * An endpoint. `path` uses `:name` placeholders, each one a key of `params`. `body` is a JSON
 * body schema; `multipart: true` instead means multipart/form-data that the route reads itself
 * (its fields are checked against the schemas the route names). `responses` maps each status
 * the endpoint answers with success to its body schema; `file: true` means the success body is a
 * stored file's bytes. `access` lists the user types allowed (absent: anyone, no token needed);
 * the server refuses others with 401/403 before reading the body.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly access?: readonly UserType[];
  /** With `access`: also lets in a user who must still change the first password. */
  readonly allowFirstTimeLogin?: true;
  readonly file?: true;
  /**
   * A POST that only reads (its filters sent as a JSON body): it changes nothing, so the server
   * treats it as it treats a GET, without what guards a write (waiting for account changes to
   * reach the instance, the trading expiry sweep; decision 073).
   */
  readonly readOnly?: true;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  readonly multipart?: true;
  readonly responses: Readonly<Partial<Record<200 | 201 | 202 | 204, z.ZodType>>>;
}

/** The `:name` placeholders of a path template, as a union of names. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** Requires `params` exactly when the path has placeholders, with one key per placeholder. */
type ParamsMatchPath<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { readonly params?: never }
  : { readonly params: z.ZodObject<Record<PathParamNames<E['path']>, z.ZodType>> };

/**
 * Declares an endpoint; returns it unchanged with its literal types kept. The compiler checks
 * that `params` names exactly the path's placeholders.
 */
export function defineEndpoint<const E extends Endpoint>(endpoint: E & ParamsMatchPath<E>): E {
  return endpoint;
}

/** Path values of an endpoint (numbers or strings, before the server coerces them). */
export type EndpointParams<E extends Endpoint> = E['params'] extends z.ZodObject ? z.input<E['params']> : undefined;
/** Query values of an endpoint. */
export type EndpointQuery<E extends Endpoint> = E['query'] extends z.ZodObject ? z.input<E['query']> : undefined;
/** What a client sends as the body: JSON matching `body`, or FormData for multipart. */
export type EndpointBody<E extends Endpoint> = E['multipart'] extends true
  ? FormData
  : E['body'] extends z.ZodType
    ? z.input<E['body']>
    : undefined;
/** The parsed body of any success answer of the endpoint. */
export type EndpointResponse<E extends Endpoint> = {
  [Status in keyof E['responses']]: E['responses'][Status] extends z.ZodType ? z.output<E['responses'][Status]> : never;
}[keyof E['responses']];

/**
 * The URL of a call: `:name` placeholders filled with the URI-encoded params, then the defined
 * query values (arrays repeat the key; undefined and null are left out).
 * Errors: throws when a placeholder has no value (a programming error, never user input).
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'method' | 'path'>,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
