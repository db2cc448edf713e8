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
 * fetches only when its text has one (decision 066).
 */
export const ARABIC_CORE_UNICODE_RANGE = 'U+060C, U+0610-066D, U+0670, U+200C-200E';

/**
 * The characters of the app's Latin text, English or the spaces, digits and signs of Arabic
 * text: printable ASCII, the no-break space, ©, «», °, ·, ×, ÷, the general punctuation block
 * (dashes, quotes, …, the direction marks and the narrow no-break space of Intl's times), the
 * up and down arrows and the minus sign. Accented letters (é, ü) and the rest of the packages'
 * Latin files stay in those files, fetched only by a page whose text has one (decision 072).
 */
export const LATIN_CORE_UNICODE_RANGE =
  'U+0020-007E, U+00A0, U+00A9, U+00AB, U+00B0, U+00B7, U+00BB, U+00D7, U+00F7, U+2000-206F, U+2191, U+2193, U+2212';

/** The weights fonts.css declares (regular serves 400-500, semibold 600-700; decision 064). */
export const CORE_WEIGHTS = ['400', '600'] as const;
/** One of CORE_WEIGHTS. */
export type CoreWeight = (typeof CORE_WEIGHTS)[number];

/**
 * The core files, each one of a package's subset files cut down to a core range: `name` is the
 * committed file's name without "-{weight}-normal.woff2", `source` the package file with
 * `{weight}` in its name.
 */
export const CORE_FONTS = [
  {
    name: 'ibm-plex-sans-latin-core',
    source: '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-{weight}-normal.woff2',
    unicodeRange: LATIN_CORE_UNICODE_RANGE,
  },
  {
    name: 'ibm-plex-sans-arabic-latin-core',
    source: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-{weight}-normal.woff2',
    unicodeRange: LATIN_CORE_UNICODE_RANGE,
  },
  {
    name: 'ibm-plex-sans-arabic-core',
    source: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-{weight}-normal.woff2',
    unicodeRange: ARABIC_CORE_UNICODE_RANGE,
  },
] as const;
/** One of CORE_FONTS. */
export type CoreFont = (typeof CORE_FONTS)[number];

const appFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'app');

/** Where the core file of `font` in `weight` lives, beside fonts.css (app/fonts/). */
export function coreFontPath(font: CoreFont, weight: CoreWeight): string {
  return path.join(appFolder, 'fonts', `${font.name}-${weight}-normal.woff2`);
}

/** The package file `font` is cut from, in `weight` ("@fontsource/…/files/…-400-normal.woff2"). */
export function coreFontSource(font: CoreFont, weight: CoreWeight): string {
  return font.source.replace('{weight}', weight);
}

/** Every character of a unicode-range value ("U+0020-007E, U+00A0"), as one string. */
function charactersOf(unicodeRange: string): string {
  return unicodeRange
    .split(',')
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
 * The package file of `font` in `weight` cut down to its core range, as woff2 bytes. HarfBuzz's
 * subsetter keeps the glyphs the shaping features reach from those characters (Arabic initial,
 * medial and final forms, lam-alef, mark positions; Latin kerning within the range).
 */
export async function subsetCoreFont(font: CoreFont, weight: CoreWeight): Promise<Buffer> {
  const source = createRequire(import.meta.url).resolve(coreFontSource(font, weight));
  return subsetFont(await readFile(source), charactersOf(font.unicodeRange), { targetFormat: 'woff2' });
}

// `node --import tsx apps/web/build/core-fonts.ts` writes the core files again (after a change of
// a range or of a package).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const font of CORE_FONTS) {
    for (const weight of CORE_WEIGHTS) {
      const bytes = await subsetCoreFont(font, weight);
      await writeFile(coreFontPath(font, weight), bytes);
      console.log(`${path.relative(process.cwd(), coreFontPath(font, weight))}: ${bytes.length} bytes`);
    }
  }
}
