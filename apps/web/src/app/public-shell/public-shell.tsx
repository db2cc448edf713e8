import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { PATHS } from '../../lib/routes';
import { useSession } from '../../lib/session/session';
import { useMinimumDisplay } from '../../lib/use-minimum-display';
import { isDoneThisSession, useIsNewsletterPopupOpen } from '../../features/newsletter/model/popup-store';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import classes from './public-shell.module.css';

/**
 * Parts of the frame that are not part of a first paint, each fetched on its own so its code,
 * zod and its texts stay out of the start chunk and do not hold the page (decision 045): the
 * e-mail reminder (signed-in users only) and the newsletter popup (a dialog, opened later).
 */
const UnconfirmedEmailNotice = lazy(async () => ({
  default: (await import('../../features/marketplace-accounts/components/unconfirmed-email-notice'))
    .UnconfirmedEmailNotice,
}));
const NewsletterPopup = lazy(async () => ({
  default: (await import('../../features/newsletter/components/newsletter-popup')).NewsletterPopup,
}));

/**
 * True from the visitor's first scroll of the page on (one passive listener, gone once it fires).
 * A position the browser restores on a reload also fires a scroll event. It does not read
 * `scrollY` while rendering: that forces a style recalculation mid-render (decision 076).
 */
function useHasScrolled(): boolean {
  const [hasScrolled, setHasScrolled] = useState(false);
  useEffect(() => {
    if (hasScrolled) return;
    const onScroll = () => setHasScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hasScrolled]);
  return hasScrolled;
}

/**
 * The newsletter popup, fetched (with its form) when the footer's button opens it, or once the
 * visitor scrolls, since it opens by itself only after a quarter of the page has been scrolled;
 * not for a visitor who closed or used it this session (decision 064). Once mounted it stays, so
 * its Thank You dialog outlives the popup.
 */
function DeferredNewsletterPopup() {
  const isOpen = useIsNewsletterPopupOpen();
  const hasScrolled = useHasScrolled();
  const [isMounted, setIsMounted] = useState(false);
  if (!isMounted && (isOpen || (hasScrolled && !isDoneThisSession()))) setIsMounted(true);
  return isMounted ? <NewsletterPopup homePath={PATHS.home} /> : null;
}

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
  const session = useSession();
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
        {session && (
          <Suspense fallback={null}>
            <UnconfirmedEmailNotice />
          </Suspense>
        )}
        <Outlet />
      </main>
      {/* the footer's texts (site pages, newsletter) arrive on their own, not before the page */}
      <Suspense fallback={null}>
        <PublicFooter />
        <DeferredNewsletterPopup />
      </Suspense>
      <FullPageLoader visible={isLoaderShown} />
      <ScrollRestoration />
    </div>
  );
}
