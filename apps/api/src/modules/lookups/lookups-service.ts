import type { Language } from '@hissa/contracts/languages';
import { localName } from '@hissa/contracts/languages';
import type { LookupItem, LookupListName } from '@hissa/contracts/lookups/lookup-lists';
import type { Db } from '../../db/client.ts';
import { createPromiseCache } from '../../lib/promise-cache.ts';
import { loadLookupSource } from './lookup-sources.ts';

const collators: Record<Language, Intl.Collator> = {
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
  ar: new Intl.Collator('ar', { sensitivity: 'base', numeric: true }),
};

/**
 * Serves lookup lists sorted ascending by their name in the request's language (contracts
 * lookups/lookup-lists.ts). Lists are reference data that only the seed writes, so each (list,
 * language) is built once per process and kept.
 */
export function createLookupsService(db: Db) {
  const cache = createPromiseCache<LookupItem[]>();

  async function build(name: LookupListName, language: Language): Promise<LookupItem[]> {
    const items = (await loadLookupSource(db, name)).map((item) => ({ ...item, name: localName(item, language) }));
    return items.sort((a, b) => collators[language].compare(a.name, b.name));
  }

  return {
    /** The list `name` in `language`, sorted by name. */
    getList(name: LookupListName, language: Language): Promise<LookupItem[]> {
      return cache.get(`${name}:${language}`, () => build(name, language));
    },
  };
}
