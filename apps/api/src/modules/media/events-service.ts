import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { PublicationStatus } from '@hissa/contracts/publication';
import { type EventInputSchema, MEDIA_KEYS } from '@hissa/contracts/media/media';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { mediaEvents } from '../../db/schema/media.ts';
import { publishMoment, statusFilter, visibleAt } from '../../lib/publication.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { AppError } from '../../plugins/errors.ts';

/*
 * Events of the media hub (decision 030): the public lists (upcoming, past, a month) show
 * events once their publish time has come (lib/publication.ts); the admin writes them with
 * sanitised descriptions.
 */

type Row = typeof mediaEvents.$inferSelect;
type ParsedEventInput = z.output<typeof EventInputSchema>;
type ParsedEventsQuery = { when: 'upcoming' | 'past'; month?: string; page: number; size: number };

/**
 * The columns of an event input at `now`, descriptions sanitised, publish time by status (400
 * publication.publishAtPast); the place or the link cleared by mode.
 */
function eventValues(input: ParsedEventInput, existing: Row | undefined, now: Date) {
  const isOnline = input.mode === 'online';
  return {
    titleEn: input.titleEn,
    titleAr: input.titleAr,
    descriptionEn: sanitizeRichText(input.descriptionEn),
    descriptionAr: sanitizeRichText(input.descriptionAr),
    status: input.status,
    publishAt: publishMoment(input, existing, now),
    mode: input.mode,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    locationEn: isOnline ? null : input.locationEn,
    locationAr: isOnline ? null : input.locationAr,
    latitude: isOnline ? null : (input.latitude ?? null),
    longitude: isOnline ? null : (input.longitude ?? null),
    meetingUrl: isOnline ? input.meetingUrl : null,
  };
}

/**
 * A page of the events readers see at `now`: `month` (YYYY-MM, UTC) gives that month's, soonest first;
 * otherwise upcoming (not yet ended, soonest first) or past (ended, latest first) at `now`.
 */
export async function listPublishedEvents(
  db: Db,
  query: ParsedEventsQuery,
  now = new Date(),
): Promise<{ rows: Row[]; total: number }> {
  const conditions: SQL[] = [visibleAt(mediaEvents, now)];
  let order = [asc(mediaEvents.startsAt), asc(mediaEvents.id)];
  if (query.month) {
    const [year, month] = query.month.split('-').map(Number) as [number, number];
    conditions.push(
      gte(mediaEvents.startsAt, new Date(Date.UTC(year, month - 1, 1))),
      lt(mediaEvents.startsAt, new Date(Date.UTC(year, month, 1))),
    );
  } else if (query.when === 'upcoming') {
    conditions.push(gte(mediaEvents.endsAt, now));
  } else {
    conditions.push(lt(mediaEvents.endsAt, now));
    order = [desc(mediaEvents.startsAt), desc(mediaEvents.id)];
  }
  return eventPage(db, and(...conditions), order, query);
}

async function eventPage(db: Db, where: SQL | undefined, order: SQL[], page: { page: number; size: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaEvents)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset(page.page * page.size),
    db.select({ value: count() }).from(mediaEvents).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The admin's page of events (drafts too), latest start first, optionally of one status (lib/publication statusFilter). */
export function listAdminEvents(db: Db, query: { status?: PublicationStatus; page: number; size: number }) {
  const where = statusFilter(mediaEvents, query.status, new Date());
  return eventPage(db, where, [desc(mediaEvents.startsAt), desc(mediaEvents.id)], query);
}

/** Event `id`; only one readers see now unless `includeDrafts`. Errors: 404 media.notFound. */
export async function findEvent(db: Db, id: number, includeDrafts = false): Promise<Row> {
  const byId = eq(mediaEvents.id, id);
  const [row] = await db
    .select()
    .from(mediaEvents)
    .where(includeDrafts ? byId : and(byId, visibleAt(mediaEvents, new Date())));
  if (!row) throw new AppError(404, MEDIA_KEYS.notFound);
  return row;
}

/** Stores a new event (descriptions sanitised). Errors: 400 publication.publishAtPast. */
export async function createEvent(db: Db, input: ParsedEventInput, now = new Date()): Promise<Row> {
  const [row] = await db
    .insert(mediaEvents)
    .values(eventValues(input, undefined, now))
    .returning();
  if (!row) throw new Error('event insert returned no row');
  return row;
}

/** Replaces event `id`'s fields in one transaction. Errors: 404 media.notFound, 400 publication.publishAtPast. */
export async function updateEvent(db: Db, id: number, input: ParsedEventInput): Promise<Row> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(mediaEvents).where(eq(mediaEvents.id, id)).for('update');
    if (!existing) throw new AppError(404, MEDIA_KEYS.notFound);
    const now = new Date();
    const [row] = await tx
      .update(mediaEvents)
      .set({ ...eventValues(input, existing, now), updatedAt: now })
      .where(eq(mediaEvents.id, id))
      .returning();
    if (!row) throw new AppError(404, MEDIA_KEYS.notFound);
    return row;
  });
}
