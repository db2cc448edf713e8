import { sql } from 'drizzle-orm';
import { FintechFilterFundingRoundsEndpoint, FintechSearchEndpoint } from '@hissa/contracts/fintech-endpoints';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/query-rows.ts';
import type { LoadRequest } from './load.ts';

/** How many distinct requests each fintech screener load cycles through. */
const REQUEST_COUNT = 200;

const query = (filters: string[], extra: string) =>
  `${filters.map((filter) => `f=${encodeURIComponent(filter)}`).join('&')}&${extra}&size=20`;

/**
 * The fintech screener's loads for npm run bench (decisions 031 and 041), 20 a page, no answer
 * cache: `companies`, the basic search (FintechSearchEndpoint) by the seeded category-country
 * pairs (most common first) with a funding stage `in` and a total-funding `between`, sorted by a
 * column that turns with each request; `rounds`, the funding search
 * (FintechFilterFundingRoundsEndpoint) by category, an announced-date `between` of one year and
 * an investor name `contains`, latest first. Also how many fintechs and rounds there are.
 */
export async function fintechScreenerLoads(
  db: Db,
): Promise<{ companies: LoadRequest[]; rounds: LoadRequest[]; companyCount: number; roundCount: number }> {
  const [counts] = await queryRows<{ companies: number; rounds: number }>(
    db,
    sql`select (select count(*)::int from fintech_companies) as companies, (select count(*)::int from fintech_rounds) as rounds`,
  );
  const pairs = await queryRows<{ category: string; country: string }>(
    db,
    sql`select category_code as category, country_code as country from fintech_companies
        group by 1, 2 order by count(*) desc, 1, 2 limit ${REQUEST_COUNT}`,
  );
  const sorts = ['raised', 'total', 'name', 'announced'];
  const companies = pairs.map(({ category, country }, index) => ({
    method: 'GET' as const,
    path: `${FintechSearchEndpoint.path}?${query(
      [
        `category:equals:${category}`,
        `country:in:${country}|SA`,
        'stage:in:seed|series_a|series_b',
        'total:between:1000000|',
      ],
      `sort=${sorts[index % sorts.length]}&direction=${index % 2 ? 'asc' : 'desc'}`,
    )}`,
  }));
  const investorWords = await queryRows<{ word: string }>(
    db,
    sql`select distinct split_part(i->>'en', ' ', 1) as word
        from fintech_rounds r, jsonb_array_elements(r.investors) i order by 1 limit ${REQUEST_COUNT}`,
  );
  const categories = [...new Set(pairs.map((pair) => pair.category))];
  const rounds = investorWords
    .filter(({ word }) => word.length >= 3)
    .map(({ word }, index) => {
      const year = 2016 + (index % 10);
      return {
        method: 'GET' as const,
        path: `${FintechFilterFundingRoundsEndpoint.path}?${query(
          [
            `category:equals:${categories[index % categories.length] ?? 'payments'}`,
            `announced:between:${year}-01-01|${year}-12-31`,
            `investor:contains:${word}`,
          ],
          'sort=announced&direction=desc',
        )}`,
      };
    });
  return { companies, rounds, companyCount: Number(counts?.companies ?? 0), roundCount: Number(counts?.rounds ?? 0) };
}
