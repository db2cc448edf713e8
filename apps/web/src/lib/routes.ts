import type { ComponentType } from 'react';
import type { FlatNamespace } from 'i18next';
import { companyProfileSlug } from '@hissa/contracts/company-paths';
import { PROVIDER_UPGRADE_PATH } from '@hissa/contracts/services-marketplace/provider-packages';
import { QUOTATION_PAGES } from '@hissa/contracts/services-marketplace/quotation-pages';

/**
 * What a route's `handle` may say: the text namespaces its page asks for on its first render
 * besides ui. A first load of the page fetches them with the shared texts, before the
 * first render, instead of after it (each namespace a page suspends on is another round trip
 * before its first paint, decision 050; app/router.tsx reads them). Listing one is an
 * optimisation; a page still works without (it suspends until the namespace is in).
 */
export interface RouteTexts {
  /** Namespaces as the code asks for them (app/i18next.d.ts): a misspelt one fails the type check. */
  namespaces: FlatNamespace[];
}

/** A page's Component, fetched on the first visit (react-router's `lazy: { Component }`). */
export type LazyComponent = () => Promise<ComponentType>;

/**
 * `page` whose body chunk (`loadBody`, the page's own lazy import of it) starts loading in the
 * same round as the page's, not after it: the page shows its header while the body arrives
 * (decision 070).
 */
export function withBodyFetchedBeside(page: LazyComponent, loadBody: () => Promise<unknown>): LazyComponent {
  return () => {
    void loadBody();
    return page();
  };
}

/**
 * Paths of the public area. Pages not built yet are linked all the same: the router sends them to
 * page-not-found until their issue lands.
 */
export const PATHS = {
  home: '/home',
  companies: '/companies',
  investors: '/investors',
  opportunities: '/opportunities',
  servicesHome: '/sp/public/top-recommendations',
  smeLoans: '/sme-bank',
  fintechHub: '/fintech-hub',
  news: '/news',
  contactUs: '/contact-us',
  sitemap: '/sitemap',
  login: '/auth/login',
  register: '/registration',
  companyRegistration: '/company-registration',
  providerRegistration: '/sp/register/sp',
  // Finding providers (decision 016).
  providerScreener: '/sp/sp-screener',
  topCompanies: '/sp/public/top-companies',
  latestCompanies: '/sp/public/latest-companies',
  accessByServiceProvider: '/sp/public/access-by-service-provider',
} as const;

/**
 * The profile page of a company: /company-profile-detail-view/{title slug with the id}, or the
 * one inside a dashboard area when `areaPath` is given ('/dashboard/investor' ->
 * /dashboard/investor/company-profile-detail-view/{slug}).
 */
export function companyProfilePath(companyName: string, companyId: number, areaPath: string | null = null): string {
  return `${areaPath ?? ''}/company-profile-detail-view/${companyProfileSlug(companyName, companyId)}`;
}

/**
 * A company's order book (view-order-book/:companyId): the public page, or the one inside a
 * dashboard area when `areaPath` is given.
 */
export function orderBookPath(companyId: number, areaPath: string | null = null): string {
  return `${areaPath ?? ''}/view-order-book/${companyId}`;
}

/**
 * A company's funding rounds page (view-funding-rounds/:companyId): the public one, or the one
 * inside a dashboard area when `areaPath` is given ('/dashboard/investor' ->
 * /dashboard/investor/view-funding-rounds/{id}).
 */
export function fundingRoundsPath(companyId: number, areaPath: string | null = null): string {
  return `${areaPath ?? ''}/view-funding-rounds/${companyId}`;
}

/* ---- Provider profile (docs/decisions/014-provider-profile.md) ---- */

/** The provider user's profile editor and the view of its page as buyers see it. */
export const PROVIDER_PROFILE_PATHS = {
  editor: '/sp/sp-profile',
  viewAsBuyer: '/sp/sp-view-profile',
} as const;

/*
 * Buyers' requirements and recommendations (decision 017), and the quotation pages they link to by
 * URL: the post-requirement wizard, a requirement's recommendations, the public requirements,
 * buyer registration, and the quotations area (new quotation request; the provider's inbox).
 */
export const REQUIREMENT_PATHS = {
  postRequirement: '/sp/post-requirement',
  publicRequirements: '/sp/public/requirements',
  buyerRegistration: '/sp/buyer',
  providerQuotations: '/sp/quotations',
} as const;

/** The recommendations page of requirement `requirementId`: /sp/requirements/{id}/recommendations. */
export function requirementRecommendationsPath(requirementId: number): string {
  return `/sp/requirements/${requirementId}/recommendations`;
}

/** The provider's proposal form on public requirement `requirementId` (decision 018): /sp/public/requirements/7/propose. */
export function answerRequirementPath(requirementId: number): string {
  return QUOTATION_PAGES.proposal(requirementId);
}

// --- Buyer trading (decision 015: buyers bid on public offers and answer private deals) ---

