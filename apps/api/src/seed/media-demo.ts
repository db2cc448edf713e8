import { Readable } from 'node:stream';
import { SimpleFaker } from '@faker-js/faker';
import { SEED } from './seed-context.ts';
import type { Db } from '../db/client.ts';
import type { FileStore } from '../modules/files/file-store.ts';
import { createEpisode, setEpisodeAudio, updateEpisode } from '../modules/media/episodes-service.ts';
import { createEvent } from '../modules/media/events-service.ts';
import { sampleReportPdf, sampleWav } from '../modules/media/media-samples.ts';
import { createIssue } from '../modules/media/newsletter-issues-service.ts';
import { createReport, createReportRequest, setReportFile, updateReport } from '../modules/media/reports-service.ts';
import { EPISODE_TOPICS, EVENT_PLACES, EVENT_TOPICS, REPORT_PUBLISHERS, REPORT_TOPICS } from './media-texts.ts';

/** Items at scale 1, and the floor every list keeps at small scales. */
const FULL_SCALE = { events: 40, episodes: 24, reports: 30 } as const;
const FLOOR = { events: 8, episodes: 5, reports: 6 } as const;
const DAY_MS = 86_400_000;

const paragraph = (text: string) => `<p>${text}</p>`;
const count = (kind: keyof typeof FULL_SCALE, scale: number) =>
  Math.max(FLOOR[kind], Math.round(FULL_SCALE[kind] * scale));
/** The item of `list` at `index`, going round. */
function cycle<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('cycle of an empty list');
  return item;
}
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

async function storeFile(fileStore: FileStore, content: Buffer, name: string, contentType: string) {
  const blob = await fileStore.put(Readable.from([content]), { maxBytes: content.length });
  return { field: 'file', originalName: name, contentType, ...blob };
}

/**
 * The media hub's demo (decision 030), through the media services: events (half upcoming, half
 * past, in person and online, every second one at 10:00 or 16:00 Riyadh time on days counted from
 * `now`'s UTC day), podcast episodes with a short generated WAV each (the newest featured), reports
 * as small react-pdf PDFs over several years and publishers, two report requests and a draft
 * newsletter issue. Counts scale with `scale`, never under FLOOR. Episodes and reports need a
 * `fileStore`. Returns the number of items written.
 */
export async function insertMediaDemo(tx: Db, fileStore: FileStore | undefined, scale: number, now = new Date()) {
  const random = new SimpleFaker({ seed: SEED + 30 });
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  let written = 0;

  const events = count('events', scale);
  for (let index = 0; index < events; index += 1) {
    const topic = cycle(EVENT_TOPICS, index);
    const place = random.helpers.arrayElement(EVENT_PLACES);
    const isOnline = index % 3 === 1;
    const dayOffset = index % 2 === 0 ? 3 + index * 4 : -(4 + index * 5);
    const startsAt = today + dayOffset * DAY_MS + (index % 4 < 2 ? 7 : 13) * 3_600_000;
    const edition = 2026 - Math.floor(index / EVENT_TOPICS.length);
    await createEvent(tx, {
      titleEn: `${topic.en} ${edition}`,
      titleAr: `${topic.ar} ${edition}`,
      descriptionEn: paragraph(topic.aboutEn),
      descriptionAr: paragraph(topic.aboutAr),
      status: index === events - 1 ? 'draft' : 'published',
      publishAt: null,
      mode: isOnline ? 'online' : 'in_person',
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + (isOnline ? 1.5 : 3) * 3_600_000).toISOString(),
      locationEn: isOnline ? null : place.en,
      locationAr: isOnline ? null : place.ar,
      latitude: isOnline ? null : place.lat,
      longitude: isOnline ? null : place.lon,
      meetingUrl: isOnline ? `/join-meeting/media-${index + 1}` : null,
    });
    written += 1;
  }
  if (!fileStore) return written;

  const episodes = count('episodes', scale);
  for (let index = 0; index < episodes; index += 1) {
    const topic = cycle(EPISODE_TOPICS, index);
    const number = episodes - index;
    const input = {
      titleEn: `Episode ${number}: ${topic.en}`,
      titleAr: `الحلقة ${number}: ${topic.ar}`,
      descriptionEn: paragraph(topic.aboutEn),
      descriptionAr: paragraph(topic.aboutAr),
      status: 'draft' as const,
      publishAt: null,
      episodeNumber: number,
      publishedOn: isoDate(today - (index * 14 + 2) * DAY_MS),
      isFeatured: index === 1 || index === 3,
    };
    const { row } = await createEpisode(tx, input);
    const audio = sampleWav(2 + (index % 3), 330 + index * 20);
    await setEpisodeAudio(tx, row.id, await storeFile(fileStore, audio, `episode-${number}.wav`, 'audio/wav'));
    await updateEpisode(tx, row.id, { ...input, status: 'published', publishAt: `${input.publishedOn}T06:00:00Z` });
    written += 1;
  }

  const reports = count('reports', scale);
  let firstReportId = 0;
  for (let index = 0; index < reports; index += 1) {
    const topic = cycle(REPORT_TOPICS, index);
    const year = new Date(today).getUTCFullYear() - Math.floor(index / REPORT_TOPICS.length);
    const publisher = cycle(REPORT_PUBLISHERS, index);
    const input = {
      titleEn: `${topic.en} ${year}`,
      titleAr: `${topic.ar} ${year}`,
      descriptionEn: paragraph(topic.aboutEn),
      descriptionAr: paragraph(topic.aboutAr),
      status: 'draft' as const,
      publishAt: null,
      category: topic.category,
      publisher,
      publishedOn: isoDate(Date.UTC(year, index % 12, 1 + (index % 27))),
    };
    const { row } = await createReport(tx, input);
    const pdf = await sampleReportPdf({
      titleEn: input.titleEn,
      titleAr: input.titleAr,
      publisher,
      year,
      summaryEn: topic.aboutEn,
      summaryAr: topic.aboutAr,
    });
    await setReportFile(tx, row.id, await storeFile(fileStore, pdf, `report-${row.id}.pdf`, 'application/pdf'));
    await updateReport(tx, row.id, { ...input, status: 'published', publishAt: `${input.publishedOn}T06:00:00Z` });
    firstReportId ||= row.id;
    written += 1;
  }

  for (const requester of [
    {
      fullName: 'Noura Al Harbi',
      email: 'noura.alharbi@example.sa',
      companyName: 'Rawabi Capital',
      designation: 'Analyst',
      languageCode: 'ar',
    },
    {
      fullName: 'Omar Khalid',
      email: 'omar.khalid@example.sa',
      companyName: 'Najd Ventures',
      designation: 'Partner',
      languageCode: 'en',
    },
  ] as const) {
    await createReportRequest(tx, firstReportId, requester);
    written += 1;
  }
  await createIssue(tx, {
    subjectEn: 'Hissa monthly: private markets in brief',
    subjectAr: 'نشرة حصة الشهرية: الأسواق الخاصة باختصار',
    bodyEn: '<h2>This month</h2><p>New funding rounds, upcoming events and our latest report.</p>',
    bodyAr: '<h2>هذا الشهر</h2><p>جولات تمويل جديدة وفعاليات قادمة وأحدث تقاريرنا.</p>',
  });
  return written + 1;
}
