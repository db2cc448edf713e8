import { profileKindOf } from '@hissa/contracts/account-profiles';
import type { UserType } from '@hissa/contracts/user-types';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { COMPANY_DASHBOARD_PATHS } from '../../features/companies/content/company-profile-paths';
import { SME_LOAN_PATHS } from '@hissa/contracts/sme-loans/loan-application';
import { QUOTATION_PAGES } from '@hissa/contracts/services-marketplace/quotations';
import {
  CONSULTANT_PATHS,
  INVOICE_PATHS,
  MEDIA_ADMIN_PATHS,
  NEWSROOM_PATHS,
  PATHS,
  PAYMENT_PATHS,
  SALES_PATHS,
  SUBSCRIPTION_PATHS,
} from '../../lib/routes';
import { PUBLIC_FORM_PAGES } from '@hissa/contracts/public-forms/public-forms';
import { FINTECH_CLAIMS_ADMIN_PATH } from '@hissa/contracts/fintech/fintech-claims';

/** A link of the dashboard's side navigation; `labelKey` is a UI translation key. */
export interface DashboardNavItem {
  labelKey:
    | 'dashboard.overview'
    | 'dashboard.browseCompanies'
    | 'dashboard.publicSite'
    | 'trading:nav.overview'
    | 'trading:nav.opportunities'
    | 'trading:nav.myCompanies'
    | 'trading:nav.myOrders'
    | 'trading:nav.myTrades'
    | 'adminRegistrations:nav'
    | 'adminTrades:nav'
    | 'marketplaceAccounts:admin.nav'
    | 'fintech:admin.nav'
    | 'requests:nav.myRequests'
    | 'requests:nav.otherRequests'
    | 'requests:admin.nav'
    | 'serviceQuotations:nav.adminQueue'
    | 'salesRequests:nav'
    | 'payments:nav.adminQueue'
    | 'payments:nav.myPayments'
    | 'payments:nav.coupons'
    | 'following:nav.followingCompanies'
    | 'investors:nav.myProfile'
    | 'investors:nav.findInvestors'
    | 'funding:nav.fundingProfile'
    | 'opportunities:nav.funds'
    | 'companyProfile:nav.profile'
    | 'companyProfile:nav.news'
    | 'companyProfile:nav.allNews'
    | 'companyProfile:nav.userProfile'
    | 'companyProfile:nav.myNews'
    | 'invoices:nav.mine'
    | 'invoices:nav.admin'
    | 'subscriptions:nav.mediaPackages'
    | 'contact:nav'
    | 'newsletter:nav'
    | 'smeLoans:nav.mine'
    | 'smeLoans:nav.adminQueue'
    | 'news:nav'
    | 'mediaHub:admin.nav.events'
    | 'mediaHub:admin.nav.podcasts'
    | 'mediaHub:admin.nav.reports'
    | 'mediaHub:admin.nav.reportRequests'
    | 'mediaHub:admin.nav.newsletterIssues'
    | 'consultants:nav.profile'
    | 'consultants:nav.requests'
    | 'consultants:nav.directory'
    | 'consultants:admin.nav';
  to: string;
  /** True for the account home: current only on its exact path. */
  isHome?: boolean;
}

/** The account home of each dashboard area, by user type (USER_TYPE_INFO default paths). */
const HOME_BY_TYPE: Partial<Record<UserType, string>> = {
  [USER_TYPES.admin]: '/admin',
  [USER_TYPES.company]: '/dashboard/company/home',
  [USER_TYPES.individualShareholder]: '/dashboard/shareholder/home',
  [USER_TYPES.institutionalShareholder]: '/dashboard/shareholder/home',
  [USER_TYPES.individualInvestor]: '/dashboard/investor/home',
  [USER_TYPES.institutionalInvestor]: '/dashboard/investor/home',
  [USER_TYPES.financialConsultant]: CONSULTANT_PATHS.home,
};

/**
 * The side navigation of a user type (the dashboard paths in lib/routes.ts): the account home, the
 * area's pages, the companies list (inside the area for shareholders and investors, the public one
 * for the others) and the public home.
 */
