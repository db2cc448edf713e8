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

const adminPages = () => import('./pages/admin/media-editor-pages');

/** A newsroom media list and its editor (`new` and `:itemId`) under `path`. */
function adminSection(path: string, list: RouteObject['lazy']): RouteObject {
  return {
    path,
    children: [
      { index: true, lazy: list },
      { path: 'new', lazy: editorOf(path) },
      { path: ':itemId', lazy: editorOf(path) },
    ],
  };
}

const EDITORS = {
  'newsroom/events': 'EventEditorPage',
  'newsroom/podcasts': 'EpisodeEditorPage',
  'newsroom/reports': 'ReportEditorPage',
  'newsroom/newsletter-issues': 'IssueEditorPage',
} as const;

function editorOf(path: string) {
  return page(adminPages, EDITORS[path as keyof typeof EDITORS]);
}

/**
 * The newsroom's media pages inside /admin (decision 040; paths MEDIA_ADMIN_PATHS): events,
 * podcast episodes, reports and newsletter issues (list, new, edit), and the report requests.
 */
export const adminMediaRoutes: RouteObject[] = [
  adminSection(
    'newsroom/events',
    page(() => import('./pages/admin/events-admin-page'), 'EventsAdminPage'),
  ),
  adminSection(
    'newsroom/podcasts',
    page(() => import('./pages/admin/episodes-admin-page'), 'EpisodesAdminPage'),
  ),
  adminSection(
    'newsroom/reports',
    page(() => import('./pages/admin/reports-admin-page'), 'ReportsAdminPage'),
  ),
  adminSection(
    'newsroom/newsletter-issues',
    page(() => import('./pages/admin/newsletter-issues-page'), 'NewsletterIssuesPage'),
  ),
  {
    path: 'newsroom/report-requests',
    lazy: page(() => import('./pages/admin/report-requests-page'), 'ReportRequestsPage'),
  },
];
