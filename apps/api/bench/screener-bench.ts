import { sql } from 'drizzle-orm';
import { ProviderScreenerEndpoint } from '@hissa/contracts/provider-screener-endpoints';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/query-rows.ts';
import type { LoadRequest } from './load.ts';

/** How many distinct requests each screener load cycles through. */
const REQUEST_COUNT = 200;
const SCREENER_PATH = ProviderScreenerEndpoint.path;

/**
 * The screener's loads for npm run bench (decision 016): `filtered`, a typical filtered search
 * (category and city, 20 a page, by name) over the category-city pairs that have providers, most
 * common first, alternating ascending and descending; `text`, a search by name for `terms` (words
 * of real names, English and Arabic), by relevance; `project`, a search by project for words of
 * seeded project titles (empty when the seed has no projects).
 */
export async function screenerLoads(
  db: Db,
  terms: string[],
): Promise<{ filtered: LoadRequest[]; text: LoadRequest[]; project: LoadRequest[] }> {
  const pairs = await queryRows<{ division: string; city: number }>(
    db,
    sql`select k.division_code as division, p.city_id as city from service_providers p
        join isic_classes k on k.code = p.isic_class_code where p.city_id is not null and p.is_active
        group by k.division_code, p.city_id order by count(*) desc, k.division_code, p.city_id limit ${REQUEST_COUNT}`,
  );
  const filtered = pairs.map(({ division, city }, index) => ({
    method: 'GET' as const,
    path: `${SCREENER_PATH}?category=${division}&cityId=${city}&sort=name&direction=${index % 2 ? 'desc' : 'asc'}&size=20`,
  }));
  const text = terms.slice(0, REQUEST_COUNT).map((term) => ({
    method: 'GET' as const,
    path: `${SCREENER_PATH}?q=${encodeURIComponent(term)}&size=20`,
  }));
  const projectWords = await queryRows<{ word: string }>(
    db,
    sql`select distinct split_part(coalesce(title_en, title_ar), ' ', 1 + (id % 2)) as word
        from provider_projects where id % 7 = 0 limit ${REQUEST_COUNT}`,
  );
  const project = projectWords
    .map((row) => row.word)
    .filter((word) => word.length >= 3)
    .map((word) => ({
      method: 'GET' as const,
      path: `${SCREENER_PATH}?mode=project&q=${encodeURIComponent(word)}&size=20`,
    }));
  return { filtered, text, project };
}
