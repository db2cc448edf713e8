import type { RouteObject } from 'react-router';

/** The site's own pages (spec §2; decision 027): about, careers, privacy policy, terms and the sitemap. */
export const sitePagesRoutes: RouteObject[] = [
  { path: 'about-us', lazy: { Component: async () => (await import('./pages/about-page')).AboutPage } },
  { path: 'careers', lazy: { Component: async () => (await import('./pages/careers-page')).CareersPage } },
  { path: 'privacy-policy', lazy: { Component: async () => (await import('./pages/privacy-page')).PrivacyPage } },
  { path: 'terms-and-conditions', lazy: { Component: async () => (await import('./pages/terms-page')).TermsPage } },
  { path: 'sitemap', lazy: { Component: async () => (await import('./pages/sitemap-page')).SitemapPage } },
];
