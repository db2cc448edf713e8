/**
 * Arabic-aware normalisation used for stored search text and for queries alike
 * (architecture.md, "Arabic-text"): diacritics and tatweel removed; أ إ آ ٱ -> ا;
 * ى -> ي; ة -> ه; ؤ -> و; ئ -> ي; Arabic-Indic and Persian digits -> 0-9; Latin
 * lower-cased; runs of white space folded to one space.
 *
 * normalizeSearchText('شركة أسامة') === normalizeSearchText('شركه اسامه') // 'شركه اسامه'
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/ی/g, 'ي')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Matches any Arabic letter; used by the rules that allow English letters only. */
export const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/;
