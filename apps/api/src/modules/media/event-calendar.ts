import { createEvent } from 'ics';
import type { Language } from '@hissa/contracts/languages';
import { MEDIA_PAGES } from '@hissa/contracts/media/media';
import { richTextPlain } from '@hissa/contracts/rich-text';
import type { mediaEvents } from '../../db/schema/media.ts';

/**
 * The event as an iCalendar file (RFC 5545) made with the `ics` package, in `language`: start and
 * end in UTC, the description as plain text, the place (with its coordinates) or the meeting link,
 * and the event page's link. Errors: throws when `ics` refuses the event (never for a valid row).
 */
export function eventCalendar(event: typeof mediaEvents.$inferSelect, language: Language, appUrl: string): string {
  const isArabic = language === 'ar';
  const pageUrl = `${appUrl}${MEDIA_PAGES.event}/${event.id}`;
  // the platform's own meeting room is a path of the site (/join-meeting/:mid)
  const meetingUrl = event.meetingUrl?.startsWith('/') ? `${appUrl}${event.meetingUrl}` : event.meetingUrl;
  const { error, value } = createEvent({
    uid: `event-${event.id}@hissa.sa`,
    productId: 'hissa/media-hub',
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: event.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: isArabic ? event.titleAr : event.titleEn,
    description: richTextPlain(isArabic ? event.descriptionAr : event.descriptionEn),
    location: (event.mode === 'online' ? meetingUrl : isArabic ? event.locationAr : event.locationEn) ?? undefined,
    geo:
      event.latitude !== null && event.longitude !== null ? { lat: event.latitude, lon: event.longitude } : undefined,
    url: event.mode === 'online' && meetingUrl ? meetingUrl : pageUrl,
    status: 'CONFIRMED',
  });
  if (error || !value) throw error ?? new Error('ics returned no calendar');
  return value;
}
