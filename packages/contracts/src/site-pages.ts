/*
 * The site's own pages (spec §2: about, careers, privacy policy, terms and conditions, sitemap,
 * contact us; docs/decisions/027) and the public pages search engines are told about.
 */

/** Paths of the site's own pages. */
export const SITE_PAGE_PATHS = {
  about: '/about-us',
  careers: '/careers',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  sitemap: '/sitemap',
  contactUs: '/contact-us',
  bookDemo: '/book-demo-tour',
} as const;

/** The public pages listed in /sitemap.xml before the company profiles (no sign-in needed). */
export const PUBLIC_INDEXED_PATHS = [
  '/home',
  '/companies',
  '/investors',
  '/opportunities',
  '/sp/public/top-recommendations',
  '/sp/sp-screener',
  '/sp/public/top-companies',
  '/sp/public/latest-companies',
  '/sp/public/requirements',
  '/sme-bank/apply-loans',
  '/advertisement-support',
  SITE_PAGE_PATHS.contactUs,
  SITE_PAGE_PATHS.bookDemo,
  SITE_PAGE_PATHS.about,
  SITE_PAGE_PATHS.careers,
  SITE_PAGE_PATHS.privacy,
  SITE_PAGE_PATHS.terms,
  SITE_PAGE_PATHS.sitemap,
] as const;

/** The most URLs /sitemap.xml lists (the protocol allows 50,000 per file). */
export const SITEMAP_MAX_URLS = 45_000;

/** Addresses the site pages publish: data protection requests and job applications. */
export const SITE_EMAILS = { privacy: 'privacy@hissa.sa', careers: 'careers@hissa.sa' } as const;

/** When the privacy policy and the terms last changed (ISO date), shown on both pages. */
export const LEGAL_PAGES_UPDATED = '2026-11-01';
