import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ARABIC_CORE_UNICODE_RANGE,
  ARABIC_CORE_WEIGHTS,
  arabicCoreFontPath,
  subsetArabicCore,
} from '../../build/arabic-core-font';

const here = path.dirname(fileURLToPath(import.meta.url));
const resolve = createRequire(import.meta.url).resolve;

type Face = { family: string; weight: string; src: string; unicodeRange: string };

/** The @font-face rules of a style sheet: family, weight, first url() and unicode-range (spaces removed). */
function facesOf(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
    const value = (name: string) => new RegExp(`${name}:([^;]*);`).exec(body)?.[1]?.trim() ?? '';
    return {
      family: value('font-family').replace(/'/g, ''),
      weight: value('font-weight'),
      src: /url\('?([^')]+)'?\)/.exec(body)?.[1] ?? '',
      unicodeRange: value('unicode-range').replace(/\s+/g, ''),
    };
  });
}

/** The code points of a unicode-range value without spaces ("U+0600-060B,U+060D"). */
function codePointsOf(unicodeRange: string): Set<number> {
  const points = new Set<number>();
  for (const range of unicodeRange.split(',')) {
    const [first = '', last = first] = range.replace('U+', '').split('-');
    for (let point = parseInt(first, 16); point <= parseInt(last, 16); point++) points.add(point);
  }
  return points;
}

const ourFaces = facesOf(readFileSync(path.join(here, 'fonts.css'), 'utf8'));
/** The Arabic core faces, built from the package's files by build/arabic-core-font.ts (decision 066). */
const coreFaces = ourFaces.filter((face) => face.src.startsWith('./fonts/'));
const packageFaces = ourFaces.filter((face) => !coreFaces.includes(face));
const coreRange = ARABIC_CORE_UNICODE_RANGE.replace(/\s+/g, '');

describe('app/fonts.css', () => {
  it('declares regular and semibold of both families, Latin (and Latin Extended) for English, Arabic and Latin for Arabic', () => {
    const subsets = ourFaces.map((face) => `${face.family} ${face.weight} ${path.basename(face.src)}`);
    // regular serves 400-500 and semibold 600-700 (decision 064): two files per subset, not four
    expect(new Set(ourFaces.map((face) => face.weight))).toEqual(new Set(['400 500', '600 700']));
    for (const [weight, range] of [
      ['400', '400 500'],
      ['600', '600 700'],
    ] as const) {
      expect(subsets).toContain(`IBM Plex Sans ${range} ibm-plex-sans-latin-${weight}-normal.woff2`);
      expect(subsets).toContain(`IBM Plex Sans ${range} ibm-plex-sans-latin-ext-${weight}-normal.woff2`);
      expect(subsets).toContain(`IBM Plex Sans Arabic ${range} ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`);
      expect(subsets).toContain(`IBM Plex Sans Arabic ${range} ibm-plex-sans-arabic-latin-${weight}-normal.woff2`);
      expect(subsets).toContain(`IBM Plex Sans Arabic ${range} ibm-plex-sans-arabic-core-${weight}-normal.woff2`);
    }
  });

  it('gives every package face the file and the characters of the same subset in the package’s own style sheet, the full Arabic faces less the core', () => {
    for (const face of packageFaces) {
      const file = resolve(face.src);
      expect(existsSync(file), face.src).toBe(true);
      // @fontsource/<family>/files/<name>.woff2 → @fontsource/<family>/<weight>.css
      const fileWeight = face.weight.split(' ')[0] ?? face.weight;
      const packageSheet = path.join(path.dirname(path.dirname(file)), `${fileWeight}.css`);
      const packageFace = facesOf(readFileSync(packageSheet, 'utf8')).find(
        (candidate) => path.basename(candidate.src) === path.basename(face.src),
      );
      expect(packageFace, face.src).toBeDefined();
      expect(face.unicodeRange, face.src).not.toBe('');
      if (!face.src.includes('-arabic-arabic-')) {
        expect(face.unicodeRange, face.src).toBe(packageFace?.unicodeRange);
        continue;
      }
      // the full Arabic face and the core together cover the package's range, and never both a character
      const ours = codePointsOf(face.unicodeRange);
      const core = codePointsOf(coreRange);
      expect(
        [...ours].filter((point) => core.has(point)),
        face.src,
      ).toEqual([]);
      expect(new Set([...ours, ...core]), face.src).toEqual(codePointsOf(packageFace?.unicodeRange ?? ''));
    }
  });

  it('declares the Arabic core faces with the core range, and their files are the package’s cut to it', async () => {
    expect(coreFaces.map((face) => face.weight)).toEqual(['400 500', '600 700']);
    for (const [index, weight] of ARABIC_CORE_WEIGHTS.entries()) {
      const face = coreFaces[index];
      expect(face?.unicodeRange).toBe(coreRange);
      expect(path.resolve(here, face?.src ?? '')).toBe(arabicCoreFontPath(weight));
      // a change of the range or of the package needs `node --import tsx apps/web/build/arabic-core-font.ts`
      expect(readFileSync(arabicCoreFontPath(weight)).equals(await subsetArabicCore(weight)), weight).toBe(true);
    }
  });
});
