import { sql } from 'drizzle-orm';
import { NewsListEndpoint } from '@hissa/contracts/news-endpoints';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/db/query-rows.ts';
import type { LoadRequest } from './load.ts';

/** How many distinct searches the news load cycles through. */
const REQUEST_COUNT = 200;

/**
 * The news search's load for npm run bench (decision 029): GET the news list with `q`, one word
 * (4+ letters) of seeded headlines, English and Arabic taking turns, 12 a page; every third
 * request also narrows by category. Each request runs the full-text and headline-fragment match
 * over the newsroom's articles and the company users' news.
 */
export async function newsSearchLoads(db: Db): Promise<LoadRequest[]> {
  const words = await queryRows<{ word: string }>(
    db,
    sql`select distinct word from (
          select split_part(title_en, ' ', 1 + (id % 4)) as word from news_articles
          union all select split_part(title_ar, ' ', 1 + (id % 4)) from news_articles) words
        where length(word) >= 4 order by word limit ${REQUEST_COUNT}`,
  );
  return words.map(({ word }, index) => ({
    method: 'GET' as const,
    path: `${NewsListEndpoint.path}?q=${encodeURIComponent(word)}${index % 3 === 0 ? '&category=private-companies' : ''}`,
  }));
}
