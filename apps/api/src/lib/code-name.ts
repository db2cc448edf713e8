import type { CodeName } from '@hissa/contracts/companies';
import { type DigitSystem, inDigits, type Language, localName } from '@hissa/contracts/languages';
import { STATIC_LOOKUP_LISTS } from '@hissa/contracts/lookups/static-lists';

type StaticListName = keyof typeof STATIC_LOOKUP_LISTS;

/** {code, name} of a code of a list kept in contracts, in `language`; null for no code or an unknown one. */
export function staticCodeName(list: StaticListName, code: string | null, language: Language): CodeName | null {
  if (code === null) return null;
  const item = STATIC_LOOKUP_LISTS[list].find((entry) => entry.code === code);
  return item ? { code, name: localName(item, language) } : null;
}

/** {code, name} from a joined reference row's code and names; null when the join found nothing. */
export function joinedCodeName(
  code: string | number | null,
  nameEn: string | null,
  nameAr: string | null,
  language: Language,
): CodeName | null {
  if (code === null || nameEn === null || nameAr === null) return null;
  return { code: String(code), name: localName({ nameEn, nameAr }, language) };
}

/**
 * `payload` with the name of every {code, name} it holds (lookup names: "من 6 إلى 49 موظفًا",
 * bracket and city names) written in `digits` (contracts inDigits), so an Arabic page that chose
 * Arabic-Indic digits shows one digit system (decision 044). Returns new arrays and objects where
 * something changed and leaves `payload` untouched (static lists are shared).
 */
export function codeNamesInDigits(payload: unknown, digits: DigitSystem): unknown {
  if (digits === 'latn' || payload === null || typeof payload !== 'object') return payload;
  if (Array.isArray(payload)) return payload.map((item) => codeNamesInDigits(item, digits));
  if (Object.getPrototypeOf(payload) !== Object.prototype) return payload;
  const entries = Object.entries(payload).map(([key, value]) => [key, codeNamesInDigits(value, digits)] as const);
  const record = Object.fromEntries(entries) as Record<string, unknown>;
  const isCodeName =
    (typeof record.code === 'string' || typeof record.code === 'number') && typeof record.name === 'string';
  if (isCodeName) record.name = inDigits(record.name as string, digits);
  return record;
}