/** The buyer's "My bids and deals" page: their bids, private deals offered to them and their trades. */
export const BUYER_BIDS_PATH = '/sp/my-bids';

/** Query parameter of the order book naming the offer whose bid dialog opens on arrival. */
export const ORDER_BOOK_BID_PARAM = 'bid';

/**
 * A company's order book with the bid dialog of one of its offers open on arrival
 * ({orderBookPath}?bid={offerId}); the order book ignores it for visitors and closed offers.
 */
export function orderBookBidPath(companyId: number, offerId: number, areaPath: string | null = null): string {
  return `${orderBookPath(companyId, areaPath)}?${ORDER_BOOK_BID_PARAM}=${offerId}`;
}

/** Featuring and the sales team's pages (decision 023). */
export const SALES_PATHS = {
  featureYourCompany: '/sp/plan/feature-your-company',
  customPackage: '/sp/plan/custom-package',
  advertising: '/advertisement-support',
  adminQueue: '/admin/sales-requests',
} as const;

// --- Tax invoices (decision 021) ---

/** The payer's invoices (dashboards area) and the admin's. */
export const INVOICE_PATHS = {
  mine: '/dashboard/invoices',
  admin: '/admin/invoices',
} as const;

/* ---- Payments (docs/decisions/020-payments.md) ---- */

/** The payer's payments (each one's page is contracts paymentPagePath) and the admin's payments queue. */
export const PAYMENT_PATHS = {
  myPayments: '/billing/payments',
  adminQueue: '/admin/payments',
  adminCoupons: '/admin/coupons',
} as const;

/** Plans and media packages (decision 022; spec §2 paths): the plan step, the provider's plan page, the company's media packages. */
export const SUBSCRIPTION_PATHS = {
  step: PROVIDER_UPGRADE_PATH,
  confirm: '/sp/plan/confirm',
  mediaPackages: '/dashboard/company/media-packages',
} as const;

/* ---- News and the media hub (spec §2: news, sharikat-news, media-hub; decisions 029 and 030) ---- */

/** The sections of the news and media hub, each a page of its own (MediaHubNav links them). */
export const MEDIA_PATHS = {
  news: '/news',
  allNews: '/news/all',
  mediaHub: '/media-hub/all',
  expertThoughts: '/media-hub/experts-thoughts',
  events: '/media-hub/events',
  podcasts: '/media-hub/podcasts',
  sharikatNews: '/sharikat-news',
  reports: '/sharikat-news/reports',
  interviews: '/sharikat-news/interviews',
} as const;

/** An article's page (/news/article/42, or /media-hub/article/42 from the media hub; key as contracts ArticleKeySchema). */
export function newsArticlePath(articleKey: string, from: 'news' | 'media-hub' = 'news'): string {
  return `/${from}/article/${encodeURIComponent(articleKey)}`;
}

/** The admin's newsroom (decision 029): the list, a new article, one article's editor. */
export const NEWSROOM_PATHS = {
  list: '/admin/newsroom',
  create: '/admin/newsroom/new',
  edit: (articleId: number) => `/admin/newsroom/${articleId}`,
} as const;

/**
 * The newsroom's media pages (decisions 030 and 040): events, podcast episodes, reports, report
 * requests and newsletter issues, each a list, a new item (`.../new`) and an item (`.../:id`).
 */
export const MEDIA_ADMIN_PATHS = {
  events: '/admin/newsroom/events',
  podcasts: '/admin/newsroom/podcasts',
  reports: '/admin/newsroom/reports',
  reportRequests: '/admin/newsroom/report-requests',
  newsletterIssues: '/admin/newsroom/newsletter-issues',
} as const;
/* ---- Independent financial consultants (docs/decisions/043-consultants.md) ---- */

/** The consultant's own area (beside the dashboards area), the company users' directory and the admin's list. */
export const CONSULTANT_PATHS = {
  home: '/dashboard/consultant/home',
  editProfile: '/dashboard/consultant/profile',
  requests: '/dashboard/consultant/other-requests',
  directory: '/dashboard/company/consultants',
  admin: '/admin/consultants',
} as const;

/** A consultant's page in the company users' directory: /dashboard/company/consultants/12. */
export function consultantPath(consultantId: number): string {
  return `${CONSULTANT_PATHS.directory}/${consultantId}`;
}

/** Query parameters of the new-request page that name a recipient chosen on another page (the directory). */
export const NEW_REQUEST_RECIPIENT_PARAMS = { recipient: 'to', name: 'toName' } as const;

/**
 * The new-request page of dashboard area `areaPath` with a person chosen as the recipient
 * (/dashboard/company/my-requests/new?to=user:12&toName=...): the form starts with them.
 */
export function newRequestToPersonPath(areaPath: string, userId: number, name: string): string {
  const query = new URLSearchParams({
    [NEW_REQUEST_RECIPIENT_PARAMS.recipient]: `user:${userId}`,
    [NEW_REQUEST_RECIPIENT_PARAMS.name]: name,
  });
  return `${areaPath}/my-requests/new?${query.toString()}`;
}
