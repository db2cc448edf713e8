import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_FONTS, CORE_WEIGHTS, coreFontPath, coreFontSource, subsetCoreFont } from '../../build/core-fonts';

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
/** The core faces, built from the packages' files by build/core-fonts.ts (decisions 066 and 072). */
const coreFaces = ourFaces.filter((face) => face.src.startsWith('./fonts/'));
const packageFaces = ourFaces.filter((face) => !coreFaces.includes(face));

/** The core cut from the package file `src` ("@fontsource/…-latin-400-normal.woff2"), if any. */
function coreCutFrom(src: string) {
  return CORE_FONTS.find((font) => CORE_WEIGHTS.some((weight) => coreFontSource(font, weight) === src));
}

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
      expect(subsets).toContain(`IBM Plex Sans ${range} ibm-plex-sans-latin-core-${weight}-normal.woff2`);
      expect(subsets).toContain(`IBM Plex Sans Arabic ${range} ibm-plex-sans-arabic-latin-core-${weight}-normal.woff2`);
    }
  });

  it('gives every package face the file and the characters of the same subset in the package’s own style sheet, less the core cut from it', () => {
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
      const coreFont = coreCutFrom(face.src);
      if (!coreFont) {
        expect(face.unicodeRange, face.src).toBe(packageFace?.unicodeRange);
        continue;
      }
      // the package's face and its core together cover the package's range, and never both a character
      const ours = codePointsOf(face.unicodeRange);
      const core = codePointsOf(coreFont.unicodeRange.replace(/\s+/g, ''));
      expect(
        [...ours].filter((point) => core.has(point)),
        face.src,
      ).toEqual([]);
      expect(new Set([...ours, ...core]), face.src).toEqual(codePointsOf(packageFace?.unicodeRange ?? ''));
    }
  });

  it('declares each core face with its core range, and its file is the package’s cut to it', async () => {
    expect(coreFaces).toHaveLength(CORE_FONTS.length * CORE_WEIGHTS.length);
    for (const font of CORE_FONTS) {
      for (const weight of CORE_WEIGHTS) {
        const face = coreFaces.find((candidate) => path.resolve(here, candidate.src) === coreFontPath(font, weight));
        expect(face, `${font.name} ${weight}`).toBeDefined();
        expect(face?.weight).toBe(weight === '400' ? '400 500' : '600 700');
        expect(face?.unicodeRange).toBe(font.unicodeRange.replace(/\s+/g, ''));
        // a change of a range or of a package needs `node --import tsx apps/web/build/core-fonts.ts`
        const committed = readFileSync(coreFontPath(font, weight));
        expect(committed.equals(await subsetCoreFont(font, weight)), `${font.name} ${weight}`).toBe(true);
      }
    }
  });
});
