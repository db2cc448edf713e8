import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import ical from 'node-ical';
import { describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { EventInput, MediaEvent } from '@hissa/contracts/media/media';
import {
  AdminEventEndpoint,
  AdminEventsEndpoint,
  CreateEventEndpoint,
  EventCalendarEndpoint,
  EventEndpoint,
  EventsEndpoint,
  UpdateEventEndpoint,
} from '@hissa/contracts/media-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { loginAs } from '../../test/auth-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, expectFieldError, withAdminTestApp } from '../../test/media-helpers.ts';

/*
 * Events of the media hub (spec §2 events: upcoming, past, add to calendar, location, online; §7
 * /news/event/; decision 030) through the HTTP layer.
 */

let harness: TestApp;
let admin: Record<string, string>;
withAdminTestApp((started) => ({ harness, admin } = started));

const DAY_MS = 86_400_000;
const inDays = (days: number, hour = 7) => {
  const date = new Date(Date.now() + days * DAY_MS);
  date.setUTCHours(hour, 30, 0, 0);
  return date.toISOString();
};

const forum: EventInput = {
  titleEn: 'Secondary Deals Summit',
  titleAr: 'قمة الصفقات الثانوية',
  descriptionEn: '<p>Deals <strong>live</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
  descriptionAr: '<p>صفقات مباشرة</p>',
  status: 'published',
  mode: 'in_person',
  startsAt: inDays(10),
  endsAt: inDays(10, 11),
  locationEn: 'King Abdullah Financial District, Riyadh',
  locationAr: 'مركز الملك عبدالله المالي، الرياض',
  latitude: 24.7636,
  longitude: 46.6406,
  meetingUrl: null,
};

async function create(input: EventInput): Promise<MediaEvent> {
  const response = await call(harness, 'POST', CreateEventEndpoint.path, admin, input);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: MediaEvent }>().data;
}

