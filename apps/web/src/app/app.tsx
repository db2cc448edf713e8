import { Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { useLanguage } from '../i18n/use-language';
import { useMinimumDisplay } from '../lib/use-minimum-display';
import { fontsReady } from './fonts-ready';
import { Providers } from './providers';
import { router } from './router';

/**
 * True once the current language's faces are loaded (or the wait limit passed), so the page
 * never appears first in a fallback font and then jumps.
 */
function useFontsReady(): boolean {
  const { language } = useLanguage();
  const [isReady, setIsReady] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void fontsReady(language).then(() => {
      if (isCurrent) setIsReady(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [language]);
  return isReady;
}

/**
 * The page behind the boot splash, which stays at least 300 ms and until fonts are ready. A page
 * whose texts are not fetched yet (a namespace's first use, decision 034) shows the loader.
 */
function Boot() {
  const isFontsReady = useFontsReady();
  const isSplashShown = useMinimumDisplay(!isFontsReady);
  return (
    <>
      <Suspense fallback={<FullPageLoader />}>
        <RouterProvider router={router} />
      </Suspense>
      <FullPageLoader visible={isSplashShown} />
    </>
  );
}

/** The whole web app. */
export function App() {
  return (
    <Providers>
      <Boot />
    </Providers>
  );
}
