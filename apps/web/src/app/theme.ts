import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Language } from '@hissa/contracts/languages';

/**
 * The brand colour: a deep Saudi green, used for primary actions, links and brand surfaces
 * (design.md, "Visual language"). Shade 7 is the primary shade (white text passes 4.5:1).
 */
const brand: MantineColorsTuple = [
  '#e8f5f0',
  '#d2e9e0',
  '#a6d3c2',
  '#76bca2',
  '#4ea886',
  '#359b75',
  '#1f8563',
  '#146c50',
  '#0d5640',
  '#073d2d',
];

/** The one accent: a muted gold, for the main call to action on brand surfaces and highlights. */
const gold: MantineColorsTuple = [
  '#fbf6ea',
  '#f4e8c8',
  '#ebd6a0',
  '#e1c274',
  '#d8b150',
  '#cfa23a',
  '#b88a2b',
  '#9a7122',
  '#7b5a1a',
  '#5c4312',
];

const LATIN_STACK = "'IBM Plex Sans', 'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', sans-serif";
const ARABIC_STACK = "'IBM Plex Sans Arabic', 'IBM Plex Sans', system-ui, -apple-system, 'Segoe UI', sans-serif";

/**
 * The Mantine theme for a language. Arabic gets IBM Plex Sans Arabic and a slightly larger
 * size and line height than Latin at the same visual weight (design.md, "Typography").
 * `closeLabel` names the toasts' close button for screen readers, in that language.
 */
export function buildTheme(language: Language, closeLabel: string): MantineThemeOverride {
  const isArabic = language === 'ar';
  const fontFamily = isArabic ? ARABIC_STACK : LATIN_STACK;
  return createTheme({
    colors: { brand, gold },
    primaryColor: 'brand',
    primaryShade: 7,
    fontFamily,
    fontFamilyMonospace: "'IBM Plex Mono', ui-monospace, monospace",
    defaultRadius: 'md',
    cursorType: 'pointer',
    focusRing: 'auto',
    respectReducedMotion: true,
    fontSizes: isArabic
      ? { xs: '0.8125rem', sm: '0.9375rem', md: '1.0625rem', lg: '1.1875rem', xl: '1.3125rem' }
      : { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
    lineHeights: isArabic
      ? { xs: '1.6', sm: '1.7', md: '1.75', lg: '1.75', xl: '1.75' }
      : { xs: '1.4', sm: '1.5', md: '1.55', lg: '1.6', xl: '1.65' },
    headings: {
      fontFamily,
      fontWeight: '600',
      sizes: isArabic
        ? {
            h1: { fontSize: '2.5rem', lineHeight: '1.4' },
            h2: { fontSize: '1.875rem', lineHeight: '1.45' },
            h3: { fontSize: '1.375rem', lineHeight: '1.5' },
            h4: { fontSize: '1.125rem', lineHeight: '1.55' },
          }
        : {
            h1: { fontSize: '2.375rem', lineHeight: '1.2' },
            h2: { fontSize: '1.75rem', lineHeight: '1.3' },
            h3: { fontSize: '1.3125rem', lineHeight: '1.35' },
            h4: { fontSize: '1.0625rem', lineHeight: '1.45' },
          },
    },
    shadows: {
      xs: '0 1px 2px rgba(7, 61, 45, 0.06)',
      sm: '0 1px 3px rgba(7, 61, 45, 0.08), 0 1px 2px rgba(7, 61, 45, 0.04)',
      md: '0 6px 16px -4px rgba(7, 61, 45, 0.12), 0 2px 4px rgba(7, 61, 45, 0.04)',
      lg: '0 16px 32px -8px rgba(7, 61, 45, 0.16)',
    },
    components: {
      Container: { defaultProps: { size: 'xl' } },
      Button: { defaultProps: { radius: 'md' } },
      Paper: { defaultProps: { radius: 'lg' } },
      Card: { defaultProps: { radius: 'lg' } },
      Badge: { defaultProps: { radius: 'sm', tt: 'none', fw: 600 } },
      // Wide tables scroll sideways on phones; keyboard users reach the scroll area with Tab (WCAG 2.1.1).
      TableScrollContainer: { defaultProps: { type: 'native', tabIndex: 0 } },
      // A select's option list is built when it opens, not kept hidden in the page from the
      // first render: each hidden list measured itself and its scroll bars while the page was
      // being put together (about 50 ms on a slow phone for the companies filters).
      Combobox: { defaultProps: { keepMounted: false } },
      // Mantine's dimmed grey on white is 3.3:1; toast texts get the body colour (WCAG AA 4.5:1).
      Notification: {
        styles: { description: { color: 'var(--mantine-color-text)' } },
        defaultProps: { closeButtonProps: { 'aria-label': closeLabel } },
      },
    },
  });
}
