import { z } from 'zod';

/*
 * Publication states shared by the newsroom's articles and the media hub's events, podcast
 * episodes and reports (decisions 029 and 040): one status list, one publish-time rule, one set
 * of messages, so every newsroom item is drafted, scheduled and published the same way.
 */

/**
 * Where an item is in the newsroom: a draft (readers never see it), scheduled (readers see it
 * from publishAt on) or published (publishAt is when it went out).
 */
export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** Message keys of the publish-time rule (namespace publication). */
export const PUBLICATION_KEYS = {
  publishAtRequired: 'publication.publishAtRequired',
  publishAtPast: 'publication.publishAtPast',
} as const;

/**
 * The publish time of a save request: an ISO date-time or null (`invalidKey` the message of a
 * malformed one); required for a scheduled item (scheduledHasPublishAt), ignored by a draft.
 */
export function publishAtSchema(invalidKey: string) {
  return z.iso.datetime({ offset: true, error: invalidKey }).nullable().default(null);
}

/** The rule "a scheduled item has a publish time", for a save schema's refine (with PUBLISH_AT_REQUIRED). */
export function scheduledHasPublishAt(item: { status: PublicationStatus; publishAt: string | null }): boolean {
  return item.status !== 'scheduled' || item.publishAt !== null;
}

/** The error of scheduledHasPublishAt, on the publishAt field. */
export const PUBLISH_AT_REQUIRED: { error: string; path: string[] } = {
  error: PUBLICATION_KEYS.publishAtRequired,
  path: ['publishAt'],
};
