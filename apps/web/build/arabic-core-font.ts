import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/**
 * The characters of Arabic-language text: the Arabic comma, the signs and marks of U+0610-061F,
 * the letters and harakat, Arabic-Indic digits with the Arabic percent and separators, the
 * superscript alef, and the zero-width joiners and left-to-right mark. Persian, Urdu and other
 * letters of the Arabic script (پ, ڤ, ۴…) stay in the package's full Arabic file, which a page
 * fetches only when its text has one (decision 066). Declared as fonts.css's unicode-range of
 * the core faces; fonts.test.ts checks that both agree.
 */
export const ARABIC_CORE_UNICODE_RANGE = 'U+060C, U+0610-066D, U+0670, U+200C-200E';

/** The weights fonts.css declares (regular serves 400-500, semibold 600-700; decision 064). */
export const ARABIC_CORE_WEIGHTS = ['400', '600'] as const;

const appFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app');

/** Where the core file of `weight` lives, beside fonts.css. */
export function arabicCoreFontPath(weight: (typeof ARABIC_CORE_WEIGHTS)[number]): string {
  return path.join(appFolder, 'fonts', `ibm-plex-sans-arabic-core-${weight}-normal.woff2`);
}

/** Every character of ARABIC_CORE_UNICODE_RANGE, as one string. */
function coreCharacters(): string {
  return ARABIC_CORE_UNICODE_RANGE.split(',')
    .map((range) => range.trim().replace('U+', '').split('-'))
    .flatMap(([first = '', last = first]) => {
      const characters: string[] = [];
      for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++)
        characters.push(String.fromCodePoint(code));
      return characters;
    })
    .join('');
}

/**
 * The @fontsource IBM Plex Sans Arabic file of `weight` (its Arabic subset) cut down to
 * ARABIC_CORE_UNICODE_RANGE, as woff2 bytes. HarfBuzz keeps the glyphs the shaping features
 * reach from those characters (initial, medial and final forms, lam-alef, mark positions).
 */
export async function subsetArabicCore(weight: (typeof ARABIC_CORE_WEIGHTS)[number]): Promise<Buffer> {
  const source = createRequire(import.meta.url).resolve(
    `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
  );
  return subsetFont(await readFile(source), coreCharacters(), { targetFormat: 'woff2' });
}

// `node --import tsx apps/web/build/arabic-core-font.ts` writes the core files again (after a
// change of the range or of the package).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const weight of ARABIC_CORE_WEIGHTS) {
    const bytes = await subsetArabicCore(weight);
    await writeFile(arabicCoreFontPath(weight), bytes);
    console.log(`${path.relative(process.cwd(), arabicCoreFontPath(weight))}: ${bytes.length} bytes`);
  }
}
