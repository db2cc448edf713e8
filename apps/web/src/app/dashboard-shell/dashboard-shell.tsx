import { AppShell, Burger, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowsExchange,
  IconBriefcase,
  IconBuildingStore,
  IconBuildingSkyscraper,
  IconChartPie,
  IconClipboardCheck,
  IconCoins,
  IconFileInvoice,
  IconId,
  IconNews,
  IconSpeakerphone,
  IconUser,
  IconGavel,
  IconHeart,
  IconHome,
  IconInbox,
  IconKey,
  IconLayoutDashboard,
  IconListDetails,
  IconLogout,
  IconMailbox,
  IconMailForward,
  IconPlugConnected,
  IconReceipt,
  IconTicket,
  IconCash,
  IconMessageQuestion,
  IconRocket,
  IconSend,
  IconTags,
  IconUserCircle,
  IconUsersGroup,
  IconBuildingBank,
  IconCalendarEvent,
  IconFileDownload,
  IconMailShare,
  IconMicrophone,
  IconReportAnalytics,
  IconUserSearch,
  IconUserCheck,
} from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { HissaLogo } from '../../components/hissa-logo';
import { UserMenu } from '../../features/auth/components/user-menu';
import { PATHS } from '../../lib/routes';
import { openChangePasswordDialog } from '../../lib/session/change-password-dialog-state';
import { endSession, useSession } from '../../lib/session/session';
import { useMinimumDisplay } from '../../lib/use-minimum-display';
import { LanguageMenu } from '../public-shell/language-menu';
import { dashboardNavFor, type DashboardNavItem } from './dashboard-nav';
import classes from './dashboard-shell.module.css';

const NAV_ICONS: Record<DashboardNavItem['labelKey'], typeof IconHome> = {
  'dashboard.overview': IconLayoutDashboard,
  'dashboard.browseCompanies': IconBuildingSkyscraper,
  'dashboard.publicSite': IconHome,
  'trading:nav.overview': IconChartPie,
  'trading:nav.opportunities': IconTags,
  'trading:nav.myCompanies': IconBriefcase,
  'trading:nav.myOrders': IconListDetails,
  'trading:nav.myTrades': IconArrowsExchange,
  'adminRegistrations:nav': IconClipboardCheck,
  'adminTrades:nav': IconGavel,
  'marketplaceAccounts:admin.nav': IconBuildingStore,
  'fintech:admin.nav': IconCoins,
  'requests:nav.myRequests': IconSend,
  'requests:nav.otherRequests': IconInbox,
  'requests:admin.nav': IconMessageQuestion,
  'serviceQuotations:nav.adminQueue': IconPlugConnected,
  'salesRequests:nav': IconSpeakerphone,
  'payments:nav.adminQueue': IconCash,
  'payments:nav.myPayments': IconReceipt,
  'payments:nav.coupons': IconTicket,
  'following:nav.followingCompanies': IconHeart,
  'investors:nav.myProfile': IconUserCircle,
  'investors:nav.findInvestors': IconUsersGroup,
  'funding:nav.fundingProfile': IconCoins,
  'opportunities:nav.funds': IconRocket,
  'companyProfile:nav.profile': IconId,
  'companyProfile:nav.news': IconSpeakerphone,
  'companyProfile:nav.allNews': IconNews,
  'companyProfile:nav.userProfile': IconUser,
  'companyProfile:nav.myNews': IconNews,
  'invoices:nav.mine': IconFileInvoice,
  'invoices:nav.admin': IconFileInvoice,
  'subscriptions:nav.mediaPackages': IconSpeakerphone,
  'contact:nav': IconMailbox,
  'newsletter:nav': IconMailForward,
  'smeLoans:nav.mine': IconBuildingBank,
  'smeLoans:nav.adminQueue': IconBuildingBank,
  'news:nav': IconNews,
  'mediaHub:admin.nav.events': IconCalendarEvent,
  'mediaHub:admin.nav.podcasts': IconMicrophone,
  'mediaHub:admin.nav.reports': IconReportAnalytics,
  'mediaHub:admin.nav.reportRequests': IconFileDownload,
  'mediaHub:admin.nav.newsletterIssues': IconMailShare,
  'consultants:nav.profile': IconId,
  'consultants:nav.requests': IconInbox,
  'consultants:nav.directory': IconUserSearch,
  'consultants:admin.nav': IconUserCheck,
};

