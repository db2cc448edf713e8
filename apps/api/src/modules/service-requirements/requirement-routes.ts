import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CloseRequirementEndpoint,
  CreateRequirementEndpoint,
  MyRequirementsEndpoint,
  PublicRequirementsEndpoint,
  RequirementRecommendationsEndpoint,
} from '@hissa/contracts/service-requirements-endpoints';
import { REQUIREMENT_KEYS } from '@hissa/contracts/services-marketplace/requirements';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import {
  findRecommendations,
  findRequirement,
  listMyRequirements,
  listPublicRequirements,
} from './requirement-queries.ts';
import { closeRequirement, createRequirement } from './requirement-service.ts';

/**
 * Buyers' requirements and their top-5 recommendations (contracts service-requirements-endpoints.ts;
 * decision 017). Buyers (type 11) post a requirement (201 {message, data: {id}}; the
 * recommendations are stored in the same transaction), read its recommendations with the factor
 * breakdown (404 for anyone else's), list their own and close one (409 when already closed).
 * Anyone reads the open public requirements. 401 without a token, 403 for other user types.
 */
export const serviceRequirementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, CreateRequirementEndpoint),
    handler: async (request, reply) => {
      const id = await createRequirement(db, requireUser(request).id, request.body);
      return reply.status(201).send({ message: translate(request.language, REQUIREMENT_KEYS.posted), data: { id } });
    },
  });

  app.route({
    ...endpointRoute(app, MyRequirementsEndpoint),
    handler: async (request) => listMyRequirements(db, requireUser(request).id, request.query, request.language),
  });

  app.route({
    ...endpointRoute(app, RequirementRecommendationsEndpoint),
    handler: async (request) => {
      const data = await findRecommendations(
        db,
        requireUser(request).id,
        request.params.requirementId,
        request.language,
      );
      if (!data) throw new AppError(404, REQUIREMENT_KEYS.notFound);
      return { data };
    },
  });

  app.route({
    ...endpointRoute(app, CloseRequirementEndpoint),
    handler: async (request) => {
      const buyerUserId = requireUser(request).id;
      await closeRequirement(db, buyerUserId, request.params.requirementId);
      const data = await findRequirement(db, buyerUserId, request.params.requirementId, request.language);
      if (!data) throw new AppError(404, REQUIREMENT_KEYS.notFound);
      return { message: translate(request.language, REQUIREMENT_KEYS.closed), data };
    },
  });

  app.route({
    ...endpointRoute(app, PublicRequirementsEndpoint),
    handler: async (request) => {
      const { category, page, size } = request.query;
      return listPublicRequirements(db, { category }, { page, size }, request.language);
    },
  });
};
