import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const webSource = path.resolve(here, '..');
const mantineStyles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);

/** Mantine components drawn with another one's styles (Mantine's per-component CSS guide). */
const BUILT_ON: Record<string, string[]> = {
  Autocomplete: ['Combobox', 'Input'],
  Select: ['Combobox', 'Input'],
  MultiSelect: ['Combobox', 'Input', 'Pill', 'PillsInput'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  FileInput: ['Input'],
  NumberInput: ['Input'],
  PasswordInput: ['Input'],
  Modal: ['ModalBase', 'Overlay'],
  Drawer: ['ModalBase', 'Overlay'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Radio: ['InlineInput', 'RadioIndicator'],
  Switch: ['InlineInput'],
  Menu: ['Popover'],
  Tooltip: ['Popover'],
  Combobox: ['Popover'],
};

/** Every source file of the web app (not tests). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(child);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [child] : [];
  });
}

/** Names imported (as values) from @mantine/core anywhere in the app. */
function usedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSource)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().replace(/\s+as\s+\w+$/, '');
        if (/^[A-Z]\w*$/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/**
 * The app imports Mantine's styles per component (decision 034): each component the code uses
 * must have its style sheet, and those it is built on, in app/mantine-styles.css, or it renders
 * unstyled.
 */
describe('Mantine styles per component', () => {
  it('imports the style sheet of every Mantine component the app uses', () => {
    const imported = readFileSync(path.join(here, 'mantine-styles.css'), 'utf8');
    const needed = [...usedComponents()].flatMap((name) => [name, ...(BUILT_ON[name] ?? [])]);
    const missing = [...new Set(needed)]
      .filter((name) => existsSync(path.join(mantineStyles, `${name}.css`)))
      .filter((name) => !imported.includes(`'@mantine/core/styles/${name}.css'`));
    expect(missing).toEqual([]);
  });
});