/**
 * The signed-in area's frame (dashboards and admin): a header with logo, language and user
 * menu, a side navigation that becomes a drawer on phones (below 768 px, opened by the burger),
 * and the page. Built with logical properties, so it mirrors in Arabic.
 */
export function DashboardShell() {
  const { t } = useTranslation([
    'ui',
    'trading',
    'adminRegistrations',
    'adminTrades',
    'requests',
    'following',
    'investors',
    'funding',
    'opportunities',
    'companyProfile',
    'marketplaceAccounts',
    'fintech',
    'serviceQuotations',
    'salesRequests',
    'invoices',
    'payments',
    'subscriptions',
    'contact',
    'newsletter',
    'smeLoans',
    'news',
    'mediaHub',
    'consultants',
  ]);
  const session = useSession();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const [isNavOpen, nav] = useDisclosure(false);
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  const isLoaderShown = useMinimumDisplay(navigation.state === 'loading', { delayMs: 120 });

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    nav.close();
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, nav]);

  if (!session) return null;
  const items = dashboardNavFor(session.claims.type);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <a href="#dashboard-content" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <AppShell.Header className={classes.header}>
        <Burger
          opened={isNavOpen}
          onClick={nav.toggle}
          hiddenFrom="sm"
          size="sm"
          aria-label={isNavOpen ? t('dashboard.closeNav') : t('dashboard.openNav')}
          aria-expanded={isNavOpen}
          aria-controls="dashboard-navigation"
        />
        <Link to={PATHS.home} className={classes.logoLink}>
          <HissaLogo size={32} />
        </Link>
        <Group gap={6} wrap="nowrap" className={classes.actions}>
          <LanguageMenu />
          <UserMenu compact={false} />
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" className={classes.navbar} id="dashboard-navigation">
        <AppShell.Section grow component={ScrollArea}>
          <nav aria-label={t('dashboard.navLabel')}>
            <Stack gap={2}>
              {items.map((item) => {
                const Icon = NAV_ICONS[item.labelKey];
                const isActive = item.isHome === true && pathname === item.to;
                return (
                  <NavLink
                    key={item.to}
                    component={Link}
                    to={item.to}
                    label={t(item.labelKey)}
                    leftSection={<Icon size={18} stroke={1.75} aria-hidden="true" />}
                    active={isActive}
                    aria-current={isActive ? 'page' : undefined}
                    className={classes.navLink}
                  />
                );
              })}
            </Stack>
          </nav>
        </AppShell.Section>
        <AppShell.Section className={classes.navFooter}>
          <Stack gap={2}>
            <NavLink
              component="button"
              label={t('dashboard.changePassword')}
              leftSection={<IconKey size={18} stroke={1.75} aria-hidden="true" />}
              onClick={() => {
                nav.close();
                openChangePasswordDialog();
              }}
              className={classes.navLink}
            />
            <NavLink
              component="button"
              label={t('userMenu.logout')}
              leftSection={<IconLogout size={18} stroke={1.75} aria-hidden="true" className="flip-rtl" />}
              onClick={() => endSession('logout')}
              className={classes.navLink}
              c="red.8"
            />
          </Stack>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id="dashboard-content" ref={mainRef} tabIndex={-1} className={classes.main}>
        <Outlet />
      </AppShell.Main>
      <FullPageLoader visible={isLoaderShown} />
      <ScrollRestoration />
    </AppShell>
  );
}
