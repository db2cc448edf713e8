import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import {
  CONTACT_RATE_LIMIT,
  NEWSLETTER_RATE_LIMIT,
  PUBLIC_FORM_KEYS,
} from '@hissa/contracts/public-forms/public-forms';
import {
  BookDemoTourEndpoint,
  ConfirmNewsletterEndpoint,
  ContactMessagesEndpoint,
  ContactUsEndpoint,
  MyNewsletterStatusEndpoint,
  NewsletterSubscribersCsvEndpoint,
  NewsletterSubscribersEndpoint,
  SubscribeNewsletterEndpoint,
  UnsubscribeNewsletterEndpoint,
  UpdateContactMessageEndpoint,
} from '@hissa/contracts/public-forms-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { optionalSenderId } from '../../lib/optional-sender.ts';
import { requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { translate } from '../../plugins/i18n.ts';
import { createContactMessage, listContactMessages, updateContactMessage } from './contact-message-service.ts';
import { confirmSubscription, isSubscribed, listSubscribers, subscribe, unsubscribe } from './newsletter-service.ts';
import { mailNewsletterConfirmation, mailTeam, type PublicFormsMailContext } from './public-forms-mail.ts';
import { subscribersCsv } from './subscribers-csv.ts';

/**
 * The public forms (contracts public-forms-endpoints.ts; decision 027): contact us and demo
 * bookings (one per-address limit for both, a honeypot, the team's mail), the newsletter with
 * double opt-in, and the admin inbox and subscribers list.
 */
export const publicFormsRoutes: FastifyPluginAsyncZod<{ db: Db; mail: Omit<PublicFormsMailContext, 'log'> }> = async (
  app,
  { db, mail },
) => {
  const mailContext: PublicFormsMailContext = { ...mail, log: app.log };
  const senderId = optionalSenderId(app);
  // counted before the body is read, per client address
  const contactLimit = app.limitPerKey({ name: 'contact-forms', ...CONTACT_RATE_LIMIT, key: (request) => request.ip });
  const newsletterLimit = app.limitPerKey({
    name: 'newsletter',
    ...NEWSLETTER_RATE_LIMIT,
    key: (request) => request.ip,
  });
  // The List-Unsubscribe one-click POST (RFC 8058) is a form body: accepted here and ignored.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.route({
    ...endpointRoute(app, ContactUsEndpoint),
    onRequest: contactLimit,
    handler: async (request, reply) => {
      const { website, ...fields } = request.body;
      if (!website) {
        const stored = await createContactMessage(db, { ...fields, kind: 'contact' }, await senderId(request, reply));
        await mailTeam(mailContext, stored);
      }
      return reply.status(201).send({ message: translate(request.language, PUBLIC_FORM_KEYS.contactSubmitted) });
    },
  });

  app.route({
    ...endpointRoute(app, BookDemoTourEndpoint),
    onRequest: contactLimit,
    handler: async (request, reply) => {
      const { website, ...fields } = request.body;
      if (!website) {
        const stored = await createContactMessage(db, { ...fields, kind: 'demo' }, await senderId(request, reply));
        await mailTeam(mailContext, stored);
      }
      return reply.status(201).send({ message: translate(request.language, PUBLIC_FORM_KEYS.demoRequested) });
    },
  });

  app.route({
    ...endpointRoute(app, SubscribeNewsletterEndpoint),
    onRequest: newsletterLimit,
    handler: async (request, reply) => {
      const { website, ...fields } = request.body;
      if (!website) {
        const { row, sendConfirmation } = await subscribe(db, fields);
        if (sendConfirmation) {
          try {
            await mailNewsletterConfirmation(mailContext, row);
          } catch (error) {
            request.log.error({ err: error }, 'newsletter confirmation not sent');
            throw new AppError(503, PUBLIC_FORM_KEYS.contactFailed);
          }
        }
      }
      return reply.status(201).send({ message: translate(request.language, PUBLIC_FORM_KEYS.subscribed) });
    },
  });

  app.route({
    ...endpointRoute(app, ConfirmNewsletterEndpoint),
    handler: async (request) => {
      await confirmSubscription(db, mail.secret, request.body.token);
      return { message: translate(request.language, PUBLIC_FORM_KEYS.confirmed) };
    },
  });

  app.route({
    ...endpointRoute(app, UnsubscribeNewsletterEndpoint),
    handler: async (request) => {
      await unsubscribe(db, mail.secret, request.params.token);
      return { message: translate(request.language, PUBLIC_FORM_KEYS.unsubscribed) };
    },
  });

  app.route({
    ...endpointRoute(app, MyNewsletterStatusEndpoint),
    handler: async (request) => ({ subscribed: await isSubscribed(db, requireUser(request).email) }),
  });

  app.route({
    ...endpointRoute(app, ContactMessagesEndpoint),
    handler: async (request) => {
      const { page, size } = request.query;
      return { ...(await listContactMessages(db, request.query)), page, size };
    },
  });

  app.route({
    ...endpointRoute(app, UpdateContactMessageEndpoint),
    handler: async (request) => ({
      message: translate(request.language, PUBLIC_FORM_KEYS.updated),
      data: await updateContactMessage(db, request.params.messageId, request.body, requireUser(request).id),
    }),
  });

  app.route({
    ...endpointRoute(app, NewsletterSubscribersEndpoint),
    handler: async (request) => {
      const { page, size, status } = request.query;
      return { ...(await listSubscribers(db, { status, page: { page, size } })), page, size };
    },
  });

  app.route({
    ...endpointRoute(app, NewsletterSubscribersCsvEndpoint),
    handler: async (request, reply) => {
      const { data } = await listSubscribers(db, { status: request.query.status });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${riyadhToday(new Date())}.csv"`)
        .send(subscribersCsv(data));
    },
  });
};
