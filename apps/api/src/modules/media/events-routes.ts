import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_KEYS } from '@hissa/contracts/media/media';
import {
  AdminEventEndpoint,
  AdminEventsEndpoint,
  CreateEventEndpoint,
  EventCalendarEndpoint,
  EventEndpoint,
  EventsEndpoint,
  UpdateEventEndpoint,
} from '@hissa/contracts/media-endpoints';
import type { Db } from '../../db/client.ts';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { translate } from '../../plugins/i18n.ts';
import { attachmentDisposition } from '../files/download-name.ts';
import { eventCalendar } from './event-calendar.ts';
import { createEvent, findEvent, listAdminEvents, listPublishedEvents, updateEvent } from './events-service.ts';
import { toEvent } from './media-records.ts';

/**
 * The events routes (contracts media-endpoints.ts; decision 030): the public lists, an event
 * and its .ics file; the admin's list, create and edit.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ db: Db; appUrl: string }> = async (app, { db, appUrl }) => {
  app.route({
    ...endpointRoute(app, EventsEndpoint),
    handler: async (request) => {
      const { rows, total } = await listPublishedEvents(db, request.query);
      return { data: rows.map(toEvent), page: request.query.page, size: request.query.size, total };
    },
  });

  app.route({
    ...endpointRoute(app, EventEndpoint),
    handler: async (request) => ({ data: toEvent(await findEvent(db, request.params.eventId)) }),
  });

  app.route({
    ...endpointRoute(app, EventCalendarEndpoint),
    handler: async (request, reply) => {
      const event = await findEvent(db, request.params.eventId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`hissa-event-${event.id}.ics`, 'attachment'))
        .send(eventCalendar(event, request.language, appUrl));
    },
  });

  app.route({
    ...endpointRoute(app, AdminEventsEndpoint),
    handler: async (request) => {
      const { rows, total } = await listAdminEvents(db, request.query);
      return { data: rows.map(toEvent), page: request.query.page, size: request.query.size, total };
    },
  });

  app.route({
    ...endpointRoute(app, AdminEventEndpoint),
    handler: async (request) => ({ data: toEvent(await findEvent(db, request.params.eventId, true)) }),
  });

  app.route({
    ...endpointRoute(app, CreateEventEndpoint),
    handler: async (request, reply) =>
      reply.status(201).send({
        message: translate(request.language, MEDIA_KEYS.saved),
        data: toEvent(await createEvent(db, request.body)),
      }),
  });

  app.route({
    ...endpointRoute(app, UpdateEventEndpoint),
    handler: async (request) => ({
      message: translate(request.language, MEDIA_KEYS.saved),
      data: toEvent(await updateEvent(db, request.params.eventId, request.body)),
    }),
  });
};
