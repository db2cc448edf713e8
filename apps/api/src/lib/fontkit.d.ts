/**
 * The part of fontkit (the font engine under @react-pdf/renderer and pdfkit; it ships no types)
 * that lib/pdf-fonts.ts uses: a font file opened, its glyphs by id, and text laid out.
 */
declare module 'fontkit' {
  export type Glyph = { id: number; codePoints: number[] };
  export type Font = {
    getGlyph(id: number, characters?: number[]): Glyph | null;
    layout(text: string): { glyphs: Glyph[] };
  };
  export function openSync(path: string): Font;
}
