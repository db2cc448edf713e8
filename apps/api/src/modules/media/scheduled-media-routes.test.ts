import { eq } from 'drizzle-orm';
import ar from '@hissa/contracts/messages/ar.json' with { type: 'json' };
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { Episode, EpisodeInput, EventInput, MediaEvent, Report, ReportInput } from '@hissa/contracts/media/media';
import {
  AdminEpisodeEndpoint,
  AdminEventEndpoint,
  AdminEventsEndpoint,
  AdminReportsEndpoint,
  CreateEpisodeEndpoint,
  CreateEventEndpoint,
  CreateReportEndpoint,
  EpisodeEndpoint,
  EpisodesEndpoint,
  EventEndpoint,
  EventsEndpoint,
  PodcastFeedEndpoint,
  ReportsEndpoint,
  UpdateEpisodeEndpoint,
  UpdateReportEndpoint,
  UploadEpisodeAudioEndpoint,
  UploadReportFileEndpoint,
} from '@hissa/contracts/media-endpoints';
import { mediaEvents, mediaReports, podcastEpisodes } from '../../db/schema/media.ts';
import { call, expectFieldError, upload, withAdminTestApp } from '../../test/media-helpers.ts';
import type { TestApp } from '../../test/test-app.ts';
import { sampleReportPdf, sampleWav } from './media-samples.ts';

/*
 * Scheduled events, podcast episodes and reports (decision 040, the articles' publication rules
 * of contracts publication.ts) through the HTTP layer: invisible on the public lists, detail
 * calls and the RSS feed before their publish time, visible after it (the clock moved by setting
 * the stored time into the past, as the news tests do); the admin sees and filters the state.
 */

let harness: TestApp;
let admin: Record<string, string>;
withAdminTestApp((started) => ({ harness, admin } = started));

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
const aSecondAgo = () => new Date(Date.now() - 1000);

const eventInput: EventInput = {
  titleEn: 'Scheduled Family Office Forum',
  titleAr: 'ملتقى المكاتب العائلية المجدول',
  descriptionEn: '<p>Family offices meet founders.</p>',
  descriptionAr: '<p>المكاتب العائلية تلتقي بالمؤسسين.</p>',
  status: 'scheduled',
  publishAt: inAnHour(),
  mode: 'online',
  startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 20 * 86_400_000 + 3_600_000).toISOString(),
  meetingUrl: '/join-meeting/scheduled-forum',
};

describe('a scheduled event', () => {
  let event: MediaEvent;
  const publicIds = async () =>
    (await call(harness, 'GET', endpointUrl(EventsEndpoint, undefined, { size: 50 })))
      .json<{ data: MediaEvent[] }>()
      .data.map((item) => item.id);
  const adminIds = async (status: string) =>
    (await call(harness, 'GET', endpointUrl(AdminEventsEndpoint, undefined, { status, size: 50 }), admin))
      .json<{ data: MediaEvent[] }>()
      .data.map((item) => item.id);

  it('stays off the public pages until its publish time, then shows', async () => {
    const created = await call(harness, 'POST', CreateEventEndpoint.path, admin, eventInput);
    expect(created.statusCode).toBe(201);
    event = created.json<{ data: MediaEvent }>().data;
    expect(event).toMatchObject({ status: 'scheduled', publishAt: eventInput.publishAt });
    const detail = endpointUrl(EventEndpoint, { eventId: event.id });
    expect((await call(harness, 'GET', detail)).statusCode).toBe(404);
    expect(await publicIds()).not.toContain(event.id);
    expect(await adminIds('scheduled')).toContain(event.id);
    expect(await adminIds('published')).not.toContain(event.id);

    await harness.database.db.update(mediaEvents).set({ publishAt: aSecondAgo() }).where(eq(mediaEvents.id, event.id));
    expect((await call(harness, 'GET', detail)).statusCode).toBe(200);
    expect(await publicIds()).toContain(event.id);
    const read = await call(harness, 'GET', endpointUrl(AdminEventEndpoint, { eventId: event.id }), admin);
    expect(read.json<{ data: MediaEvent }>().data.status).toBe('published');
    expect(await adminIds('published')).toContain(event.id);
    expect(await adminIds('scheduled')).not.toContain(event.id);
  });

  it('needs a publish time in the future, said in the user language', async () => {
    const past = await call(
      harness,
      'POST',
      CreateEventEndpoint.path,
      { ...admin, 'accept-language': 'ar' },
      { ...eventInput, publishAt: '2020-01-01T00:00:00Z' },
    );
    expectFieldError(past, 'body.publishAt', ar.publication.publishAtPast);
    const missing = await call(harness, 'POST', CreateEventEndpoint.path, admin, { ...eventInput, publishAt: null });
    expectFieldError(missing, 'body.publishAt', en.publication.publishAtRequired);
  });
});

