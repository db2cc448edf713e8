import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';

/*
 * The fonts of the platform's PDFs (invoices, reports): Noto Sans and Noto Sans Arabic
 * (apps/api/assets/fonts, SIL Open Font Licence), registered with @react-pdf/renderer once, the
 * text mapping that lets pdftotext read Arabic ligatures in logical order (decision 042), and
 * glyphs that keep their letters however they were first read (decision 057).
 */

const FONTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/fonts');
/** The regular Arabic font file (its glyphs and text map are patched through a font opened from it). */
export const ARABIC_FONT_FILE = path.join(FONTS_DIR, 'NotoSansArabic-Regular.ttf');
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
  mapArabicLigaturesInVisualOrder();
  keepGlyphLettersOnceKnown();
}

/**
 * fontkit keeps each glyph it reads in a cache, with the letters of the first read. A glyph first
 * read without letters (a size or outline lookup; fontkit issue #154) kept none for the rest of
 * the process, so a PDF's text map lost that glyph's letter in every later document: an invoice
 * made after other PDFs read "مب طة" for "مبسطة" (decision 057). A cached glyph without letters
 * now takes those of the next read that has them. fontkit's font class is not exported, so it is
 * reached through a font.
 */
function keepGlyphLettersOnceKnown(): void {
  type GetGlyph = fontkit.Font['getGlyph'];
  const prototype = Object.getPrototypeOf(fontkit.openSync(ARABIC_FONT_FILE)) as { getGlyph: GetGlyph };
  const getGlyph = prototype.getGlyph;
  prototype.getGlyph = function (this: fontkit.Font, id, characters = []) {
    const glyph = getGlyph.call(this, id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
}

/** Arabic letters (Arabic, Arabic Supplement, Arabic Extended-A). */
const isArabic = (codePoint: number) =>
  (codePoint >= 0x600 && codePoint <= 0x6ff) ||
  (codePoint >= 0x750 && codePoint <= 0x77f) ||
  (codePoint >= 0x8a0 && codePoint <= 0x8ff);

/** The embedded font of pdfkit (the PDF writer @react-pdf/renderer uses): its glyphs' text, written as the ToUnicode CMap. */
type EmbeddedFont = { unicode: number[][]; toUnicodeCmap: () => unknown };

/**
 * Writes the text of an Arabic ligature glyph (lam-alef: لا، لأ، لإ، لآ) in the font's ToUnicode
 * map with its letters in visual order (alef, lam) instead of logical order (decision 042).
 * Text extractors that reorder right-to-left lines letter by letter (poppler's pdftotext, the one
 * the invoices are checked with) split a glyph's text across the glyph's width left to right and
 * then reverse the line, which swapped the two letters ("للأسواق" read "لألسواق"); with the letters
 * mapped in visual order they read back in logical order. Only the text map changes: the page is
 * drawn with the same shaped glyphs. pdfkit keeps this map per embedded font and builds the CMap
 * in toUnicodeCmap (its EmbeddedFont class is not exported, so it is reached through a font).
 */
function mapArabicLigaturesInVisualOrder(): void {
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font(ARABIC_FONT_FILE);
  const prototype = Object.getPrototypeOf((probe as unknown as { _font: EmbeddedFont })._font) as EmbeddedFont;
  const toUnicodeCmap = prototype.toUnicodeCmap;
  prototype.toUnicodeCmap = function (this: EmbeddedFont) {
    const logical = this.unicode;
    this.unicode = logical.map((codePoints) =>
      codePoints && codePoints.length > 1 && codePoints.every(isArabic) ? [...codePoints].reverse() : codePoints,
    );
    try {
      return toUnicodeCmap.call(this);
    } finally {
      this.unicode = logical;
    }
  };
}
