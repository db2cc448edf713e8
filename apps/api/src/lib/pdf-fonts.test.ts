import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { ARABIC_FONT_FILE, registerPdfFonts } from './pdf-fonts.ts';

/*
 * Glyphs keep their letters however fontkit first read them (decision 057): the PDF's text map
 * is written from them, so a glyph without letters is a letter missing from the document's text.
 */

describe('the PDF fonts', () => {
  it('give a glyph first read without letters its letters when text is laid out with it', () => {
    registerPdfFonts();
    const word = 'مبسطة';
    const expected = fontkit.openSync(ARABIC_FONT_FILE).layout(word).glyphs;
    const font = fontkit.openSync(ARABIC_FONT_FILE);
    // a size or outline lookup reads the glyph by id alone, before any text uses it
    for (const glyph of expected) font.getGlyph(glyph.id);
    const laidOut = font.layout(word).glyphs;
    expect(laidOut.map((glyph) => glyph.codePoints)).toEqual(expected.map((glyph) => glyph.codePoints));
    expect(laidOut.every((glyph) => glyph.codePoints.length > 0)).toBe(true);
  });
});
