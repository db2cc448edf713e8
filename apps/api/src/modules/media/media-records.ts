import { endpointUrl } from '@hissa/contracts/http/endpoint';
import type { Episode, MediaEvent, Report } from '@hissa/contracts/media/media';
import type { NewsletterIssue } from '@hissa/contracts/media/newsletter-issues';
import { EpisodeAudioEndpoint } from '@hissa/contracts/media-endpoints';
import { ERROR_KEYS } from '@hissa/contracts/errors';
import { MEDIA_KEYS } from '@hissa/contracts/media/media';
import { statusAt } from '../../lib/publication.ts';
import { AppError } from '../../plugins/errors.ts';
import type { storedFiles } from '../../db/schema/files.ts';
import type { mediaEvents, mediaReports, newsletterIssues, podcastEpisodes } from '../../db/schema/media.ts';

/*
 * Rows of the media tables as the contracts' shapes (instants as ISO 8601 UTC; a scheduled item
 * whose time has come reads as published).
 */

type StoredFile = typeof storedFiles.$inferSelect;

/** An event row as MediaEvent. */
export function toEvent(row: typeof mediaEvents.$inferSelect): MediaEvent {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    status: statusAt(row, new Date()),
    publishAt: row.publishAt?.toISOString() ?? null,
    mode: row.mode,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    locationEn: row.locationEn,
    locationAr: row.locationAr,
    latitude: row.latitude,
    longitude: row.longitude,
    meetingUrl: row.meetingUrl,
  };
}

/** An episode row and its audio file (if any) as Episode; the audio plays from the range endpoint. */
export function toEpisode(row: typeof podcastEpisodes.$inferSelect, audio: StoredFile | undefined): Episode {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    status: statusAt(row, new Date()),
    publishAt: row.publishAt?.toISOString() ?? null,
    episodeNumber: row.episodeNumber,
    publishedOn: row.publishedOn,
    isFeatured: row.isFeatured,
    audio: audio
      ? {
          url: endpointUrl(EpisodeAudioEndpoint, { episodeId: row.id }),
          contentType: audio.contentType,
          sizeBytes: audio.sizeBytes,
        }
      : null,
  };
}

/** A report row and its PDF (if any) as Report. */
export function toReport(row: typeof mediaReports.$inferSelect, file: StoredFile | undefined): Report {
  return {
    id: row.id,
    titleEn: row.titleEn,
    titleAr: row.titleAr,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    status: statusAt(row, new Date()),
    publishAt: row.publishAt?.toISOString() ?? null,
    category: row.category,
    publisher: row.publisher,
    publishedOn: row.publishedOn,
    fileSizeBytes: file?.sizeBytes ?? null,
  };
}

/** An issue row as NewsletterIssue. */
export function toIssue(row: typeof newsletterIssues.$inferSelect): NewsletterIssue {
  return {
    id: row.id,
    subjectEn: row.subjectEn,
    subjectAr: row.subjectAr,
    bodyEn: row.bodyEn,
    bodyAr: row.bodyAr,
    status: row.status,
    recipientCount: row.recipientCount,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** 400 with a field error media.fileRequired on `field`: an upload form without its file. */
export function missingFile(field: string): AppError {
  return new AppError(400, ERROR_KEYS.validation, {}, [{ field: `body.${field}`, key: MEDIA_KEYS.fileRequired }]);
}
