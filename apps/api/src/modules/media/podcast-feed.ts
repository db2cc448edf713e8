import { XMLBuilder } from 'fast-xml-parser';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { MEDIA_PAGES } from '@hissa/contracts/media/media';
import { EpisodeAudioEndpoint, PodcastFeedEndpoint } from '@hissa/contracts/media-endpoints';
import { richTextPlain } from '@hissa/contracts/rich-text';
import type { EpisodeWithAudio } from './episodes-service.ts';

/** The podcast's channel details shown by podcast apps. */
const CHANNEL = {
  title: 'Hissa Podcast | بودكاست حصة',
  description:
    'Conversations on Saudi private companies, funding and fintech. حوارات عن الشركات الخاصة السعودية والتمويل والتقنية المالية.',
  author: 'Hissa',
  email: 'media@hissa.sa',
  category: 'Business',
} as const;

/**
 * The podcast as an RSS 2.0 feed with the iTunes namespace (Apple's podcast requirements):
 * channel title, link, language, description, itunes author, image, category, explicit and
 * owner; per episode its title, guid, publication date (RFC 822), description, enclosure (absolute
 * URL, length in bytes, MIME type), episode number and explicit flag. Texts are in English (the
 * site's default language, spec §1); XMLBuilder escapes them.
 */
export function podcastFeed(episodes: readonly EpisodeWithAudio[], appUrl: string): string {
  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true });
  const items = episodes.flatMap(({ row, audio }) =>
    audio
      ? [
          {
            title: row.titleEn,
            link: `${appUrl}${MEDIA_PAGES.podcast}/${row.id}`,
            guid: { '@_isPermaLink': 'false', '#text': `hissa-podcast-${row.id}` },
            pubDate: new Date(`${row.publishedOn}T06:00:00Z`).toUTCString(),
            description: richTextPlain(row.descriptionEn),
            enclosure: {
              '@_url': `${appUrl}${endpointUrl(EpisodeAudioEndpoint, { episodeId: row.id })}`,
              '@_length': String(audio.sizeBytes),
              '@_type': audio.contentType,
            },
            'itunes:episode': row.episodeNumber,
            'itunes:explicit': 'false',
          },
        ]
      : [],
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({
    rss: {
      '@_version': '2.0',
      '@_xmlns:itunes': 'http://www.itunes.com/dtds/podcast-1.0.dtd',
      '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
      channel: {
        title: CHANNEL.title,
        link: `${appUrl}${MEDIA_PAGES.podcast}`,
        'atom:link': {
          '@_href': `${appUrl}${endpointUrl(PodcastFeedEndpoint)}`,
          '@_rel': 'self',
          '@_type': 'application/rss+xml',
        },
        language: 'en',
        description: CHANNEL.description,
        'itunes:author': CHANNEL.author,
        'itunes:image': { '@_href': `${appUrl}/podcast-cover.png` },
        'itunes:category': { '@_text': CHANNEL.category },
        'itunes:explicit': 'false',
        'itunes:owner': { 'itunes:name': CHANNEL.author, 'itunes:email': CHANNEL.email },
        item: items,
      },
    },
  })}`;
}
