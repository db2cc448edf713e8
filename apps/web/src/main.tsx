// The web fonts, each face fetched only when a page uses its characters (app/fonts.css); the app
// waits for the current language's faces (app.tsx).
import './app/fonts.css';
import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { fontsReady } from './app/fonts-ready';
import { namespacesOfFirstPage } from './app/router';
import { startTranslations } from './app/translations';
import { readStoredLanguage } from './i18n/i18n';
import { getDigitPreference } from './lib/digit-preference';
import { prepareNumberFormatting } from './lib/formatting';
import { restoreStoredSession } from './lib/session/session';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The current language's texts (decision 034), its fonts (at most 2.5 s) and a stored sign-in
// (decision 045) are fetched side by side, not one after the other (decision 050); the boot
// splash of index.html shows meanwhile, and the page's first paint is in its own faces. Not a
// top-level await: the claims reader's chunk imports from this start chunk, which must finish
// evaluating first.
const language = readStoredLanguage();
const startup = [startTranslations(namespacesOfFirstPage()), fontsReady(language), restoreStoredSession()];
// The page's number format is built while those arrive, after their requests have gone out.
window.setTimeout(() => prepareNumberFormatting(language, getDigitPreference()), 0);
void Promise.all(startup).then(() => {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
