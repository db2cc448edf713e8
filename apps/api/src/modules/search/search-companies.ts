import { sql, type SQL } from 'drizzle-orm';
import type { Language } from '@hissa/contracts/languages';
import type { HeaderSearchResponse, SearchHit } from '@hissa/contracts/search';
import type { Db } from '../../db/client.ts';
import { preparedRows } from '../../db/prepared-rows.ts';

type Group = keyof HeaderSearchResponse['data'];
type Row = { group: Group; id: number; name: string; logo: string | null };

/**
 * The header search (HeaderSearchEndpoint; decision 001): directory entries whose English or Arabic
 * name contains the text (Arabic-normalised `pattern`, see lib/like-pattern.ts), grouped as listed
 * companies, non-listed companies and service providers, `size` per group from `page`, ordered by
 * id or by name. One round trip, prepared (one statement per language and sort: planning cost
 * more than running it); each branch uses the trigram index.
 */
export async function searchCompanies(
  db: Db,
  options: {
    pattern: string;
    language: Language;
    page: number;
    size: number;
    sort: { key: 'id' | 'companyName'; direction: 'asc' | 'desc' };
  },
): Promise<HeaderSearchResponse['data']> {
  const { pattern, language, page, size, sort } = options;
  const nameColumn = language === 'ar' ? sql.raw('name_ar') : sql.raw('name_en');
  const orderColumn = sort.key === 'id' ? sql.raw('id') : nameColumn;
  const direction = sql.raw(sort.direction === 'asc' ? 'asc' : 'desc');
  const offset = page * size;
  const branch = (group: Group, from: SQL) => sql`(
    select ${group} as "group", id, ${nameColumn} as name, logo_url as logo
    from ${from} and search_text like ${pattern}
    order by ${orderColumn} ${direction} limit ${size} offset ${offset})`;

  const rows = await preparedRows<Row>(
    db,
    sql`
    ${branch('listedCompanies', sql`companies where company_type = 'listed'`)}
    union all ${branch('nonListedCompanies', sql`companies where company_type = 'non_listed'`)}
    union all ${branch('serviceProviders', sql`service_providers where true`)}`,
  );

  const groups: HeaderSearchResponse['data'] = { listedCompanies: [], nonListedCompanies: [], serviceProviders: [] };
  for (const row of rows) {
    const hit: SearchHit = { companyId: Number(row.id), companyName: row.name, companyLogoUrl: row.logo };
    groups[row.group].push(hit);
  }
  return groups;
}
