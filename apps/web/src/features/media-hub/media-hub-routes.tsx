import type { RouteObject } from 'react-router';

const page = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) => ({
  Component: async () => (await load())[name],
});

/**
 * The public media hub pages of decision 030 in the public frame: events and an event,
 * podcasts and an episode, the reports and the e-mailed report download link.
 */
export const mediaHubRoutes: RouteObject[] = [
  { path: 'media-hub/events', lazy: page(() => import('./pages/events-page'), 'EventsPage') },
  { path: 'media-hub/events/:eventId', lazy: page(() => import('./pages/event-page'), 'EventPage') },
  { path: 'media-hub/podcasts', lazy: page(() => import('./pages/podcasts-page'), 'PodcastsPage') },
  { path: 'media-hub/podcasts/:episodeId', lazy: page(() => import('./pages/episode-page'), 'EpisodePage') },
  { path: 'sharikat-news/reports', lazy: page(() => import('./pages/reports-page'), 'ReportsPage') },
  {
    path: 'sharikat-news/reports/download/:token',
    lazy: page(() => import('./pages/report-download-page'), 'ReportDownloadPage'),
  },
];
