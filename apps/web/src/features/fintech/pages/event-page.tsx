import { Navigate, useParams } from 'react-router';
import { readRouteId } from '../../../lib/route-id';
import { MEDIA_PATHS } from '../../../lib/routes';

/**
 * A fintech event (fintech/event/:id; decision 041): fintech events are the media hub's events, so
 * the address opens that event's page (media-hub/events/:id, which shows it or its not-found state).
 */
export function EventPage() {
  const eventId = readRouteId(useParams().id);
  return <Navigate to={eventId === null ? MEDIA_PATHS.events : `${MEDIA_PATHS.events}/${eventId}`} replace />;
}