describe('the admin writes events', () => {
  it('stores a published event with its description sanitised', async () => {
    const event = await create(forum);
    expect(event.descriptionEn).toBe('<p>Deals <strong>live</strong></p>');
    expect(event).toMatchObject({ latitude: 24.7636, meetingUrl: null, startsAt: forum.startsAt });
  });

  it('refuses an end before the start, a place missing, an online event without a link, in the user language', async () => {
    const backwards = await call(
      harness,
      'POST',
      CreateEventEndpoint.path,
      { ...admin, 'accept-language': 'ar' },
      {
        ...forum,
        endsAt: inDays(9),
      },
    );
    expectFieldError(backwards, 'body.endsAt', ar.media.endBeforeStart);
    const placeless = await call(harness, 'POST', CreateEventEndpoint.path, admin, { ...forum, locationAr: null });
    expectFieldError(placeless, 'body.locationAr', en.media.locationRequired);
    const linkless = await call(harness, 'POST', CreateEventEndpoint.path, admin, { ...forum, mode: 'online' });
    expectFieldError(linkless, 'body.meetingUrl', en.media.meetingLinkRequired);
    const script = await call(harness, 'POST', CreateEventEndpoint.path, admin, {
      ...forum,
      mode: 'online',
      meetingUrl: 'javascript:alert(1)',
    });
    expect(script.statusCode).toBe(400);
  });

  it('edits an event; an unknown one is 404; a visitor or another user type cannot write', async () => {
    const event = await create({ ...forum, titleEn: 'Draft Summit', status: 'draft' });
    const edited = await call(harness, 'PUT', endpointUrl(UpdateEventEndpoint, { eventId: event.id }), admin, {
      ...forum,
      titleEn: 'Online Summit',
      mode: 'online',
      meetingUrl: '/join-meeting/summit',
      status: 'draft',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<{ data: MediaEvent }>().data).toMatchObject({
      mode: 'online',
      locationEn: null,
      latitude: null,
    });
    const read = await call(harness, 'GET', endpointUrl(AdminEventEndpoint, { eventId: event.id }), admin);
    expect(read.json<{ data: MediaEvent }>().data.titleEn).toBe('Online Summit');
    const absent = await call(harness, 'PUT', endpointUrl(UpdateEventEndpoint, { eventId: 2_000_000 }), admin, forum);
    expect(absent.statusCode).toBe(404);
    expect((await call(harness, 'POST', CreateEventEndpoint.path, {}, forum)).statusCode).toBe(401);
    const buyer = await loginAs(harness.app, USER_TYPES.buyer);
    expect((await call(harness, 'POST', CreateEventEndpoint.path, buyer, forum)).statusCode).toBe(403);
    const drafts = await call(harness, 'GET', `${AdminEventsEndpoint.path}?status=draft`, admin);
    expect(drafts.json<{ data: MediaEvent[] }>().data.map(({ id }) => id)).toContain(event.id);
  });
});

describe('visitors read events', () => {
  it('lists upcoming soonest first and past latest first, published only, and a month', async () => {
    const past = await create({
      ...forum,
      titleEn: 'Last Year Summit',
      startsAt: inDays(-30),
      endsAt: inDays(-30, 10),
    });
    const draft = await create({ ...forum, titleEn: 'Hidden Summit', status: 'draft' });
    const upcoming = (await call(harness, 'GET', `${EventsEndpoint.path}?when=upcoming&size=50`)).json<{
      data: MediaEvent[];
    }>().data;
    expect(upcoming.map(({ titleEn }) => titleEn)).toContain(forum.titleEn);
    expect(upcoming.every(({ endsAt }) => Date.parse(endsAt) >= Date.now())).toBe(true);
    const starts = upcoming.map(({ startsAt }) => Date.parse(startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(upcoming.map(({ id }) => id)).not.toContain(draft.id);
    const pastList = (await call(harness, 'GET', `${EventsEndpoint.path}?when=past&size=50`)).json<{
      data: MediaEvent[];
    }>().data;
    expect(pastList.map(({ id }) => id)).toContain(past.id);
    const pastStarts = pastList.map(({ startsAt }) => Date.parse(startsAt));
    expect(pastStarts).toEqual([...pastStarts].sort((a, b) => b - a));
    const month = forum.startsAt.slice(0, 7);
    const ofMonth = (await call(harness, 'GET', `${EventsEndpoint.path}?month=${month}&size=50`)).json<{
      data: MediaEvent[];
    }>().data;
    expect(ofMonth.length).toBeGreaterThan(0);
    expect(ofMonth.every(({ startsAt }) => startsAt.startsWith(month))).toBe(true);
    expect((await call(harness, 'GET', `${EventsEndpoint.path}?month=2026-13`)).statusCode).toBe(400);
    expect((await call(harness, 'GET', `${EventsEndpoint.path}?when=soon`)).statusCode).toBe(400);
  });

  it('shows a published event; a draft or unknown one is 404', async () => {
    const event = await create({ ...forum, titleEn: 'Visible Summit' });
    const draft = await create({ ...forum, status: 'draft' });
    expect((await call(harness, 'GET', endpointUrl(EventEndpoint, { eventId: event.id }))).statusCode).toBe(200);
    const hidden = await call(harness, 'GET', endpointUrl(EventEndpoint, { eventId: draft.id }), {
      'accept-language': 'ar',
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<ErrorEnvelope>().message).toBe(ar.media.notFound);
    expect((await call(harness, 'GET', endpointUrl(EventEndpoint, { eventId: 'abc' }))).statusCode).toBe(400);
  });

  it('gives an .ics file that parses, with the UTC times, title in the language, place and coordinates', async () => {
    const event = await create({ ...forum, titleEn: 'Calendar Summit', titleAr: 'قمة التقويم' });
    const response = await call(harness, 'GET', endpointUrl(EventCalendarEndpoint, { eventId: event.id }), {
      'accept-language': 'ar',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="hissa-event-\d+\.ics"/);
    expect(response.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const parsed = Object.values(ical.sync.parseICS(response.body)).find((entry) => entry?.type === 'VEVENT');
    if (parsed?.type !== 'VEVENT') throw new Error('no VEVENT in the .ics');
    expect(parsed.summary).toBe('قمة التقويم');
    expect(parsed.start.toISOString()).toBe(forum.startsAt);
    expect(parsed.end?.toISOString()).toBe(forum.endsAt);
    expect(parsed.location).toBe(forum.locationAr);
    expect(parsed.geo).toMatchObject({ lat: 24.7636, lon: 46.6406 });
    expect(parsed.description).toBe('صفقات مباشرة');
  });
});
