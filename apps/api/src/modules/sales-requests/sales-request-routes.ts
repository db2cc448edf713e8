import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SALES_REQUEST_KEYS, SALES_REQUEST_RATE_LIMIT } from '@hissa/contracts/billing/sales-requests';
import {
  AdvertisingRequestEndpoint,
  CustomMediaRequestEndpoint,
  SalesRequestsEndpoint,
  UpdateSalesRequestEndpoint,
} from '@hissa/contracts/sales-requests-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { optionalSenderId } from '../../lib/optional-sender.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { mailSalesTeam, type SalesMailContext } from './sales-request-mail.ts';
import {
  createSalesRequest,
  listSalesRequests,
  type NewSalesRequest,
  updateSalesRequest,
} from './sales-request-service.ts';

/**
 * Sales requests (contracts sales-requests-endpoints.ts; decision 023): the two public forms and
 * the admin queue. A form with the honeypot (`website`) filled is answered as a success and
 * dropped; a signed-in sender is recorded; each stored request mails the team after the insert.
 */
export const salesRequestRoutes: FastifyPluginAsyncZod<{ db: Db; mail: Omit<SalesMailContext, 'log'> }> = async (
  app,
  { db, mail },
) => {
  const mailContext: SalesMailContext = { ...mail, log: app.log };
  // one counter per client address for both forms, counted before the body is read
  const perAddress = app.limitPerKey({
    name: 'sales-requests',
    ...SALES_REQUEST_RATE_LIMIT,
    key: (request) => request.ip,
  });
  const senderId = optionalSenderId(app);
  const submit = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: Omit<NewSalesRequest, 'kind'> & { website?: string },
    kind: NewSalesRequest['kind'],
  ) => {
    const { website, ...fields } = body;
    if (!website) {
      const stored = await createSalesRequest(db, { ...fields, kind }, await senderId(request, reply));
      await mailSalesTeam(mailContext, stored);
    }
    return reply.status(201).send({ message: translate(request.language, SALES_REQUEST_KEYS.submitted) });
  };

  app.route({
    ...endpointRoute(app, CustomMediaRequestEndpoint),
    onRequest: perAddress,
    handler: (request, reply) => submit(request, reply, request.body, 'custom_media_package'),
  });

  app.route({
    ...endpointRoute(app, AdvertisingRequestEndpoint),
    onRequest: perAddress,
    handler: (request, reply) => submit(request, reply, request.body, 'advertising'),
  });

  app.route({
    ...endpointRoute(app, SalesRequestsEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      return { ...(await listSalesRequests(db, request.query)), page, size };
    },
  });

  app.route({
    ...endpointRoute(app, UpdateSalesRequestEndpoint),
    handler: async (request) => ({
      message: translate(request.language, SALES_REQUEST_KEYS.updated),
      data: await updateSalesRequest(db, request.params.requestId, request.body, requireUser(request).id),
    }),
  });
};
