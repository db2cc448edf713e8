import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

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

const ourFaces = facesOf(readFileSync(path.join(here, 'fonts.css'), 'utf8'));

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
    }
  });

  it('gives every face the file and unicode-range of the same subset in the package’s own per-weight style sheet', () => {
    for (const face of ourFaces) {
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
      expect(face.unicodeRange, face.src).toBe(packageFace?.unicodeRange);
    }
  });
});
