import { sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import type { Language } from '@hissa/contracts/languages';
import { PROFILE_PARTS } from '@hissa/contracts/services-marketplace/provider-content';
import {
  SCREENER_MATCHED_PROJECTS_MAX,
  type ScreenerPage,
  type ScreenerProvider,
  type ScreenerQuery,
  type TopProvidersPage,
} from '@hissa/contracts/services-marketplace/screener';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { joinedCodeName, staticCodeName } from '../../lib/code-name.ts';
import { listedInClass } from '../featuring/featuring-queries.ts';

/** A project as the ranked query hands it over: its id and title. */
type MatchedProject = { id: number; title: string };

/** A page of provider ids in order, with their extra ranking columns, and the total matching. */
type RankedRow = { id: number; total: number; matched: MatchedProject[] | null } & Record<string, unknown>;

type CardRow = {
  id: number;
  name_en: string;
  name_ar: string;
  logo_url: string | null;
  business_type: string | null;
  established_date: string | null;
  is_featured: boolean;
  division_code: string | null;
  division_en: string | null;
  division_ar: string | null;
  city_id: number | null;
  city_en: string | null;
  city_ar: string | null;
  services_count: number;
  projects_count: number;
  fee_from: string | number | null;
};

/**
 * The cards of the providers `ids` (one page): name, logo, category, city, business type, counts
 * of services and projects and the lowest starting fee, by id. Aggregates run for this page only.
 */
async function providerCards(db: Db, ids: number[], language: Language): Promise<Map<number, ScreenerProvider>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<CardRow>(
    db,
    sql`select p.id, p.name_en, p.name_ar, p.logo_url, p.business_type, p.established_date::text as established_date,
          p.is_featured, d.code as division_code, d.name_en as division_en, d.name_ar as division_ar,
          c.id as city_id, c.name_en as city_en, c.name_ar as city_ar,
          (select count(*)::int from provider_services s where s.provider_id = p.id) as services_count,
          (select count(*)::int from provider_projects j where j.provider_id = p.id) as projects_count,
          (select min(s.starting_fee_halalas) from provider_services s where s.provider_id = p.id) as fee_from
        from service_providers p
        left join isic_classes k on k.code = p.isic_class_code
        left join isic_divisions d on d.code = k.division_code
        left join cities c on c.id = p.city_id
        where p.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        providerId: Number(row.id),
        providerName: language === 'ar' ? row.name_ar : row.name_en,
        logoUrl: row.logo_url,
        category: joinedCodeName(row.division_code, row.division_en, row.division_ar, language),
        city: joinedCodeName(row.city_id, row.city_en, row.city_ar, language),
        businessType: staticCodeName('business-types', row.business_type, language),
        establishedDate: row.established_date,
        isFeatured: row.is_featured,
        servicesCount: Number(row.services_count),
        projectsCount: Number(row.projects_count),
        startingFeeFromHalalas: row.fee_from === null ? null : Number(row.fee_from),
        matchedProjects: [],
      },
    ]),
  );
}

/** The cards of a ranked page, in its order, with the matched projects of each. */
async function cardsInOrder(db: Db, rows: RankedRow[], language: Language): Promise<ScreenerProvider[]> {
  const cards = await providerCards(
    db,
    rows.map((row) => Number(row.id)),
    language,
  );
  return rows.flatMap((row) => {
    const card = cards.get(Number(row.id));
    if (!card) return [];
    const matched = (row.matched ?? []).map((project) => ({ projectId: Number(project.id), title: project.title }));
    return [{ ...card, matchedProjects: matched }];
  });
}

/** The filters' conditions on provider `p` (ISIC class joined as `k`); each is optional. */
function filterConditions(query: ScreenerQuery): SQL[] {
  const conditions: SQL[] = [sql`p.is_active`];
  if (query.category !== undefined) {
    conditions.push(sql`(k.division_code = ${query.category} or exists (
      select 1 from provider_services s join isic_classes sk on sk.code = s.isic_class_code
      where s.provider_id = p.id and sk.division_code = ${query.category}))`);
  }
  if (query.subCategory !== undefined) {
    conditions.push(sql`(p.isic_class_code = ${query.subCategory} or exists (
      select 1 from provider_services s where s.provider_id = p.id and s.isic_class_code = ${query.subCategory}))`);
  }
  if (query.cityId !== undefined) conditions.push(sql`p.city_id = ${query.cityId}`);
  if (query.industryGroup !== undefined) {
    conditions.push(sql`p.industry_group_codes @> array[${query.industryGroup}]::text[]`);
  }
  if (query.businessType !== undefined) conditions.push(sql`p.business_type = ${query.businessType}`);
  if (query.stage !== undefined) conditions.push(sql`p.development_stage = ${query.stage}`);
  return conditions;
}

/**
 * The screener (ProviderScreenerEndpoint; decision 016). Active providers that pass every filter;
 * with a text, those whose name (mode `provider`) or at least one project (mode `project`: title,
 * description, client) contains it after Arabic-aware normalisation (contracts arabic-text.ts,
 * matched with LIKE on the trigram-indexed search_text, as the header search does). Sorted by name
 * (in `language`), founding date (unknown dates last either way) or relevance (names, or projects,
 * starting with the text first, then those with a word starting with it, then the rest, each by
 * name; without a text, by name), `direction` ascending or descending, ties
 * by id ascending. With a sub-category, providers with a featured listing in it come first, then
 * featured companies (decision 023). The default sort is relevance, most relevant first, with a text, else name A-Z.
 * `page` is 0-based. Each result names up to SCREENER_MATCHED_PROJECTS_MAX matching projects.
 */
export async function screenProviders(db: Db, query: ScreenerQuery, language: Language): Promise<ScreenerPage> {
  const text = query.q === undefined ? '' : normalizeSearchText(query.q);
  const escaped = text.replace(/[\\%_]/g, (character) => `\\${character}`);
  const hasText = text !== '';
  const byProject = hasText && query.mode === 'project';
  const sort = query.sort === 'relevance' && !hasText ? 'name' : (query.sort ?? (hasText ? 'relevance' : 'name'));
  const direction = query.direction ?? (sort === 'relevance' ? 'desc' : 'asc');
  const dir = sql.raw(direction);
  const nameColumn = sql.raw(language === 'ar' ? 'p.name_ar' : 'p.name_en');

  const conditions = filterConditions(query);
  if (hasText && !byProject) conditions.push(sql`p.search_text like ${`%${escaped}%`}`);
  // Relevance: 0 when the text starts the searched column, 1 when it starts a word of it, else 2.
  const rank = (column: SQL) =>
    sql`case when ${column} like ${`${escaped}%`} then 0 when ${column} like ${`% ${escaped}%`} then 1 else 2 end`;
  const projects = byProject
    ? sql`join (
        select j.provider_id, min(${rank(sql`j.search_text`)}) as rank
        from provider_projects j where j.search_text like ${`%${escaped}%`} group by j.provider_id
      ) m on m.provider_id = p.id`
    : sql``;
  const relevance = byProject ? sql`m.rank` : hasText ? rank(sql`p.search_text`) : sql`0`;
  // Most relevant first is "descending" relevance, i.e. the lowest rank first.
  const rankDirection = sql.raw(direction === 'desc' ? 'asc' : 'desc');
  const order =
    sort === 'name'
      ? sql`${nameColumn} ${dir}`
      : sort === 'established'
        ? sql`p.established_date ${dir} nulls last`
        : sql`${relevance} ${rankDirection}, ${nameColumn} asc`;

  // Listed for a sub-industry: its featured listings first, then featured companies (decision 023).
  const featuredFirst =
    query.subCategory === undefined ? sql`` : sql`${listedInClass('p', query.subCategory)} desc, p.is_featured desc, `;

  const rows = await queryRows<RankedRow>(
    db,
    sql`select p.id, count(*) over ()::int as total, null::jsonb as matched
        from service_providers p
        left join isic_classes k on k.code = p.isic_class_code
        ${projects}
        where ${sql.join(conditions, sql` and `)}
        order by ${featuredFirst}${order}, p.id asc
        limit ${query.size} offset ${query.page * query.size}`,
  );
  const total = rows[0] ? Number(rows[0].total) : await countMatching(db, conditions, projects);
  const matched = byProject ? await matchedProjects(db, rows, escaped, language) : new Map<number, MatchedProject[]>();
  const ranked = rows.map((row) => ({ ...row, matched: matched.get(Number(row.id)) ?? null }));
  return { data: await cardsInOrder(db, ranked, language), page: query.page, size: query.size, total };
}

/**
 * Up to SCREENER_MATCHED_PROJECTS_MAX projects of each provider of the page whose search text
 * contains `escaped` (a LIKE-escaped normalised text): titles in `language` (else the other one),
 * those starting with the text first, then by display order.
 */
async function matchedProjects(
  db: Db,
  rows: RankedRow[],
  escaped: string,
  language: Language,
): Promise<Map<number, MatchedProject[]>> {
  if (rows.length === 0) return new Map();
  const title = language === 'ar' ? sql`coalesce(j.title_ar, j.title_en)` : sql`coalesce(j.title_en, j.title_ar)`;
  const found = await queryRows<{ provider_id: number; id: number; title: string }>(
    db,
    sql`select provider_id, id, title from (
          select j.provider_id, j.id, ${title} as title, row_number() over (
            partition by j.provider_id
            order by (j.search_text like ${`${escaped}%`} or j.search_text like ${`% ${escaped}%`}) desc,
              j.display_order, j.id) as n
          from provider_projects j
          where j.provider_id in (${sql.join(
            rows.map((row) => sql`${Number(row.id)}`),
            sql`, `,
          )}) and j.search_text like ${`%${escaped}%`}
        ) ranked where n <= ${SCREENER_MATCHED_PROJECTS_MAX} order by provider_id, n`,
  );
  const byProvider = new Map<number, MatchedProject[]>();
  for (const row of found) {
    const list = byProvider.get(Number(row.provider_id)) ?? [];
    list.push({ id: Number(row.id), title: row.title });
    byProvider.set(Number(row.provider_id), list);
  }
  return byProvider;
}

/** How many providers match (for a page past the end, where the window count is not there). */
async function countMatching(db: Db, conditions: SQL[], projects: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from service_providers p left join isic_classes k on k.code = p.isic_class_code
        ${projects} where ${sql.join(conditions, sql` and `)}`,
  );
  return Number(row?.total ?? 0);
}

