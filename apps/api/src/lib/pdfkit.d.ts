/**
 * The part of pdfkit (the PDF writer under @react-pdf/renderer; it ships no types) that
 * lib/pdf-fonts.ts uses: a document that loads a font file (decision 042).
 */
declare module 'pdfkit' {
  export default class PDFDocument {
    constructor(options?: { autoFirstPage?: boolean });
    font(src: string): this;
  }
}
