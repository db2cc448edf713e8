import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DASHBOARD_USER_TYPES, USER_TYPES, type UserType } from '@hissa/contracts/user-types';
import { FullPageLoader } from '../components/full-page-loader';
import {
  adminTradesRoute,
  buyerBidsRoute,
  orderBookRoute,
  tradingDashboardRoutes,
} from '../features/trading/trading-routes';
import {
  adminRequestsRoute,
  consultantRequestsRoutes,
  requestsDashboardRoutes,
} from '../features/requests/requests-routes';
import {
  adminConsultantsRoute,
  consultantAreaRoutes,
  consultantsDirectoryRoutes,
} from '../features/consultants/consultants-routes';
import { featuringRoutes } from '../features/featuring/featuring-routes';
import { adminSalesRequestsRoute, salesRequestsRoutes } from '../features/sales-requests/sales-requests-routes';
import { followingDashboardRoutes } from '../features/following/following-routes';
import { fundingDashboardRoutes, fundingPublicRoutes } from '../features/funding/funding-routes';
import { investorsDashboardRoutes, investorsPublicRoutes } from '../features/investors/investors-routes';
import { opportunitiesRoutes } from '../features/opportunities/opportunities-routes';
import { companiesDashboardRoutes, companiesPublicRoutes } from '../features/companies/companies-routes';
import {
  adminConnectionQueueRoute,
  serviceQuotationsRoutes,
} from '../features/service-quotations/service-quotations-routes';
import { adminInvoicesRoute, myInvoicesRoute } from '../features/invoices/invoices-routes';
import { serviceProvidersRoutes } from '../features/service-providers/service-providers-routes';
import { subscriptionsDashboardRoutes, subscriptionsRoutes } from '../features/subscriptions/subscriptions-routes';
import { adminLoanQueueRoute, smeLoansDashboardRoutes, smeLoansRoutes } from '../features/sme-loans/sme-loans-routes';
import { meetingsRoutes } from '../features/meetings/meetings-routes';
import { adminFintechClaimsRoute, fintechRoutes } from '../features/fintech/fintech-routes';
import { adminMediaRoutes, mediaHubRoutes } from '../features/media-hub/media-hub-routes';
import {
  adminClaimsRoute,
  marketplaceAccountsRoutes,
} from '../features/marketplace-accounts/marketplace-accounts-routes';
import { providerScreenerRoutes } from '../features/provider-screener/provider-screener-routes';
import { serviceRequirementsRoutes } from '../features/service-requirements/service-requirements-routes';
import { adminContactInboxRoute, contactRoutes } from '../features/contact/contact-routes';
import { adminSubscribersRoute, newsletterRoutes } from '../features/newsletter/newsletter-routes';
import { sitePagesRoutes } from '../features/site-pages/site-pages-routes';
import { adminNewsroomRoute, newsRoutes } from '../features/news/news-routes';
import { adminCouponsRoute, adminPaymentsRoute, paymentsRoutes } from '../features/payments/payments-routes';
import { AuthGuard, LandingRedirect, RoleGuard } from '../components/route-guards';
import type { RouteTexts } from '../lib/routes';
import { PublicShell } from './public-shell/public-shell';
import { RouteError } from './public-shell/route-error';
import { RootLayout } from './root-layout';

/**
 * Pages that show more than one feature's parts, composed in app/composed (decision 011): a
 * feature's page takes the other features' widgets as props, and only app/ imports both. Each
 * is its own chunk, like every page.
 */
const composedPages = {
  companyProfile: async () => (await import('./composed/company-profile-page')).ComposedCompanyProfilePage,
  profileView: async () => (await import('./composed/profile-view-page')).ComposedProfileViewPage,
  orderBook: async () => (await import('./composed/order-book-page')).ComposedOrderBookPage,
  adminHome: async () => (await import('./composed/admin-home-page')).ComposedAdminHomePage,
  home: async () => (await import('./composed/home-page')).ComposedHomePage,
  consultantHome: async () => (await import('./composed/consultant-home-page')).ComposedConsultantHomePage,
};

/** Home shows the opportunities feature's top opportunities, in their own namespace. */
const homeHandle: RouteTexts = { namespaces: ['opportunities'] };

