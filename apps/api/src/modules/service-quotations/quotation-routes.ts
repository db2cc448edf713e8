import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { REQUIREMENT_KEYS } from '@hissa/contracts/services-marketplace/requirements';
import {
  CreateQuotationRequestSchema,
  QUOTATION_KEYS,
  RespondQuotationSchema,
} from '@hissa/contracts/services-marketplace/quotations';
import {
  AcceptQuotationEndpoint,
  BuyerRequestEndpoint,
  BuyerRequestsEndpoint,
  CompleteQuotationEndpoint,
  ConnectionQueueEndpoint,
  ConnectProviderEndpoint,
  CreateQuotationRequestEndpoint,
  DeclineQuotationEndpoint,
  DeleteQuotationRequestEndpoint,
  DeleteQuotationResponseEndpoint,
  ProviderQuotationEndpoint,
  ProviderQuotationsEndpoint,
  ProposalTargetEndpoint,
  QuotationAttachmentEndpoint,
  RespondQuotationEndpoint,
  ReviewQuotationEndpoint,
  SendProposalEndpoint,
  UpdateQuotationRequestEndpoint,
} from '@hissa/contracts/service-quotations-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import type { Language } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { serviceQuotations } from '../../db/schema/quotations.ts';
import { users } from '../../db/schema/users.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import type { FileStore } from '../files/file-store.ts';
import { sendStoredFile } from '../files/send-stored-file.ts';
import { findStoredFile } from '../files/stored-files.ts';
import { withMultipart } from '../requests/request-routes.ts';
import { actingProviderId, proposingProviderId } from './quotation-access.ts';
import { mailBuyerResponded, mailProviderUsers, type QuotationMailContext } from './quotation-mail.ts';
import {
  canReadQuotationFile,
  findBuyerRequest,
  findProposalTarget,
  findProviderQuotation,
  listConnectionQueue,
  searchBuyerRequests,
  searchProviderQuotations,
} from './quotation-queries.ts';
import {
  acceptQuotation,
  completeQuotation,
  createQuotationRequest,
  declineQuotation,
  deleteQuotationRequest,
  markConnected,
  respondToQuotation,
  reviewQuotation,
  sendProposal,
  updateQuotationRequest,
  withdrawResponse,
} from './quotation-service.ts';

/**
 * Quotation requests and service quotations (contracts service-quotations-endpoints.ts; decision
 * 018). Buyers send, list, compare, accept, decline, edit, delete and review; provider users
 * answer for their provider; the admin works the unregistered-provider queue. Writes answer
 * {message (request language), data}; lists {data, page, size, total}. Attachments are checked
 * by content and size exactly like requests' (withMultipart of the requests module).
 * Mails go after the commit (quotation-mail.ts).
 */
