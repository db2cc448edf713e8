import type { RouteObject } from 'react-router';

/** The newsletter's public pages (decision 027): the confirmation and unsubscribe links of its e-mails. */
export const newsletterRoutes: RouteObject[] = [
  {
    path: 'newsletter/confirm/:token',
    lazy: { Component: async () => (await import('./pages/confirm-subscription-page')).ConfirmSubscriptionPage },
  },
  {
    path: 'newsletter/unsubscribe/:token',
    lazy: { Component: async () => (await import('./pages/unsubscribe-page')).UnsubscribePage },
  },
];

/** The admin's subscribers list: /admin/newsletter-subscribers. */
export const adminSubscribersRoute: RouteObject = {
  path: 'newsletter-subscribers',
  lazy: { Component: async () => (await import('./pages/subscribers-page')).SubscribersPage },
};
