import type { RouteObject } from 'react-router';

/** The public pages of contact us and demo bookings (decision 027). */
export const contactRoutes: RouteObject[] = [
  {
    path: 'contact-us',
    lazy: { Component: async () => (await import('./pages/contact-us-page')).ContactUsPage },
  },
  {
    path: 'book-demo-tour',
    lazy: { Component: async () => (await import('./pages/book-demo-page')).BookDemoPage },
  },
];

/** The admin's inbox of contact messages and demo bookings: /admin/contact-messages. */
export const adminContactInboxRoute: RouteObject = {
  path: 'contact-messages',
  lazy: { Component: async () => (await import('./pages/contact-inbox-page')).ContactInboxPage },
};
