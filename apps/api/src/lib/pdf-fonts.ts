import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';

/*
 * The fonts of the platform's PDFs (invoices, reports): Noto Sans and Noto Sans Arabic
 * (apps/api/assets/fonts, SIL Open Font Licence), registered with @react-pdf/renderer once.
 */

const FONTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
let isRegistered = false;

/** Registers the NotoSans and NotoSansArabic families (regular and bold 700); later calls do nothing. */
export function registerPdfFonts(): void {
  if (isRegistered) return;
  isRegistered = true;
  Font.register({
    family: 'NotoSans',
    fonts: [
      { src: path.join(FONTS_DIR, 'NotoSans-Regular.ttf') },
      { src: path.join(FONTS_DIR, 'NotoSans-Bold.ttf'), fontWeight: 700 },
    ],
  });
  Font.register({
    family: 'NotoSansArabic',
    fonts: [
      { src: path.join(FONTS_DIR, 'NotoSansArabic-Regular.ttf') },
      { src: path.join(FONTS_DIR, 'NotoSansArabic-Bold.ttf'), fontWeight: 700 },
    ],
  });
  // Arabic words are shaped as whole words, never split with hyphens.
  Font.registerHyphenationCallback((word) => [word]);
}
