import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Endpoint } from '@hissa/contracts/http/endpoint';

/** The Fastify schema of an endpoint, typed so the zod type provider types the handler. */
type RouteSchema<E extends Endpoint> = {
  summary: string;
  tags: string[];
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: E['responses'];
  consumes?: string[];
  security?: { bearerAuth: [] }[];
};

/** Methods that only read by their nature. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** "METHOD path" of every route endpointRoute built from an endpoint that declares readOnly. */
const readOnlyRoutes = new Set<string>();

/**
 * True when `request` only reads: a GET or HEAD, or a call of an endpoint declared `readOnly`
 * (a POST carrying its filters; decision 073). What guards a write (the account-change sync,
 * the trading expiry sweep) is skipped for these.
 */
export function isReadRequest(request: FastifyRequest): boolean {
  return READ_METHODS.has(request.method) || readOnlyRoutes.has(`${request.method} ${request.routeOptions.url}`);
}

/**
 * The route options of an endpoint defined in packages/contracts (docs/decisions/012): method,
 * url and schema from the definition, and the role guard when the endpoint declares `access`
 * (401 without a valid token, 403 for another user type, before the body is read); a `readOnly`
 * endpoint's route answers true to isReadRequest. Spread it
 * into `app.route({ ...endpointRoute(app, SomeEndpoint), handler })`; route-specific options
 * (rate limits, body limits) go beside it.
 */
export function endpointRoute<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
): {
  method: E['method'];
  url: E['path'];
  schema: RouteSchema<E>;
  onRequest?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
} {
  const { params, query, body, responses, multipart, access } = endpoint;
  // Keys a definition leaves out stay out: Fastify and the OpenAPI output read present keys.
  const schema = {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(params && { params }),
    ...(query && { querystring: query }),
    ...(body && { body }),
    response: responses,
    ...(multipart && { consumes: ['multipart/form-data'] }),
    ...(access && { security: [{ bearerAuth: [] as [] }] }),
  } as RouteSchema<E>; // absent keys are undefined in the type, which Fastify reads the same way
  if (endpoint.readOnly) readOnlyRoutes.add(`${endpoint.method} ${endpoint.path}`);
  const onRequest = access && app.authorize(access, { allowFirstTimeLogin: endpoint.allowFirstTimeLogin === true });
  return { method: endpoint.method, url: endpoint.path, schema, ...(onRequest && { onRequest }) };
}
