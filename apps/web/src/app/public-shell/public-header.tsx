import {
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink as MantineNavLink,
  Stack,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { IconChevronDown, IconKey, IconLayoutDashboard, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HissaLogo } from '../../components/hissa-logo';
import { HeaderSearch } from '../../features/search/components/header-search';
import { useLanguage } from '../../i18n/use-language';
import { PATHS } from '../../lib/routes';
import { openChangePasswordDialog } from '../../lib/session/change-password-dialog-state';
import { hasDashboard, landingPathFor } from '../../lib/session/landing-path';
import { endSession, useSession } from '../../lib/session/session';
import { LanguageMenu } from './language-menu';
import {
  HEADER_LINKS_AFTER_SERVICES,
  HEADER_LINKS_BEFORE_SERVICES,
  SERVICES_MENU_LINKS,
  type NavItem,
} from './nav-items';
import classes from './public-header.module.css';

/** The signed-in user's menu, fetched once someone is signed in (decision 045). */
const UserMenu = lazy(async () => ({
  default: (await import('../../features/auth/components/user-menu')).UserMenu,
}));

/** True when `item` is the current page; Home is also current at the root path ''. */
function isCurrent(item: NavItem, pathname: string): boolean {
  return pathname === item.to || (item.to === PATHS.home && pathname === '/');
}

/** One header link, marked aria-current when it is the current page. */
function HeaderLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Link
      to={item.to}
      className={classes.link}
      data-active={isCurrent(item, pathname) || undefined}
      aria-current={isCurrent(item, pathname) ? 'page' : undefined}
    >
      {t(item.labelKey)}
    </Link>
  );
}

/**
 * The public header (nav-items.ts): logo to home; Home, Companies, Investors, Opportunities,
 * Services Marketplace (Home, SME loans), fintech hub, News; company search; language; Login and
 * Register, or the user menu once signed in. Below 1200 px the links move into a drawer opened by a
 * burger; on phones (up to 575 px) Login and Register (or the account actions) move there too.
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const { dir } = useLanguage();
  const { pathname } = useLocation();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const session = useSession();
  const isServicesCurrent = SERVICES_MENU_LINKS.some((item) => isCurrent(item, pathname));

  return (
    <header className={classes.header}>
      <Container className={classes.bar}>
        <Link to={PATHS.home} className={classes.logoLink}>
          <HissaLogo />
        </Link>

        <nav aria-label={t('nav.main')} className={classes.nav}>
          {HEADER_LINKS_BEFORE_SERVICES.map((item) => (
            <HeaderLink key={item.to} item={item} />
          ))}
          <Menu position="bottom-start" shadow="md" radius="md" width={260}>
            <Menu.Target>
              <UnstyledButton className={classes.link} data-active={isServicesCurrent || undefined}>
                {t('nav.servicesMarketplace')}
                <IconChevronDown size={14} aria-hidden="true" className={classes.chevron} />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {SERVICES_MENU_LINKS.map((item) => (
                <Menu.Item key={item.to} component={Link} to={item.to}>
                  {t(item.labelKey)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          {HEADER_LINKS_AFTER_SERVICES.map((item) => (
            <HeaderLink key={item.to} item={item} />
          ))}
        </nav>

        <Group gap={6} wrap="nowrap" className={classes.actions}>
          <HeaderSearch />
          <LanguageMenu />
          {session ? (
            <Suspense fallback={null}>
              <UserMenu />
            </Suspense>
          ) : (
            <>
              <Button
                component={Link}
                to={PATHS.login}
                variant="default"
                visibleFrom="xs"
                className={classes.authButton}
              >
                {t('nav.login')}
              </Button>
              <Button component={Link} to={PATHS.register} visibleFrom="xs" className={classes.authButton}>
                {t('nav.register')}
              </Button>
            </>
          )}
          <Burger
            opened={isDrawerOpen}
            onClick={drawer.toggle}
            hiddenFrom="lg"
            size="sm"
            aria-label={isDrawerOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={isDrawerOpen}
          />
        </Group>
      </Container>

      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        position={dir === 'rtl' ? 'left' : 'right'}
        size="min(22rem, 88vw)"
        title={t('nav.menuTitle')}
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
        hiddenFrom="lg"
      >
        <nav aria-label={t('nav.main')}>
          <Stack gap={2}>
            {HEADER_LINKS_BEFORE_SERVICES.map((item) => (
              <MantineNavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.labelKey)}
                active={isCurrent(item, pathname)}
                aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                onClick={drawer.close}
                className={classes.drawerLink}
              />
            ))}
            <MantineNavLink
              label={t('nav.servicesMarketplace')}
              defaultOpened={isServicesCurrent}
              className={classes.drawerLink}
            >
              {SERVICES_MENU_LINKS.map((item) => (
                <MantineNavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={t(item.labelKey)}
                  active={isCurrent(item, pathname)}
                  onClick={drawer.close}
                  className={classes.drawerLink}
                />
              ))}
            </MantineNavLink>
            {HEADER_LINKS_AFTER_SERVICES.map((item) => (
              <MantineNavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={t(item.labelKey)}
                active={isCurrent(item, pathname)}
                aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                onClick={drawer.close}
                className={classes.drawerLink}
              />
            ))}
          </Stack>
        </nav>
        <Divider my="md" />
        {session ? (
          <Stack gap={2}>
            {hasDashboard(session.claims.type) && (
              <MantineNavLink
                component={Link}
                to={landingPathFor(session.claims.type)}
                label={t('userMenu.myDashboard')}
                leftSection={<IconLayoutDashboard size={18} aria-hidden="true" />}
                onClick={drawer.close}
                className={classes.drawerLink}
              />
            )}
            <MantineNavLink
              component="button"
              label={t('userMenu.changePassword')}
              leftSection={<IconKey size={18} aria-hidden="true" />}
              onClick={() => {
                drawer.close();
                openChangePasswordDialog();
              }}
              className={classes.drawerLink}
            />
            <MantineNavLink
              component="button"
              label={t('userMenu.logout')}
              leftSection={<IconLogout size={18} aria-hidden="true" className="flip-rtl" />}
              onClick={() => {
                drawer.close();
                endSession('logout');
              }}
              className={classes.drawerLink}
              c="red.8"
            />
          </Stack>
        ) : (
          <Stack gap="sm">
            <Button component={Link} to={PATHS.register} size="md" fullWidth onClick={drawer.close}>
              {t('nav.register')}
            </Button>
            <Button component={Link} to={PATHS.login} size="md" variant="default" fullWidth onClick={drawer.close}>
              {t('nav.login')}
            </Button>
          </Stack>
        )}
      </Drawer>
    </header>
  );
}