export const quotationRoutes: FastifyPluginAsyncZod<{
  db: Db;
  fileStore: FileStore;
  mail: Omit<QuotationMailContext, 'log'>;
}> = async (app, { db, fileStore, mail }) => {
  const mailContext: QuotationMailContext = { ...mail, log: app.log };
  const removeFiles = (fileIds: readonly string[]) => Promise.all(fileIds.map((fileId) => fileStore.delete(fileId)));
  const buyerDetail = async (buyerUserId: number, requestId: number, language: Language) => {
    const detail = await findBuyerRequest(db, buyerUserId, requestId, language);
    if (!detail) throw new AppError(404, QUOTATION_KEYS.requestNotFound);
    return detail;
  };
  const providerDetail = async (providerId: number, quotationId: number) => {
    const detail = await findProviderQuotation(db, providerId, quotationId);
    if (!detail) throw new AppError(404, QUOTATION_KEYS.quotationNotFound);
    return detail;
  };
  const providerOf = (request: FastifyRequest) => actingProviderId(db, requireUser(request));

  app.route({
    ...endpointRoute(app, CreateQuotationRequestEndpoint),
    handler: async (request, reply) => {
      const buyer = requireUser(request);
      const created = await withMultipart(request, fileStore, CreateQuotationRequestSchema, (fields, files) =>
        createQuotationRequest(db, buyer.id, fields, files),
      );
      const quotationIds = (
        await db
          .select({ id: serviceQuotations.id, providerId: serviceQuotations.providerId })
          .from(serviceQuotations)
          .where(eq(serviceQuotations.quotationRequestId, created.requestId))
      )
        .filter((row) => created.registeredProviderIds.includes(row.providerId))
        .map((row) => row.id);
      await mailProviderUsers(mailContext, 'quotationRequested', quotationIds);
      const key = created.queuedProviderIds.length > 0 ? QUOTATION_KEYS.submittedWithQueue : QUOTATION_KEYS.submitted;
      return reply.status(201).send({
        message: translate(request.language, key),
        data: await buyerDetail(buyer.id, created.requestId, request.language),
      });
    },
  });

  app.route({
    ...endpointRoute(app, BuyerRequestsEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      const result = await searchBuyerRequests(db, requireUser(request).id, request.query, request.language);
      return { ...result, page, size };
    },
  });

  app.route({
    ...endpointRoute(app, BuyerRequestEndpoint),
    handler: async (request) => ({
      data: await buyerDetail(requireUser(request).id, request.params.requestId, request.language),
    }),
  });

  app.route({
    ...endpointRoute(app, UpdateQuotationRequestEndpoint),
    handler: async (request) => {
      const buyerId = requireUser(request).id;
      await updateQuotationRequest(db, buyerId, request.params.requestId, request.body);
      return {
        message: translate(request.language, QUOTATION_KEYS.requestUpdated),
        data: await buyerDetail(buyerId, request.params.requestId, request.language),
      };
    },
  });

  app.route({
    ...endpointRoute(app, DeleteQuotationRequestEndpoint),
    handler: async (request) => {
      await removeFiles(await deleteQuotationRequest(db, requireUser(request).id, request.params.requestId));
      return { message: translate(request.language, QUOTATION_KEYS.requestDeleted) };
    },
  });

  app.route({
    ...endpointRoute(app, AcceptQuotationEndpoint),
    handler: async (request) => {
      const buyerId = requireUser(request).id;
      const { requestId } = await acceptQuotation(db, buyerId, request.params.quotationId, request.body);
      await mailProviderUsers(mailContext, 'quotationAccepted', [request.params.quotationId]);
      return {
        message: translate(request.language, QUOTATION_KEYS.accepted),
        data: await buyerDetail(buyerId, requestId, request.language),
      };
    },
  });

  app.route({
    ...endpointRoute(app, DeclineQuotationEndpoint),
    handler: async (request) => {
      const buyerId = requireUser(request).id;
      const requestId = await declineQuotation(db, buyerId, request.params.quotationId);
      return {
        message: translate(request.language, QUOTATION_KEYS.declined),
        data: await buyerDetail(buyerId, requestId, request.language),
      };
    },
  });

  app.route({
    ...endpointRoute(app, ReviewQuotationEndpoint),
    handler: async (request, reply) => {
      const buyerId = requireUser(request).id;
      const requestId = await reviewQuotation(db, buyerId, request.params.quotationId, request.body, request.language);
      return reply.status(201).send({
        message: translate(request.language, QUOTATION_KEYS.reviewed),
        data: await buyerDetail(buyerId, requestId, request.language),
      });
    },
  });

  app.route({
    ...endpointRoute(app, ProviderQuotationsEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      const result = await searchProviderQuotations(db, await providerOf(request), request.query);
      return { ...result, page, size };
    },
  });

  app.route({
    ...endpointRoute(app, ProviderQuotationEndpoint),
    handler: async (request) => ({
      data: await providerDetail(await providerOf(request), request.params.quotationId),
    }),
  });

  app.route({
    ...endpointRoute(app, RespondQuotationEndpoint),
    handler: async (request) => {
      const user = requireUser(request);
      const providerId = await providerOf(request);
      const { quotationId } = request.params;
      const result = await withMultipart(request, fileStore, RespondQuotationSchema, (fields, files) =>
        respondToQuotation(db, providerId, user.id, quotationId, fields, files),
      );
      await removeFiles(result.removedFileIds);
      await mailBuyerResponded(mailContext, quotationId);
      return {
        message: translate(
          request.language,
          result.isFirst ? QUOTATION_KEYS.responded : QUOTATION_KEYS.responseUpdated,
        ),
        data: await providerDetail(providerId, quotationId),
      };
    },
  });

  app.route({
    ...endpointRoute(app, DeleteQuotationResponseEndpoint),
    handler: async (request) => {
      const providerId = await providerOf(request);
      await removeFiles(await withdrawResponse(db, providerId, request.params.quotationId));
      return {
        message: translate(request.language, QUOTATION_KEYS.responseDeleted),
        data: await providerDetail(providerId, request.params.quotationId),
      };
    },
  });

  app.route({
    ...endpointRoute(app, CompleteQuotationEndpoint),
    handler: async (request) => {
      const providerId = await providerOf(request);
      await completeQuotation(db, providerId, request.params.quotationId);
      return {
        message: translate(request.language, QUOTATION_KEYS.completed),
        data: await providerDetail(providerId, request.params.quotationId),
      };
    },
  });

  app.route({
    ...endpointRoute(app, ProposalTargetEndpoint),
    handler: async (request) => {
      const target = await findProposalTarget(
        db,
        await proposingProviderId(db, requireUser(request)),
        request.params.requirementId,
      );
      if (!target) throw new AppError(404, REQUIREMENT_KEYS.notFound);
      return { data: target };
    },
  });

  app.route({
    ...endpointRoute(app, SendProposalEndpoint),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const providerId = await proposingProviderId(db, user);
      const quotationId = await withMultipart(request, fileStore, RespondQuotationSchema, (fields, files) =>
        sendProposal(db, providerId, user.id, request.params.requirementId, fields, files),
      );
      await mailBuyerResponded(mailContext, quotationId);
      return reply.status(201).send({
        message: translate(request.language, QUOTATION_KEYS.proposalSent),
        data: await providerDetail(providerId, quotationId),
      });
    },
  });

  app.route({
    ...endpointRoute(app, QuotationAttachmentEndpoint),
    handler: async (request, reply) => {
      const user = requireUser(request);
      const [row] = await db.select({ providerId: users.serviceProviderId }).from(users).where(eq(users.id, user.id));
      const viewer = {
        userId: user.id,
        providerId: user.userType === USER_TYPES.serviceProvider ? (row?.providerId ?? null) : null,
        isAdmin: user.userType === USER_TYPES.admin,
      };
      const file = await findStoredFile(db, request.params.fileId);
      if (!file || !(await canReadQuotationFile(db, viewer, file))) throw new AppError(404, ERROR_KEYS.notFound);
      return sendStoredFile(reply, fileStore, file);
    },
  });

  app.route({
    ...endpointRoute(app, ConnectionQueueEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      const result = await listConnectionQueue(db, request.query, request.language);
      return { ...result, page, size };
    },
  });

  app.route({
    ...endpointRoute(app, ConnectProviderEndpoint),
    handler: async (request) => {
      await markConnected(db, request.params.connectionId, requireUser(request).id, request.body);
      return { message: translate(request.language, QUOTATION_KEYS.connected) };
    },
  });
};
