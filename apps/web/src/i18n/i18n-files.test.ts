import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every folder holding a pair of text files: the shared i18n/ and each features/<path>/i18n. */
function textFolders(): string[] {
  const folders = [path.join(webSource, 'i18n')];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const child = path.join(folder, entry.name);
      if (entry.name === 'i18n') folders.push(child);
      else walk(child);
    }
  };
  walk(path.join(webSource, 'features'));
  return folders;
}

/**
 * The dotted paths of every text in a file ("nav.home", "errors.required"), plural forms as one
 * ("items_one" and Arabic's "items_few" are both "items").
 */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  const paths = Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
  return [...new Set(paths)];
}

const read = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Only the page's language is fetched, with no English fallback (decision 034), so a text
 * missing from either language would show as its key: every file pair has the same keys.
 */
describe('the web texts', () => {
  it.each(textFolders().map((folder) => [path.relative(webSource, folder), folder]))(
    '%s has the same keys in English and Arabic',
    (_name, folder) => {
      const english = keyPaths(read(path.join(folder, 'en.json'))).sort();
      const arabic = keyPaths(read(path.join(folder, 'ar.json'))).sort();
      expect(arabic.filter((key) => !english.includes(key))).toEqual([]);
      expect(english.filter((key) => !arabic.includes(key))).toEqual([]);
    },
  );
});
