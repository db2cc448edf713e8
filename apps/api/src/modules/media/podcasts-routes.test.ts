import { XMLParser } from 'fast-xml-parser';
import en from '@hissa/contracts/messages/en.json' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorEnvelope } from '@hissa/contracts/errors';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { Episode, EpisodeInput } from '@hissa/contracts/media/media';
import {
  CreateEpisodeEndpoint,
  EpisodeAudioEndpoint,
  EpisodeEndpoint,
  EpisodesEndpoint,
  PodcastFeedEndpoint,
  UpdateEpisodeEndpoint,
  UploadEpisodeAudioEndpoint,
} from '@hissa/contracts/media-endpoints';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { loginAs } from '../../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { samplePng } from '../files/sample-files.ts';
import { sampleWav } from './media-samples.ts';
import { call, upload } from '../../test/media-helpers.ts';

/*
 * Podcasts (spec §2 podcasts: latest, featured, others; decision 030) through the HTTP layer:
 * the admin's episodes and audio upload checked by content, playing with range requests, and
 * the RSS feed podcast apps read.
 */

let harness: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await loginAs(harness.app, USER_TYPES.admin);
});
afterAll(() => harness.close());

const episodeInput: EpisodeInput = {
  titleEn: 'Episode 99: Pricing a private share',
  titleAr: 'الحلقة 99: تسعير الحصة الخاصة',
  descriptionEn: '<p>How buyers <a href="javascript:alert(1)" onclick="x()">price</a> shares.</p>',
  descriptionAr: '<p>كيف يسعّر المشترون الحصص.</p>',
  status: 'draft',
  episodeNumber: 99,
  publishedOn: '2099-01-01',
  isFeatured: true,
};
const audio = sampleWav(1.5);
let episode: Episode;

describe('the admin publishes an episode', () => {
  it('creates a draft (description sanitised); publishing without audio is 409', async () => {
    const created = await call(harness, 'POST', CreateEpisodeEndpoint.path, admin, episodeInput);
    expect(created.statusCode).toBe(201);
    episode = created.json<{ data: Episode }>().data;
    expect(episode.descriptionEn).toBe(
      '<p>How buyers <a target="_blank" rel="noopener noreferrer nofollow">price</a> shares.</p>',
    );
    expect(episode.audio).toBeNull();
    const early = await call(harness, 'PUT', endpointUrl(UpdateEpisodeEndpoint, { episodeId: episode.id }), admin, {
      ...episodeInput,
      status: 'published',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorEnvelope>().message).toBe(en.media.fileMissing);
    const url = endpointUrl(EpisodeEndpoint, { episodeId: episode.id });
    expect((await call(harness, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses an audio field holding an image, and a form without the file', async () => {
    const url = endpointUrl(UploadEpisodeAudioEndpoint, { episodeId: episode.id });
    const image = await upload(harness, url, admin, 'audio', samplePng(), 'episode.mp3');
    expect(image.statusCode).toBe(400);
    expect(image.json<ErrorEnvelope>().errors).toContainEqual({ field: 'body.audio', message: en.media.audioType });
    const other = await upload(harness, url, admin, 'cover', audio, 'episode.wav');
    expect(other.statusCode).toBe(400);
    const buyer = await loginAs(harness.app, USER_TYPES.buyer);
    expect((await upload(harness, url, buyer, 'audio', audio, 'episode.wav')).statusCode).toBe(403);
  });

  it('takes a WAV by content and publishes', async () => {
    const url = endpointUrl(UploadEpisodeAudioEndpoint, { episodeId: episode.id });
    const uploaded = await upload(harness, url, admin, 'audio', audio, 'episode.bin');
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json<{ data: Episode }>().data.audio).toMatchObject({
      contentType: 'audio/wav',
      sizeBytes: audio.length,
    });
    const published = await call(harness, 'PUT', endpointUrl(UpdateEpisodeEndpoint, { episodeId: episode.id }), admin, {
      ...episodeInput,
      status: 'published',
    });
    expect(published.statusCode).toBe(200);
    const list = (await call(harness, 'GET', EpisodesEndpoint.path)).json<{ data: Episode[] }>().data;
    expect(list[0]).toMatchObject({ id: episode.id, isFeatured: true });
  });
});

describe('playing an episode', () => {
  const audioUrl = () => endpointUrl(EpisodeAudioEndpoint, { episodeId: episode.id });

  it('answers the whole file with Accept-Ranges bytes', async () => {
    const response = await call(harness, 'GET', audioUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(Number(response.headers['content-length'])).toBe(audio.length);
    expect(response.rawPayload.equals(audio)).toBe(true);
  });

  it('answers a range with 206 and Content-Range, open-ended and suffix ranges too', async () => {
    const first = await call(harness, 'GET', audioUrl(), { range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${audio.length}`);
    expect(first.rawPayload.equals(audio.subarray(0, 100))).toBe(true);
    const rest = await call(harness, 'GET', audioUrl(), { range: 'bytes=1000-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 1000-${audio.length - 1}/${audio.length}`);
    expect(rest.rawPayload.equals(audio.subarray(1000))).toBe(true);
    const tail = await call(harness, 'GET', audioUrl(), { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(audio.subarray(audio.length - 10))).toBe(true);
  });

  it('refuses a range outside the file with 416, and a draft episode with 404', async () => {
    const outside = await call(harness, 'GET', audioUrl(), { range: `bytes=${audio.length + 10}-` });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${audio.length}`);
    const draft = await call(harness, 'POST', CreateEpisodeEndpoint.path, admin, {
      ...episodeInput,
      isFeatured: false,
    });
    const draftAudio = endpointUrl(EpisodeAudioEndpoint, { episodeId: draft.json<{ data: Episode }>().data.id });
    expect((await call(harness, 'GET', draftAudio)).statusCode).toBe(404);
  });
});

describe('the RSS feed', () => {
  it('is RSS 2.0 with the iTunes namespace, channel tags and an enclosure with length and type per episode', async () => {
    const response = await call(harness, 'GET', PodcastFeedEndpoint.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const feed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false }).parse(
      response.body,
    ) as {
      rss: { '@version': string; '@xmlns:itunes': string; channel: Record<string, unknown> & { item: unknown[] } };
    };
    expect(feed.rss['@version']).toBe('2.0');
    expect(feed.rss['@xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    const channel = feed.rss.channel;
    for (const tag of [
      'title',
      'link',
      'language',
      'description',
      'itunes:author',
      'itunes:image',
      'itunes:category',
      'itunes:explicit',
    ])
      expect(channel[tag], tag).toBeTruthy();
    const items = channel.item as {
      title: string;
      guid: unknown;
      pubDate: string;
      enclosure: Record<string, string>;
    }[];
    const ours = items.find((item) => item.title === episodeInput.titleEn);
    expect(ours?.enclosure).toMatchObject({ '@length': String(audio.length), '@type': 'audio/wav' });
    expect(ours?.enclosure['@url']).toMatch(
      new RegExp(`^https?://[^/]+${endpointUrl(EpisodeAudioEndpoint, { episodeId: episode.id })}$`),
    );
    expect(new Date(ours?.pubDate ?? '').toISOString().slice(0, 10)).toBe('2099-01-01');
    expect(items.every((item) => item.guid && item.enclosure)).toBe(true);
  });
});
