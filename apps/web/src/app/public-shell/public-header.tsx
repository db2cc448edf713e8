import { Burger, Button, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HissaLogo } from '../../components/hissa-logo';
import { HeaderSearch } from '../../features/search/components/header-search';
import { PATHS } from '../../lib/routes';
import { useSession } from '../../lib/session/session';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { LanguageMenuButton, ServicesMenuButton } from './header-menu-buttons';
import {
  HEADER_LINKS_AFTER_SERVICES,
  HEADER_LINKS_BEFORE_SERVICES,
  isCurrent,
  SERVICES_MENU_LINKS,
  type NavItem,
} from './nav-items';
import classes from './public-header.module.css';
import { useHeaderMenus } from './use-header-menus';

/** The signed-in user's menu, fetched once someone is signed in (decision 045). */
const UserMenu = lazy(async () => ({
  default: (await import('../../features/auth/components/user-menu')).UserMenu,
}));

/** The drawer of narrow screens, fetched once the browser is idle or the burger is pressed (decision 050). */
const HeaderDrawer = lazy(async () => ({ default: (await import('./header-drawer')).HeaderDrawer }));

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
 * The services and language menus are stand-in buttons until one is pressed (use-header-menus.ts,
 * decision 054).
 */
export function PublicHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const isDrawerLoaded = useAfterFirstPaint(isDrawerOpen);
  const session = useSession();
  const { menus, pressed, press, prefetch } = useHeaderMenus();
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
          {menus ? (
            <menus.ServicesMenu isCurrent={isServicesCurrent} isOpenedOnMount={pressed === 'services'} />
          ) : (
            <ServicesMenuButton
              isCurrent={isServicesCurrent}
              onPointerEnter={prefetch}
              onFocus={prefetch}
              onClick={() => press('services')}
            />
          )}
          {HEADER_LINKS_AFTER_SERVICES.map((item) => (
            <HeaderLink key={item.to} item={item} />
          ))}
        </nav>

        <Group gap={6} wrap="nowrap" className={classes.actions}>
          <HeaderSearch />
          {menus ? (
            <menus.LanguageMenu isOpenedOnMount={pressed === 'language'} />
          ) : (
            <LanguageMenuButton onPointerEnter={prefetch} onFocus={prefetch} onClick={() => press('language')} />
          )}
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

      {isDrawerLoaded && (
        <Suspense fallback={null}>
          <HeaderDrawer opened={isDrawerOpen} onClose={drawer.close} />
        </Suspense>
      )}
    </header>
  );
}
