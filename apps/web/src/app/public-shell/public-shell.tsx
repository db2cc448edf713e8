import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { UnconfirmedEmailNotice } from '../../features/marketplace-accounts/components/unconfirmed-email-notice';
import { NewsletterPopup } from '../../features/newsletter/components/newsletter-popup';
import { PATHS } from '../../lib/routes';
import { useMinimumDisplay } from '../../lib/use-minimum-display';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import classes from './public-shell.module.css';

/** Route chunks usually arrive in well under this; only slower loads show the loader. */
const ROUTE_LOADER_DELAY_MS = 120;

/**
 * The public area's frame: skip link, header, the reminder of an unconfirmed marketplace e-mail,
 * the page, footer, the full-page loader while a page's code is being fetched, and the newsletter
 * popup (decision 027). After a navigation, focus moves to the main region so screen
 * readers start at the new page.
 */
export function PublicShell() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  const isLoaderShown = useMinimumDisplay(navigation.state === 'loading', { delayMs: ROUTE_LOADER_DELAY_MS });

  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={classes.shell}>
      <a href="#main-content" className={classes.skipLink}>
        {t('common.skipToContent')}
      </a>
      <PublicHeader />
      <main id="main-content" ref={mainRef} tabIndex={-1} className={classes.main}>
        <UnconfirmedEmailNotice />
        <Outlet />
      </main>
      <PublicFooter />
      <NewsletterPopup homePath={PATHS.home} />
      <FullPageLoader visible={isLoaderShown} />
      <ScrollRestoration />
    </div>
  );
}