/** The signed-in frame, fetched only when a dashboard or admin page opens (decision 034). */
const DashboardShell = lazy(async () => ({
  default: (await import('./dashboard-shell/dashboard-shell')).DashboardShell,
}));

const accountHome = {
  Component: async () => (await import('../features/dashboard/pages/account-home-page')).AccountHomePage,
};

/** A dashboard area's account home, for the user types of that area (role guard). */
function areaHome(path: string, allowed: readonly UserType[]): RouteObject {
  return { path, element: <RoleGuard allowed={allowed} />, children: [{ index: true, lazy: accountHome }] };
}

/**
 * The routes built so far (paths in lib/routes.ts). Only these are registered: every other path,
 * including pages linked from the header that are not built yet, reaches page-not-found. Each page
 * is its own chunk, fetched behind the full-page loader.
 *
 * The dashboards area (dashboard/...) admits DASHBOARD_USER_TYPES behind the auth and role
 * guards, and each area its own types; /dashboard/consultant admits the consultant (decision 043);
 * /admin admits the admin. Buyers and provider users land
 * on their /sp pages inside the public frame.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        path: '/',
        element: <PublicShell />,
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: { Component: composedPages.home }, handle: homeHandle },
              { path: 'home', lazy: { Component: composedPages.home }, handle: homeHandle },
              ...companiesPublicRoutes(composedPages),
              ...serviceQuotationsRoutes,
              ...subscriptionsRoutes,
              ...serviceProvidersRoutes,
              ...marketplaceAccountsRoutes,
              ...providerScreenerRoutes,
              ...serviceRequirementsRoutes,
              ...paymentsRoutes,
              buyerBidsRoute,
              ...featuringRoutes,
              ...salesRequestsRoutes,
              ...contactRoutes,
              ...newsletterRoutes,
              ...sitePagesRoutes,
              ...smeLoansRoutes,
              ...meetingsRoutes,
              ...fintechRoutes,
              ...mediaHubRoutes,
              ...newsRoutes,
              {
                path: 'auth',
                children: [
                  { index: true, element: <Navigate to="/auth/login" replace /> },
                  {
                    path: 'login',
                    lazy: { Component: async () => (await import('../features/auth/pages/login-page')).LoginPage },
                  },
                  {
                    path: 'forget-password',
                    lazy: {
                      Component: async () =>
                        (await import('../features/auth/pages/forgot-password-page')).ForgotPasswordPage,
                    },
                  },
                  {
                    path: 'success-reset',
                    lazy: {
                      Component: async () => (await import('../features/auth/pages/reset-sent-page')).ResetSentPage,
                    },
                  },
                  {
                    path: 'reset-password/:token',
                    lazy: {
                      Component: async () =>
                        (await import('../features/auth/pages/reset-password-page')).ResetPasswordPage,
                    },
                  },
                  {
                    path: 'success-password-change',
                    lazy: {
                      Component: async () =>
                        (await import('../features/auth/pages/password-changed-page')).PasswordChangedPage,
                    },
                  },
                ],
              },
              {
                path: 'confirm-email/:token',
                lazy: {
                  Component: async () => (await import('../features/auth/pages/confirm-email-page')).ConfirmEmailPage,
                },
              },
              {
                path: 'change-password',
                lazy: {
                  Component: async () =>
                    (await import('../features/auth/pages/change-password-page')).ChangePasswordPage,
                },
              },
              {
                path: 'registration',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/registration-page')).RegistrationPage,
                },
              },
              {
                path: 'shareholder-account-type',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/shareholder-account-type-page'))
                      .ShareholderAccountTypePage,
                },
              },
              {
                path: 'investor-account-type',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/investor-account-type-page')).InvestorAccountTypePage,
                },
              },
              {
                path: 'company-registration',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/company-registration-page')).CompanyRegistrationPage,
                },
              },
              {
                path: 'financial-consultant-registration',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/consultant-registration-page'))
                      .ConsultantRegistrationPage,
                },
              },
              {
                path: 'financial-consultation-submission',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/registration-submission-page'))
                      .ConsultantSubmissionPage,
                },
              },
              {
                path: 'company-registration-submission',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/registration-submission-page')).CompanySubmissionPage,
                },
              },
              {
                path: 'individual-shareholder',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/shareholder-registration-page'))
                      .IndividualShareholderPage,
                },
              },
              {
                path: 'institutional-shareholder',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/shareholder-registration-page'))
                      .InstitutionalShareholderPage,
                },
              },
              {
                path: 'shareholder-registration-submission',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/registration-submission-page'))
                      .ShareholderSubmissionPage,
                },
              },
              {
                path: 'individual-investor',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/individual-investor-page')).IndividualInvestorPage,
                },
              },
              {
                path: 'institutional-investor',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/institutional-investor-page'))
                      .InstitutionalInvestorPage,
                },
              },
              {
                path: 'investor-registration-submission',
                lazy: {
                  Component: async () =>
                    (await import('../features/registration/pages/registration-submission-page'))
                      .InvestorSubmissionPage,
                },
              },
              orderBookRoute(composedPages.orderBook),
              ...investorsPublicRoutes,
              ...opportunitiesRoutes,
              ...fundingPublicRoutes,
              {
                path: '*',
                lazy: {
                  Component: async () => (await import('../features/not-found/pages/not-found-page')).NotFoundPage,
                },
              },
            ],
          },
        ],
      },
      {
        path: '/dashboard',
        element: (
          <AuthGuard>
            <RoleGuard allowed={DASHBOARD_USER_TYPES}>
              <DashboardShell />
            </RoleGuard>
          </AuthGuard>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <LandingRedirect /> },
              areaHome('company/home', [USER_TYPES.company]),
              areaHome('shareholder/home', [USER_TYPES.individualShareholder, USER_TYPES.institutionalShareholder]),
              areaHome('investor/home', [USER_TYPES.individualInvestor, USER_TYPES.institutionalInvestor]),
              ...tradingDashboardRoutes(composedPages.orderBook),
              ...requestsDashboardRoutes,
              ...consultantsDirectoryRoutes,
              ...fundingDashboardRoutes,
              ...investorsDashboardRoutes,
              ...followingDashboardRoutes,
              ...companiesDashboardRoutes(composedPages),
              myInvoicesRoute,
              ...subscriptionsDashboardRoutes,
              ...smeLoansDashboardRoutes,
            ],
          },
        ],
      },
      {
        // The consultant's area (decision 043): beside the dashboards area, whose admitted types
        // are the spec's (DASHBOARD_USER_TYPES), in the same frame.
        path: '/dashboard/consultant',
        element: (
          <AuthGuard>
            <RoleGuard allowed={[USER_TYPES.financialConsultant]}>
              <DashboardShell />
            </RoleGuard>
          </AuthGuard>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Navigate to="home" replace /> },
              ...consultantAreaRoutes(composedPages.consultantHome),
              ...consultantRequestsRoutes,
            ],
          },
        ],
      },
      {
        path: '/admin',
        element: (
          <AuthGuard>
            <RoleGuard allowed={[USER_TYPES.admin]}>
              <DashboardShell />
            </RoleGuard>
          </AuthGuard>
        ),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, lazy: { Component: composedPages.adminHome } },
              {
                path: 'registrations',
                lazy: {
                  Component: async () =>
                    (await import('../features/admin-registrations/pages/registrations-queue-page'))
                      .RegistrationsQueuePage,
                },
              },
              adminTradesRoute,
              adminRequestsRoute,
              adminConsultantsRoute,
              adminClaimsRoute,
              adminFintechClaimsRoute,
              adminConnectionQueueRoute,
              adminSalesRequestsRoute,
              adminInvoicesRoute,
              adminPaymentsRoute,
              adminContactInboxRoute,
              adminSubscribersRoute,
              adminLoanQueueRoute,
              adminCouponsRoute,
              adminNewsroomRoute,
              ...adminMediaRoutes,
            ],
          },
        ],
      },
    ],
  },
]);

/** The text namespaces the routes of the page being opened list in their `handle` (RouteTexts). */
export function namespacesOfFirstPage(): string[] {
  return router.state.matches.flatMap(
    (match) => (match.route.handle as Partial<RouteTexts> | undefined)?.namespaces ?? [],
  );
}