describe('a scheduled podcast episode', () => {
  const input: EpisodeInput = {
    titleEn: 'Episode 501: Scheduled secondaries talk',
    titleAr: 'الحلقة 501: حديث مجدول عن الصفقات الثانوية',
    descriptionEn: '<p>Secondaries.</p>',
    descriptionAr: '<p>الصفقات الثانوية.</p>',
    status: 'draft',
    episodeNumber: 501,
    publishedOn: '2026-01-05',
  };

  it('needs its audio, then stays out of the list, the page and the RSS feed until its time', async () => {
    const created = await call(harness, 'POST', CreateEpisodeEndpoint.path, admin, input);
    const episode = created.json<{ data: Episode }>().data;
    const update = endpointUrl(UpdateEpisodeEndpoint, { episodeId: episode.id });
    const scheduled = { ...input, status: 'scheduled', publishAt: inAnHour() };
    expect((await call(harness, 'PUT', update, admin, scheduled)).statusCode).toBe(409);
    const audioUrl = endpointUrl(UploadEpisodeAudioEndpoint, { episodeId: episode.id });
    expect((await upload(harness, audioUrl, admin, 'audio', sampleWav(1), 'ep.wav')).statusCode).toBe(200);
    const saved = await call(harness, 'PUT', update, admin, scheduled);
    expect(saved.json<{ data: Episode }>().data.status).toBe('scheduled');

    const detail = endpointUrl(EpisodeEndpoint, { episodeId: episode.id });
    const feed = async () => (await call(harness, 'GET', PodcastFeedEndpoint.path)).body;
    const listed = async () =>
      (await call(harness, 'GET', endpointUrl(EpisodesEndpoint, undefined, { size: 50 })))
        .json<{ data: Episode[] }>()
        .data.some((item) => item.id === episode.id);
    expect((await call(harness, 'GET', detail)).statusCode).toBe(404);
    expect(await feed()).not.toContain(input.titleEn);
    expect(await listed()).toBe(false);

    await harness.database.db
      .update(podcastEpisodes)
      .set({ publishAt: aSecondAgo() })
      .where(eq(podcastEpisodes.id, episode.id));
    expect((await call(harness, 'GET', detail)).statusCode).toBe(200);
    expect(await feed()).toContain(input.titleEn);
    expect(await listed()).toBe(true);
    const read = await call(harness, 'GET', endpointUrl(AdminEpisodeEndpoint, { episodeId: episode.id }), admin);
    expect(read.json<{ data: Episode }>().data.status).toBe('published');
  });
});

describe('a scheduled report', () => {
  const input: ReportInput = {
    titleEn: 'Scheduled Family Business Review 2026',
    titleAr: 'مراجعة الشركات العائلية المجدولة 2026',
    descriptionEn: '<p>Family businesses.</p>',
    descriptionAr: '<p>الشركات العائلية.</p>',
    status: 'draft',
    category: 'market',
    publisher: 'Scheduled Research House',
    publishedOn: '2026-02-01',
  };

  it('stays off the reports list and its publisher filter until its time; the admin filters it as scheduled', async () => {
    const created = await call(harness, 'POST', CreateReportEndpoint.path, admin, input);
    const report = created.json<{ data: Report }>().data;
    const pdf = await sampleReportPdf({ ...input, year: 2026, summaryEn: 'Family', summaryAr: 'العائلة' });
    const fileUrl = endpointUrl(UploadReportFileEndpoint, { reportId: report.id });
    expect((await upload(harness, fileUrl, admin, 'file', pdf, 'review.pdf')).statusCode).toBe(200);
    const saved = await call(harness, 'PUT', endpointUrl(UpdateReportEndpoint, { reportId: report.id }), admin, {
      ...input,
      status: 'scheduled',
      publishAt: inAnHour(),
    });
    expect(saved.json<{ data: Report }>().data.status).toBe('scheduled');
    const publicPage = async () =>
      (await call(harness, 'GET', endpointUrl(ReportsEndpoint, undefined, { size: 50 }))).json<{
        data: Report[];
        publishers: string[];
      }>();
    const scheduledIds = async () =>
      (await call(harness, 'GET', endpointUrl(AdminReportsEndpoint, undefined, { status: 'scheduled' }), admin))
        .json<{ data: Report[] }>()
        .data.map((item) => item.id);
    expect((await publicPage()).data.map((item) => item.id)).not.toContain(report.id);
    expect((await publicPage()).publishers).not.toContain(input.publisher);
    expect(await scheduledIds()).toContain(report.id);

    await harness.database.db
      .update(mediaReports)
      .set({ publishAt: aSecondAgo() })
      .where(eq(mediaReports.id, report.id));
    expect((await publicPage()).data.map((item) => item.id)).toContain(report.id);
    expect((await publicPage()).publishers).toContain(input.publisher);
    expect(await scheduledIds()).not.toContain(report.id);
  });
});
