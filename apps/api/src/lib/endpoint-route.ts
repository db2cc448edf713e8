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

/**
 * The route options of an endpoint defined in packages/contracts (docs/decisions/012): method,
 * url and schema from the definition, and the role guard when the endpoint declares `access`
 * (401 without a valid token, 403 for another user type, before the body is read). Spread it
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
  const onRequest = access && app.authorize(access, { allowFirstTimeLogin: endpoint.allowFirstTimeLogin === true });
  return { method: endpoint.method, url: endpoint.path, schema, ...(onRequest && { onRequest }) };
}
