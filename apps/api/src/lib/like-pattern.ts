import { normalizeSearchText } from '@hissa/contracts/arabic-text';

/**
 * A LIKE pattern matching `text` anywhere in a normalised search column: the text is
 * normalised the way stored names are (contracts/arabic-text.ts) and LIKE's wildcards escaped.
 * Returns null when nothing searchable is left.
 */
export function containsPattern(text: string): string | null {
  const normalized = normalizeSearchText(text);
  if (!normalized) return null;
  return `%${normalized.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
