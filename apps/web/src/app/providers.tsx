import { DirectionProvider, MantineProvider, useDirection, type CSSVariablesResolver } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadServerTexts } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { useHasNotification } from '../lib/notify';
import { queryClient } from '../lib/query-client';
import { useAfterFirstPaint } from '../lib/use-after-first-paint';
import { buildTheme } from './theme';

/**
 * Secondary ("dimmed") text, placeholders and field error messages darker than Mantine's defaults,
 * so they pass WCAG 2.2 AA contrast (4.5:1) on white and on the gray-0 page background.
 */
const resolveCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-placeholder': theme.colors.gray[6],
    '--mantine-color-error': theme.colors.red[8],
  },
  dark: {},
});

/** Keeps Mantine's direction in step with the language (house-style.md, "Language and direction"). */
function DirectionSync({ dir }: { dir: 'ltr' | 'rtl' }) {
  const { setDirection } = useDirection();
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/**
 * Where notifications show, fetched once the page's first data is in and the browser is idle
 * (decisions 050 and 064), or at once when a toast is asked for first: no page shows one on its
 * first paint, and toasts shown before it arrives are kept in Mantine's store and shown when it
 * mounts.
 */
const Notifications = lazy(async () => ({ default: (await import('@mantine/notifications')).Notifications }));

/** The notifications' container after the first paint's data, or as soon as a toast is shown. */
function DeferredNotifications() {
  const isLoaded = useAfterFirstPaint(useHasNotification());
  if (!isLoaded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" zIndex={1000} autoClose={NOTIFICATION_MS} />
    </Suspense>
  );
}

/**
 * The server's messages (form validation, API errors, statuses: the server namespace) fetched
 * with the other parts a first paint does not show, so they are in before a visitor submits a
 * form or opens a dialog that shows one (decision 082).
 */
function DeferredServerTexts() {
  const isDue = useAfterFirstPaint();
  useEffect(() => {
    if (isDue) void loadServerTexts();
  }, [isDue]);
  return null;
}

/** Milliseconds a confirmation stays on screen: long enough to read an Arabic or English sentence twice. */
const NOTIFICATION_MS = 7000;

/**
 * App-wide providers: data cache, direction, the Mantine theme (per language) and notifications
 * (NOTIFICATION_MS each unless a call says otherwise; hovering keeps one open).
 */
export function Providers({ children }: { children: ReactNode }) {
  const { language, dir } = useLanguage();
  const { t } = useTranslation();
  const closeLabel = t('common.close');
  const theme = useMemo(() => buildTheme(language, closeLabel), [language, closeLabel]);
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider initialDirection={dir} detectDirection={false}>
        <DirectionSync dir={dir} />
        <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={resolveCssVariables}>
          <DeferredNotifications />
          <DeferredServerTexts />
          {children}
        </MantineProvider>
      </DirectionProvider>
    </QueryClientProvider>
  );
}
