import Papa from 'papaparse';

/** The byte order mark that makes spreadsheet programs read the CSV as UTF-8 (Arabic stays legible). */
const UTF8_BOM = '\uFEFF';

/**
 * CSV text for spreadsheets (papaparse): a BOM, the header row, then the rows, CRLF line ends.
 * Cells that a spreadsheet would run as formulas (=, +, -, @) are escaped.
 */
export function spreadsheetCsv(fields: readonly string[], data: readonly (readonly unknown[])[]): string {
  return (
    UTF8_BOM +
    Papa.unparse({ fields: [...fields], data: data.map((row) => [...row]) }, { escapeFormulae: true, newline: '\r\n' })
  );
}
