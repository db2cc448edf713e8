import type { Language } from '@hissa/contracts/languages';

/** Longest wait for the web fonts before showing the page in fallback fonts anyway. */
const FONT_WAIT_LIMIT_MS = 2500;

/**
 * Resolves once `language`'s faces (regular and semibold) are loaded, or after
 * FONT_WAIT_LIMIT_MS, whichever comes first; never rejects. main.tsx starts it before the first
 * render and the boot splash waits for it, so the page does not paint in a fallback face and
 * then shift when the face arrives (decision 045).
 */
export function fontsReady(language: Language): Promise<void> {
  const family = language === 'ar' ? 'IBM Plex Sans Arabic' : 'IBM Plex Sans';
  // Arabic text needs two files per weight: the Arabic core, and the family's Latin file for the
  // spaces between words (decision 066); the space in the sample makes load() wait for both.
  const sample = language === 'ar' ? 'حصة حصة' : 'Hissa';
  const loads = ['400', '600'].map((weight) => document.fonts.load(`${weight} 16px "${family}"`, sample));
  const limit = new Promise<void>((resolve) => window.setTimeout(resolve, FONT_WAIT_LIMIT_MS));
  return Promise.race([Promise.allSettled(loads).then(() => undefined), limit]);
}
