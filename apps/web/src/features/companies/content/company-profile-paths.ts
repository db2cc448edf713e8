/** The company dashboard's pages of this feature. */
export const COMPANY_DASHBOARD_PATHS = {
  profileView: '/dashboard/company/profile-view',
  updateProfile: '/dashboard/company/update-profile',
  news: '/dashboard/company/news-and-announcements',
  allNews: '/dashboard/company/news-and-announcement-all',
  userProfile: '/dashboard/company/user-profile',
  updateUserProfile: '/dashboard/company/update-user-profile',
} as const;