/**
 * Top companies (TopProvidersEndpoint; decision 016): active providers, featured first (they pay
 * for it, and the card says so), then the number of verified reviews, then their average rating,
 * then how many PROFILE_PARTS have content (logo, about, business info, services, clients, team,
 * awards, projects, testimonials), then the longest established, then by id. `page` is 0-based.
 */
export async function listTopProviders(
  db: Db,
  paging: { page: number; size: number },
  language: Language,
): Promise<TopProvidersPage> {
  const rows = await queryRows<
    RankedRow & { reviews_count: number; average_rating: number | null; profile_parts: number }
  >(
    db,
    sql`with ranked as (
          select p.id, p.is_featured, p.established_date,
            coalesce(r.reviews_count, 0) as reviews_count, r.average_rating,
            ((p.logo_url is not null)::int
              + (coalesce(p.description_en, p.description_ar) is not null)::int
              + (p.isic_class_code is not null and p.city_id is not null and p.business_type is not null
                 and p.employees_bracket is not null and p.established_date is not null)::int
              + (p.id in (select provider_id from provider_services))::int
              + (p.id in (select provider_id from provider_clients))::int
              + (p.id in (select provider_id from provider_team_members))::int
              + (p.id in (select provider_id from provider_awards))::int
              + (p.id in (select provider_id from provider_projects))::int
              + (r.reviews_count is not null
                 or p.id in (select provider_id from provider_testimonials))::int
            ) as profile_parts
          from service_providers p
          left join (
            select provider_id, count(*)::int as reviews_count, round(avg(rating), 2)::float8 as average_rating
            from provider_reviews group by provider_id
          ) r on r.provider_id = p.id
          where p.is_active
        )
        select id, count(*) over ()::int as total, null::jsonb as matched, reviews_count, average_rating, profile_parts
        from ranked
        order by is_featured desc, reviews_count desc, average_rating desc nulls last, profile_parts desc,
          established_date asc nulls last, id asc
        limit ${paging.size} offset ${paging.page * paging.size}`,
  );
  const cards = await cardsInOrder(db, rows, language);
  const extras = new Map(rows.map((row) => [Number(row.id), row]));
  return {
    data: cards.map((card) => {
      const row = extras.get(card.providerId);
      return {
        ...card,
        reviewsCount: Number(row?.reviews_count ?? 0),
        averageRating:
          row?.average_rating === null || row?.average_rating === undefined ? null : Number(row.average_rating),
        profileParts: Number(row?.profile_parts ?? 0),
        profilePartsTotal: PROFILE_PARTS.length,
      };
    }),
    page: paging.page,
    size: paging.size,
    total: rows[0] ? Number(rows[0].total) : await countActive(db),
  };
}

/**
 * Latest companies (LatestProvidersEndpoint; decision 016): active providers, those that
 * registered themselves on the marketplace first, then the most recently added, then the highest id.
 */
export async function listLatestProviders(
  db: Db,
  paging: { page: number; size: number },
  language: Language,
): Promise<ScreenerPage> {
  const rows = await queryRows<RankedRow>(
    db,
    sql`select p.id, count(*) over ()::int as total, null::jsonb as matched
        from service_providers p where p.is_active
        order by (p.source = 'registered') desc, p.created_at desc, p.id desc
        limit ${paging.size} offset ${paging.page * paging.size}`,
  );
  return {
    data: await cardsInOrder(db, rows, language),
    page: paging.page,
    size: paging.size,
    total: rows[0] ? Number(rows[0].total) : await countActive(db),
  };
}

async function countActive(db: Db): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from service_providers where is_active`,
  );
  return Number(row?.total ?? 0);
}
