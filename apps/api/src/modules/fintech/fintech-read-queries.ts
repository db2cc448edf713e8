import { sql } from 'drizzle-orm';
import {
  FINTECH_STAGES,
  type FintechHub,
  type FintechProfile,
  type FintechRound,
  type FundingBars,
} from '@hissa/contracts/fintech/fintech-directory';
import type { Language } from '@hissa/contracts/languages';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { listPublishedEvents } from '../media/events-service.ts';
import { toEvent } from '../media/media-records.ts';
import { feedPage, toCard } from '../news/news-feed.ts';
import {
  namedCode,
  ROUNDS_SOURCE,
  type RoundRow,
  sarText,
  screenCompanies,
  toRound,
} from './fintech-screener-queries.ts';

/*
 * The fintech hub's reads besides the screener (decisions 031 and 041): the landing's counters and
 * charts, the latest rounds, one round and a profile with its company's news. The landing's top
 * news and upcoming events are the news module's fintech category and the media hub's events,
 * read through those modules' services.
 */

/** Rounds of `where` (on the rounds source x), newest announced first, at most `limit`. */
async function roundsWhere(db: Db, where: ReturnType<typeof sql>, language: Language, limit: number, offset = 0) {
  const rows = await queryRows<RoundRow>(
    db,
    sql`select x.*, count(*) over ()::int as total from ${ROUNDS_SOURCE} where ${where}
        order by x.announced_date desc, x.id desc limit ${limit} offset ${offset}`,
  );
  return { rows: rows.map((row) => toRound(row, language)), total: rows[0] ? Number(rows[0].total) : 0 };
}

/** Every round, newest announced first, paged (FintechFundingRoundsEndpoint). */
export function latestRounds(db: Db, language: Language, page: number, size: number) {
  return roundsWhere(db, sql`true`, language, size, page * size);
}

/** One round, or null (FintechRoundDetailsEndpoint). */
export async function roundById(db: Db, roundId: number, language: Language): Promise<FintechRound | null> {
  const { rows } = await roundsWhere(db, sql`x.id = ${roundId}`, language, 1);
  return rows[0] ?? null;
}

/** Rounds and SAR raised per year announced (oldest first) and per stage (ladder order). */
export async function fundingBars(db: Db, language: Language): Promise<FundingBars> {
  const years = await queryRows<{ key: number; rounds: number; raised: string }>(
    db,
    sql`select extract(year from announced_date)::int as key, count(*)::int as rounds, sum(raised_sar) as raised
        from fintech_rounds group by 1 order by 1`,
  );
  const stages = await queryRows<{ key: string; rounds: number; raised: string }>(
    db,
    sql`select stage as key, count(*)::int as rounds, sum(raised_sar) as raised from fintech_rounds group by 1`,
  );
  const stageRows = new Map(stages.map((row) => [row.key, row]));
  return {
    byYear: years.map((row) => ({
      key: String(row.key),
      label: String(row.key),
      rounds: Number(row.rounds),
      raised: sarText(row.raised),
    })),
    byStage: FINTECH_STAGES.flatMap((stage) => {
      const row = stageRows.get(stage);
      return row
        ? [
            {
              key: stage,
              label: namedCode('stage', stage, language).name,
              rounds: Number(row.rounds),
              raised: sarText(row.raised),
            },
          ]
        : [];
    }),
  };
}

/** The news items of fintech `fintechId`'s linked company (company_news), newest first, at most `limit`. */
async function profileNews(db: Db, language: Language, fintechId: number, limit: number) {
  const title = language === 'ar' ? sql`coalesce(n.title_ar, n.title_en)` : sql`coalesce(n.title_en, n.title_ar)`;
  const rows = await queryRows<{ id: number; title: string; published_at: string }>(
    db,
    sql`select n.id, ${title} as title, n.published_at
        from company_news n join fintech_companies f on f.company_id = n.company_id
        where f.id = ${fintechId}
        order by n.published_at desc, n.id desc limit ${limit}`,
  );
  return rows.map((row) => ({
    newsId: Number(row.id),
    title: row.title,
    publishedAt: new Date(row.published_at).toISOString(),
  }));
}

/**
 * The hub landing: counters, the charts, the 8 latest rounds, the 6 latest news of the news
 * module's fintech category and the media hub's next 3 published events (not yet ended at `now`).
 */
export async function fintechHub(db: Db, language: Language, now = new Date()): Promise<FintechHub> {
  const [counters] = await queryRows<{ companies: number; rounds: number; raised: string; investors: number }>(
    db,
    sql`select (select count(*)::int from fintech_companies) as companies,
          (select count(*)::int from fintech_rounds) as rounds,
          (select coalesce(sum(raised_sar), 0) from fintech_rounds) as raised,
          (select count(distinct i->>'en')::int from fintech_rounds r, jsonb_array_elements(r.investors) i) as investors`,
  );
  return {
    counters: {
      companies: Number(counters?.companies ?? 0),
      rounds: Number(counters?.rounds ?? 0),
      totalRaised: sarText(counters?.raised ?? '0'),
      investors: Number(counters?.investors ?? 0),
    },
    bars: await fundingBars(db, language),
    latestRounds: (await roundsWhere(db, sql`true`, language, 8)).rows,
    topNews: (await feedPage(db, { category: 'fintech' }, { page: 0, size: 6 })).rows.map((row) =>
      toCard(row, language),
    ),
    upcomingEvents: (await listPublishedEvents(db, { when: 'upcoming', page: 0, size: 3 }, now)).rows.map(toEvent),
  };
}

/** A fintech's profile with its rounds (newest first), investors (most rounds first) and news; null when unknown. */
export async function fintechProfile(db: Db, fintechId: number, language: Language): Promise<FintechProfile | null> {
  const { rows } = await screenCompanies(
    db,
    { view: 'companies', f: [], sort: undefined, direction: undefined },
    language,
    null,
    fintechId,
  );
  const company = rows[0];
  if (!company) return null;
  const [details] = await queryRows<{
    description_en: string;
    description_ar: string;
    website: string | null;
    employees: number | null;
    profile_source: string;
    profile_verified: boolean;
  }>(
    db,
    sql`select description_en, description_ar, website, employees, profile_source, profile_verified
        from fintech_companies where id = ${fintechId}`,
  );
  if (!details) return null;
  const rounds = (await roundsWhere(db, sql`x.fintech_id = ${fintechId}`, language, 100)).rows;
  const investorCounts = new Map<string, number>();
  for (const round of rounds) {
    for (const investor of round.investors) investorCounts.set(investor, (investorCounts.get(investor) ?? 0) + 1);
  }
  return {
    ...company,
    descriptionEn: details.description_en,
    descriptionAr: details.description_ar,
    description: language === 'ar' ? details.description_ar : details.description_en,
    website: details.website,
    employees: details.employees === null ? null : Number(details.employees),
    profileProvenance: {
      source: namedCode('source', details.profile_source, language),
      isVerified: Boolean(details.profile_verified),
    },
    rounds,
    investors: [...investorCounts]
      .map(([name, roundsCount]) => ({ name, roundsCount }))
      .sort((left, right) => right.roundsCount - left.roundsCount || left.name.localeCompare(right.name)),
    news: await profileNews(db, language, fintechId, 10),
  };
}
