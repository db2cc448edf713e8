import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { buyerBidsRoute, orderBookRoute } from '../features/trading/trading-routes';
import { featuringRoutes } from '../features/featuring/featuring-routes';
import { salesRequestsRoutes } from '../features/sales-requests/sales-requests-routes';
import { fundingPublicRoutes } from '../features/funding/funding-routes';
import { investorsPublicRoutes } from '../features/investors/investors-routes';
import { opportunitiesRoutes } from '../features/opportunities/opportunities-routes';
import { companiesPublicRoutes } from '../features/companies/companies-routes';
import { serviceQuotationsRoutes } from '../features/service-quotations/service-quotations-routes';
import { serviceProvidersRoutes } from '../features/service-providers/service-providers-routes';
import { subscriptionsRoutes } from '../features/subscriptions/subscriptions-routes';
import { smeLoansRoutes } from '../features/sme-loans/sme-loans-routes';
import { meetingsRoutes } from '../features/meetings/meetings-routes';
import { fintechRoutes } from '../features/fintech/fintech-routes';
import { mediaHubRoutes } from '../features/media-hub/media-hub-routes';
import { marketplaceAccountsRoutes } from '../features/marketplace-accounts/marketplace-accounts-routes';
import { providerScreenerRoutes } from '../features/provider-screener/provider-screener-routes';
import { serviceRequirementsRoutes } from '../features/service-requirements/service-requirements-routes';
import { contactRoutes } from '../features/contact/contact-routes';
import { newsletterRoutes } from '../features/newsletter/newsletter-routes';
import { sitePagesRoutes } from '../features/site-pages/site-pages-routes';
import { newsRoutes } from '../features/news/news-routes';
import { paymentsRoutes } from '../features/payments/payments-routes';
import { i18next } from '../i18n/i18n';
import type { RouteTexts } from '../lib/routes';
import { composedPages, orderBookHeaderReadPaths } from './composed/composed-pages';
import { PublicShell } from './public-shell/public-shell';
import { RouteError } from './public-shell/route-error';
import { RootLayout } from './root-layout';

/** Home shows the opportunities feature's top opportunities, in their own namespace. */
const homeHandle: RouteTexts = { namespaces: ['opportunities'] };

/** The id of the root route, under which the signed-in areas are added. */
const ROOT_ROUTE_ID = 'root';

/** Paths under which the signed-in areas' routes live (app/signed-in-routes.tsx). */
const SIGNED_IN_AREA_PATHS = ['/dashboard', '/admin'];

/**
 * The routes built so far (paths in lib/routes.ts). Only these are registered: every other path,
 * including pages linked from the header that are not built yet, reaches page-not-found. Each page
 * is its own chunk, fetched behind the full-page loader.
 *
 * The router starts with the public area only. The signed-in areas (dashboards, the consultant's
 * area, admin: about half of the routes) are added on the first navigation to one of their paths,
 * so a visitor's first load does not build, rank and match them (decision 075). Buyers and
 * provider users land on their /sp pages inside the public frame.
 */
export const router = createBrowserRouter(
  [
    {
      id: ROOT_ROUTE_ID,
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
                      (await import('../features/registration/pages/investor-account-type-page'))
                        .InvestorAccountTypePage,
                  },
                },
                {
                  path: 'company-registration',
                  lazy: {
                    Component: async () =>
                      (await import('../features/registration/pages/company-registration-page'))
                        .CompanyRegistrationPage,
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
                      (await import('../features/registration/pages/registration-submission-page'))
                        .CompanySubmissionPage,
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
                orderBookRoute(composedPages.orderBook, orderBookHeaderReadPaths),
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
      ],
    },
  ],
  {
    /**
     * On the first visit to a signed-in area, its routes join the root's children (patch ignores
     * those already there), and the texts the matched page lists are fetched beside its code, as
     * a first load's are (namespacesOfFirstPage).
     */
    async patchRoutesOnNavigation({ path, patch }) {
      if (!SIGNED_IN_AREA_PATHS.some((area) => path === area || path.startsWith(`${area}/`))) return;
      const { signedInAreaRoutes } = await import('./signed-in-routes');
      patch(ROOT_ROUTE_ID, signedInAreaRoutes);
      void i18next.loadNamespaces(namespacesOf(matchRoutes(router.routes as RouteObject[], path) ?? []));
    },
  },
);

/** The text namespaces `matches`' routes list in their `handle` (RouteTexts). */
function namespacesOf(matches: readonly { route: RouteObject }[]): string[] {
  return matches.flatMap((match) => (match.route.handle as Partial<RouteTexts> | undefined)?.namespaces ?? []);
}

/**
 * The text namespaces the routes of the page being opened list in their `handle` (RouteTexts).
 * Empty for a page of a signed-in area, whose routes join later: patchRoutesOnNavigation fetches
 * its texts then.
 */
export function namespacesOfFirstPage(): string[] {
  return namespacesOf(router.state.matches);
}
