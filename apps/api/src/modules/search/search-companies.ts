import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@hissa/contracts/languages';
import type { HeaderSearchResponse, SearchHit } from '@hissa/contracts/search';
import type { Db } from '../../db/client.ts';
import { preparedRead } from '../../db/prepared-rows.ts';

type Group = keyof HeaderSearchResponse['data'];
type Row = { group: Group; id: number; name: string; logo: string | null };
type Sort = { key: 'id' | 'companyName'; direction: 'asc' | 'desc' };
type Values = { pattern: string; size: number; offset: number; wanted: number };

/**
 * How many of a group's newest (or oldest) entries the id-ordered search tests first (decision
 * 074): enough that a common word's page is found among them, few enough that testing them all
 * costs less than the trigram index lookup of a rare word.
 */
export const ENTRIES_TESTED_FIRST = 50;

/** The three groups of the answer and the rows each is drawn from. */
const GROUPS: { group: Group; from: SQL }[] = [
  { group: 'listedCompanies', from: sql`companies where company_type = 'listed'` },
  { group: 'nonListedCompanies', from: sql`companies where company_type = 'non_listed'` },
  { group: 'serviceProviders', from: sql`service_providers where true` },
];

/**
 * The statement of one language and sort, its inputs placeholders (Values). Ordered by name, each
 * group is its trigram-index matches sorted. Ordered by id, each group first tests the
 * ENTRIES_TESTED_FIRST entries at the front of that order (`<group>_front`): when they hold the
 * page's `wanted` (offset + size) hits, those are the answer, since every entry further back comes
 * after them; otherwise the group's trigram-index matches are sorted instead (`id + 0` keeps the
 * planner off the primary key walk, which tests LIKE on every row until the page is full).
 */
function searchStatement(language: Language, sort: Sort): SQL {
  const name = sql.raw(language === 'ar' ? 'name_ar' : 'name_en');
  const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
  const pattern = sql.placeholder('pattern');
  const size = sql.placeholder('size');
  const offset = sql.placeholder('offset');
  const wanted = sql.placeholder('wanted');
  const matches = ({ group, from }: (typeof GROUPS)[number], orderBy: SQL, onlyIf: SQL = sql``) => sql`(
    select ${group} as "group", id, ${name} as name, logo_url as logo
    from ${from} and search_text like ${pattern} ${onlyIf}
    order by ${orderBy} ${direction} limit ${size} offset ${offset})`;

  if (sort.key === 'companyName')
    return sql.join(
      GROUPS.map((group) => matches(group, name)),
      sql` union all `,
    );

  const front = (group: Group) => sql.raw(`${group.toLowerCase()}_front`);
  const fronts = GROUPS.map(
    ({ group, from }) => sql`${front(group)} as materialized (
      select id, name, logo from (
        select id, ${name} as name, logo_url as logo, search_text from ${from}
        order by id ${direction} limit ${ENTRIES_TESTED_FIRST}) entries
      where search_text like ${pattern} order by id ${direction} limit ${wanted})`,
  );
  const branches = GROUPS.map(
    (entry) => sql`(
      select ${entry.group} as "group", id, name, logo from ${front(entry.group)}
      where (select count(*) from ${front(entry.group)}) = ${wanted}
      order by id ${direction} offset ${offset})
    union all ${matches(entry, sql`id + 0`, sql`and (select count(*) from ${front(entry.group)}) < ${wanted}`)}`,
  );
  return sql`with ${sql.join(fronts, sql`, `)} ${sql.join(branches, sql` union all `)}`;
}

/** One prepared read per language and sort, its text built on first use. */
const reads = new Map<string, (db: Db, values: Values) => Promise<Row[]>>();

/**
 * The header search (HeaderSearchEndpoint; decision 001): directory entries whose English or Arabic
 * name contains the text (Arabic-normalised `pattern`, see lib/like-pattern.ts), grouped as listed
 * companies, non-listed companies and service providers, `size` per group from `page`, ordered by
 * id or by name. One round trip, prepared once per language and sort with the text as a parameter,
 * so PostgreSQL plans it once (decision 074).
 */
export async function searchCompanies(
  db: Db,
  options: { pattern: string; language: Language; page: number; size: number; sort: Sort },
): Promise<HeaderSearchResponse['data']> {
  const { pattern, language, page, size, sort } = options;
  const key = `${language} ${sort.key} ${sort.direction}`;
  let read = reads.get(key);
  if (!read) {
    read = preparedRead<Row, Values>(() => searchStatement(language, sort));
    reads.set(key, read);
  }
  const offset = page * size;
  const rows = await read(db, { pattern, size, offset, wanted: offset + size });

  const groups: HeaderSearchResponse['data'] = { listedCompanies: [], nonListedCompanies: [], serviceProviders: [] };
  for (const row of rows) {
    const hit: SearchHit = { companyId: Number(row.id), companyName: row.name, companyLogoUrl: row.logo };
    groups[row.group].push(hit);
  }
  return groups;
}
