import type { RouteObject } from 'react-router';

/** The meeting page (decision 032) in the public frame, for anyone with the link: /join-meeting/:mid. */
export const meetingsRoutes: RouteObject[] = [
  {
    path: 'join-meeting/:mid',
    lazy: { Component: async () => (await import('./pages/join-meeting-page')).JoinMeetingPage },
  },
];
