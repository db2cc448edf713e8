import type { RouteObject } from 'react-router';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { RoleGuard } from '../../components/route-guards';

const newsAll = { Component: async () => (await import('./pages/news-all-page')).NewsAllPage };
const myCompaniesNews = { Component: async () => (await import('./pages/my-companies-news-page')).MyCompaniesNewsPage };

/**
 * The company dashboard's profile and news pages (marketplace.txt section 2, "Company:
 * news-and-announcements, user-profile, update-user-profile, profile-view, update-profile,
 * news-and-announcement-all"), behind the company role guard; the shareholders' and investors'
 * news (their companies' news), and the investors' news-and-announcement-all ("Investor: the
 * same set plus news-and-announcement-all").
 */
export const companyProfileDashboardRoutes: RouteObject[] = [
  {
    path: 'company',
    element: <RoleGuard allowed={[USER_TYPES.company]} />,
    children: [
      { path: 'profile-view', lazy: { Component: async () => (await import('./pages/profile-view-page')).ProfileViewPage } },
      { path: 'update-profile', lazy: { Component: async () => (await import('./pages/update-profile-page')).UpdateProfilePage } },
      { path: 'news-and-announcements', lazy: { Component: async () => (await import('./pages/news-and-announcements-page')).NewsAndAnnouncementsPage } },
      { path: 'news-and-announcement-all', lazy: newsAll },
      { path: 'user-profile', lazy: { Component: async () => (await import('./pages/user-profile-page')).UserProfilePage } },
      { path: 'update-user-profile', lazy: { Component: async () => (await import('./pages/update-user-profile-page')).UpdateUserProfilePage } },
    ],
  },
  {
    path: 'investor',
    element: <RoleGuard allowed={[USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]} />,
    children: [
      { path: 'news-and-announcement-all', lazy: newsAll },
      { path: 'news', lazy: myCompaniesNews },
    ],
  },
  {
    path: 'shareholder',
    element: <RoleGuard allowed={[USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]} />,
    children: [{ path: 'news', lazy: myCompaniesNews }],
  },
];
