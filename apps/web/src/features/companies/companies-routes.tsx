import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { companyIdFromSlug } from '@hissa/contracts/company-paths';
import { COMPANY_CONTENT_PATH, COMPANY_PROFILE_PATH } from '@hissa/contracts/company-profile-endpoint-paths';
import { endpointUrl } from '@hissa/contracts/http/endpoint';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../components/route-guards';
import { startEarlyRead } from '../../lib/early-reads';
import { type LazyComponent, type RouteTexts, withBodyFetchedBeside } from '../../lib/routes';

/**
 * The profile's texts and those of the follow and visitor-request widgets app/ composes into it,
 * fetched with the shared ones on a first load of a profile (decision 050): otherwise the page,
 * once its company has arrived, waits for those two before it shows.
 */
const profileTexts: RouteTexts = { namespaces: ['companyProfile', 'following', 'requests'] };

/** The profile's prefetch (api/prefetch-company-profile.ts), once its code has been fetched. */
let prefetchProfile: ((slug: string | undefined) => void) | undefined;

/**
 * On entering a profile, its company and content are fetched beside the page's code instead of
 * after it (decision 064). While the prefetch's code has not arrived yet (a first visit), both
 * reads start at once from the start chunk, before zod and the schemas (decision 071), and the
 * prefetch parses them into the cache the page reads when its code is in. The loader returns at
 * once.
 */
function profileLoader({ params }: LoaderFunctionArgs): null {
  if (prefetchProfile) {
    prefetchProfile(params.companyName);
    return null;
  }
  const companyId = companyIdFromSlug(params.companyName ?? '');
  if (companyId !== null) {
    startEarlyRead(endpointUrl({ method: 'GET', path: COMPANY_PROFILE_PATH }, { companyId }));
    startEarlyRead(endpointUrl({ method: 'GET', path: COMPANY_CONTENT_PATH }, { companyId }));
  }
  void import('./api/prefetch-company-profile').then((module) => {
    prefetchProfile = module.prefetchCompanyProfile;
    prefetchProfile(params.companyName);
  });
  return null;
}

/** The companies page, its list's code fetched beside it (the page's heading waits for neither). */
const companiesPage = {
  Component: withBodyFetchedBeside(
    async () => (await import('./pages/companies-page')).CompaniesPage,
    () => import('./components/company-results'),
  ),
};
const newsAll = { Component: async () => (await import('./content/pages/news-all-page')).NewsAllPage };
const myCompaniesNews = {
  Component: async () => (await import('./content/pages/my-companies-news-page')).MyCompaniesNewsPage,
};

/**
 * The pages of this feature that show other features' widgets (follow, visitor request, funding
 * profile, order book). app/ composes them and hands them in here, each fetched on first visit
 * (decision 011).
 */
type CompaniesComposedPages = {
  /** CompanyProfilePage with its widgets. */
  companyProfile: LazyComponent;
  /** The company dashboard's ProfileViewPage with its tab panels. */
  profileView: LazyComponent;
};

/**
 * The companies list and company profile (lib/routes.ts), public at /companies and
 * /company-profile-detail-view/:companyName, and the same paths inside dashboard areas.
 */
export function companiesPublicRoutes(pages: CompaniesComposedPages): RouteObject[] {
  return [
    { path: 'companies', lazy: companiesPage },
    {
      path: 'company-profile-detail-view/:companyName',
      loader: profileLoader,
      lazy: { Component: pages.companyProfile },
      handle: profileTexts,
    },
  ];
}

/**
 * The dashboard pages of this feature, each behind its area's role guard:
 * - the company dashboard's profile and news pages (COMPANY_DASHBOARD_PATHS:
 *   news-and-announcements, user-profile, update-user-profile, profile-view, update-profile,
 *   news-and-announcement-all), from content/;
 * - inside the shareholder and investor dashboards, the companies list and profile
 *   ({shareholder|investor}/companies and company-profile-detail-view/:companyName), their
 *   companies' news ({area}/news) and the investors' news-and-announcement-all ("Investor: the
 *   same set plus news-and-announcement-all").
 */
export function companiesDashboardRoutes(pages: CompaniesComposedPages): RouteObject[] {
  return [
    {
      path: 'company',
      element: <RoleGuard allowed={[USER_TYPES.company]} />,
      children: [
        { path: 'profile-view', lazy: { Component: pages.profileView } },
        {
          path: 'update-profile',
          lazy: { Component: async () => (await import('./content/pages/update-profile-page')).UpdateProfilePage },
        },
        {
          path: 'news-and-announcements',
          lazy: {
            Component: async () =>
              (await import('./content/pages/news-and-announcements-page')).NewsAndAnnouncementsPage,
          },
        },
        { path: 'news-and-announcement-all', lazy: newsAll },
        {
          path: 'user-profile',
          lazy: { Component: async () => (await import('./content/pages/user-profile-page')).UserProfilePage },
        },
        {
          path: 'update-user-profile',
          lazy: {
            Component: async () => (await import('./content/pages/update-user-profile-page')).UpdateUserProfilePage,
          },
        },
      ],
    },
    {
      path: 'investor',
      element: <RoleGuard allowed={[USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]} />,
      children: [
        ...companiesPublicRoutes(pages),
        { path: 'news-and-announcement-all', lazy: newsAll },
        { path: 'news', lazy: myCompaniesNews },
      ],
    },
    {
      path: 'shareholder',
      element: <RoleGuard allowed={[USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]} />,
      children: [...companiesPublicRoutes(pages), { path: 'news', lazy: myCompaniesNews }],
    },
  ];
}
