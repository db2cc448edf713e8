import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_KEYS } from '@hissa/contracts/media/media';
import {
  CreateNewsletterIssueEndpoint,
  NewsletterIssueEndpoint,
  NewsletterIssuesEndpoint,
  SendNewsletterIssueEndpoint,
  UpdateNewsletterIssueEndpoint,
} from '@hissa/contracts/newsletter-issues-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { requireUser } from '../../plugins/auth.ts';
import { translate } from '../../plugins/i18n.ts';
import { toIssue } from './media-records.ts';
import { createIssue, findIssue, listIssues, queueIssue, updateIssue } from './newsletter-issues-service.ts';

/**
 * The newsletter issues routes (contracts newsletter-issues-endpoints.ts; decision 030): the
 * admin's list, write, edit and the once-only send, which queues the mails for the background job
 * (newsletter-delivery-job.ts; decision 040).
 */
export const newsletterIssuesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute(app, NewsletterIssuesEndpoint),
    handler: async (request) => {
      const { rows, total } = await listIssues(db, request.query);
      return { data: rows.map(toIssue), page: request.query.page, size: request.query.size, total };
    },
  });

  app.route({
    ...endpointRoute(app, NewsletterIssueEndpoint),
    handler: async (request) => ({ data: toIssue(await findIssue(db, request.params.issueId)) }),
  });

  app.route({
    ...endpointRoute(app, CreateNewsletterIssueEndpoint),
    handler: async (request, reply) =>
      reply.status(201).send({
        message: translate(request.language, MEDIA_KEYS.saved),
        data: toIssue(await createIssue(db, request.body)),
      }),
  });

  app.route({
    ...endpointRoute(app, UpdateNewsletterIssueEndpoint),
    handler: async (request) => ({
      message: translate(request.language, MEDIA_KEYS.saved),
      data: toIssue(await updateIssue(db, request.params.issueId, request.body)),
    }),
  });

  app.route({
    ...endpointRoute(app, SendNewsletterIssueEndpoint),
    handler: async (request, reply) => {
      const issue = await queueIssue(db, request.params.issueId, requireUser(request).id);
      return reply.status(202).send({
        message: translate(request.language, MEDIA_KEYS.issueQueued, { count: issue.recipientCount ?? 0 }),
        data: toIssue(issue),
      });
    },
  });
};