export function dashboardNavFor(type: UserType): DashboardNavItem[] {
  const home = HOME_BY_TYPE[type];
  // Shareholders and investors: the trading sub-area, following, their companies' news.
  const isTraderArea = home !== undefined && /\/(investor|shareholder)\/home$/.test(home);
  return [
    ...(home ? [{ labelKey: 'dashboard.overview' as const, to: home, isHome: true }] : []),
    // Trading sub-area (investors and shareholders) and the admin's trade review.
    ...(home && isTraderArea
      ? [
          { labelKey: 'trading:nav.overview' as const, to: home.replace(/home$/, 'my-companies-dashboard') },
          { labelKey: 'trading:nav.opportunities' as const, to: home.replace(/home$/, 'opportunities') },
          { labelKey: 'trading:nav.myCompanies' as const, to: home.replace(/home$/, 'my-companies') },
          { labelKey: 'trading:nav.myOrders' as const, to: home.replace(/home$/, 'my-orders') },
          { labelKey: 'trading:nav.myTrades' as const, to: home.replace(/home$/, 'my-trades') },
        ]
      : []),
    // Requests of the company, shareholder and investor areas; the admin follows up visitors' requests.
    ...(home && /\/(company|investor|shareholder)\/home$/.test(home)
      ? [
          { labelKey: 'requests:nav.myRequests' as const, to: home.replace(/home$/, 'my-requests') },
          { labelKey: 'requests:nav.otherRequests' as const, to: home.replace(/home$/, 'other-requests') },
        ]
      : []),
    // Following, the account's own profile and the funding rounds (investors and shareholders);
    // finding investors and the funding profile (company users).
    ...(home && isTraderArea
      ? [
          { labelKey: 'following:nav.followingCompanies' as const, to: home.replace(/home$/, 'following-companies') },
          {
            labelKey: 'investors:nav.myProfile' as const,
            to: home.replace(
              /home$/,
              profileKindOf(type) === 'institutional' ? 'institutional-profile' : 'individual-profile',
            ),
          },
          { labelKey: 'opportunities:nav.funds' as const, to: '/opportunities-funds' },
          { labelKey: 'companyProfile:nav.myNews' as const, to: home.replace(/home$/, 'news') },
          { labelKey: 'dashboard.browseCompanies' as const, to: home.replace(/home$/, 'companies') },
        ]
      : []),
    ...(type === USER_TYPES.company
      ? [
          { labelKey: 'funding:nav.fundingProfile' as const, to: '/dashboard/company/funding-profile' },
          { labelKey: 'investors:nav.findInvestors' as const, to: '/dashboard/company/find-investors' },
          // Verified independent financial consultants (decision 043).
          { labelKey: 'consultants:nav.directory' as const, to: CONSULTANT_PATHS.directory },
          { labelKey: 'subscriptions:nav.mediaPackages' as const, to: SUBSCRIPTION_PATHS.mediaPackages },
        ]
      : []),
    // The company's profile and news, the company user's own profile; every company's news for investors.
    ...(type === USER_TYPES.company
      ? [
          { labelKey: 'companyProfile:nav.profile' as const, to: COMPANY_DASHBOARD_PATHS.profileView },
          { labelKey: 'companyProfile:nav.news' as const, to: COMPANY_DASHBOARD_PATHS.news },
          { labelKey: 'companyProfile:nav.allNews' as const, to: COMPANY_DASHBOARD_PATHS.allNews },
          { labelKey: 'companyProfile:nav.userProfile' as const, to: COMPANY_DASHBOARD_PATHS.userProfile },
        ]
      : []),
    // The consultant's profile and the requests companies sent (decision 043).
    ...(type === USER_TYPES.financialConsultant
      ? [
          { labelKey: 'consultants:nav.profile' as const, to: CONSULTANT_PATHS.editProfile },
          { labelKey: 'consultants:nav.requests' as const, to: CONSULTANT_PATHS.requests },
        ]
      : []),
    ...(type === USER_TYPES.admin ? [{ labelKey: 'adminRegistrations:nav' as const, to: '/admin/registrations' }] : []),
    ...(type === USER_TYPES.admin ? [{ labelKey: 'adminTrades:nav' as const, to: '/admin/trades' }] : []),
    ...(type === USER_TYPES.admin ? [{ labelKey: 'requests:admin.nav' as const, to: '/admin/requests' }] : []),
    // Consultants to verify for the companies' directory (decision 043).
    ...(type === USER_TYPES.admin ? [{ labelKey: 'consultants:admin.nav' as const, to: CONSULTANT_PATHS.admin }] : []),
    ...(type === USER_TYPES.admin
      ? [{ labelKey: 'marketplaceAccounts:admin.nav' as const, to: '/admin/provider-claims' }]
      : []),
    // Claims on fintech profiles to review (decision 041).
    ...(type === USER_TYPES.admin ? [{ labelKey: 'fintech:admin.nav' as const, to: FINTECH_CLAIMS_ADMIN_PATH }] : []),
    // The services marketplace's queue of buyers to connect to unregistered providers (decision 018).
    ...(type === USER_TYPES.admin
      ? [{ labelKey: 'serviceQuotations:nav.adminQueue' as const, to: QUOTATION_PAGES.adminQueue }]
      : []),
    // The sales team's custom media package and advertising requests (decision 023).
    ...(type === USER_TYPES.admin ? [{ labelKey: 'salesRequests:nav' as const, to: SALES_PATHS.adminQueue }] : []),
    // SME loan applications (decision 026): the company's own; the team's queue.
    ...(type === USER_TYPES.company ? [{ labelKey: 'smeLoans:nav.mine' as const, to: SME_LOAN_PATHS.mine }] : []),
    ...(type === USER_TYPES.admin
      ? [{ labelKey: 'smeLoans:nav.adminQueue' as const, to: SME_LOAN_PATHS.adminQueue }]
      : []),
    // Tax invoices (decision 021): the payers of plans, featurings and media packages; every invoice for the admin.
    ...(type === USER_TYPES.company || type === USER_TYPES.serviceProvider
      ? [{ labelKey: 'invoices:nav.mine' as const, to: INVOICE_PATHS.mine }]
      : []),
    ...(type === USER_TYPES.admin ? [{ labelKey: 'invoices:nav.admin' as const, to: INVOICE_PATHS.admin }] : []),
    // The payments queue: bank-transfer receipts to confirm, refunds (decision 020).
    ...(type === USER_TYPES.admin
      ? [{ labelKey: 'payments:nav.adminQueue' as const, to: PAYMENT_PATHS.adminQueue }]
      : [{ labelKey: 'payments:nav.myPayments' as const, to: PAYMENT_PATHS.myPayments }]),
    // Contact messages, demo bookings and newsletter subscribers (decision 027).
    ...(type === USER_TYPES.admin
      ? [
          { labelKey: 'contact:nav' as const, to: PUBLIC_FORM_PAGES.adminInbox },
          { labelKey: 'newsletter:nav' as const, to: PUBLIC_FORM_PAGES.adminSubscribers },
        ]
      : []),
    // The admin's discount coupons (decision 019's coupons; contracts coupons-endpoints.ts).
    ...(type === USER_TYPES.admin
      ? [{ labelKey: 'payments:nav.coupons' as const, to: PAYMENT_PATHS.adminCoupons }]
      : []),
    // The newsroom: articles, expert thoughts and interviews (decision 029).
    ...(type === USER_TYPES.admin ? [{ labelKey: 'news:nav' as const, to: NEWSROOM_PATHS.list }] : []),
    // The newsroom's media: events, podcasts, reports and their requests, newsletter issues (decision 040).
    ...(type === USER_TYPES.admin
      ? [
          { labelKey: 'mediaHub:admin.nav.events' as const, to: MEDIA_ADMIN_PATHS.events },
          { labelKey: 'mediaHub:admin.nav.podcasts' as const, to: MEDIA_ADMIN_PATHS.podcasts },
          { labelKey: 'mediaHub:admin.nav.reports' as const, to: MEDIA_ADMIN_PATHS.reports },
          { labelKey: 'mediaHub:admin.nav.reportRequests' as const, to: MEDIA_ADMIN_PATHS.reportRequests },
          { labelKey: 'mediaHub:admin.nav.newsletterIssues' as const, to: MEDIA_ADMIN_PATHS.newsletterIssues },
        ]
      : []),
    ...(isTraderArea ? [] : [{ labelKey: 'dashboard.browseCompanies' as const, to: PATHS.companies }]),
    { labelKey: 'dashboard.publicSite', to: PATHS.home },
  ];
}
