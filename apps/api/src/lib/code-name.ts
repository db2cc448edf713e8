import type { CodeName } from '@hissa/contracts/companies';
import { type Language, localName } from '@hissa/contracts/languages';
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
