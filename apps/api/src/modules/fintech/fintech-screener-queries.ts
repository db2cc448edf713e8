import { sql, type SQL } from 'drizzle-orm';
import { normalizeSar } from '@hissa/contracts/money';
import {
  FINTECH_COUNTRIES,
  FINTECH_NAMES,
  FINTECH_STAGES,
  FINTECH_STATUSES,
  type FintechCompany,
  type FintechRound,
} from '@hissa/contracts/fintech/fintech-directory';
import {
  type Screen,
  type ScreenerField,
  type ScreenerFilter,
  screenFilters,
} from '@hissa/contracts/fintech/fintech-screener';
import { type Language, localName } from '@hissa/contracts/languages';
import { FINTECH_CATEGORY_CODES } from '@hissa/contracts/lookups/static-lists';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/query-rows.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { staticCodeName } from '../../lib/code-name.ts';

/*
 * The fintech screener's SQL (decision 031): a screen's typed filters become conditions on the
 * companies listing (each company with its latest round and its totals) or on the rounds, then
 * sorted by any column (ties by id) and paged.
 */

/** Each company with its latest round (stage, dates, amount) and the sum and count of its rounds. */
const LISTING = sql`(
  select c.*, l.stage, l.announced_date, l.funded_date, l.raised_sar,
    coalesce(t.total, 0) as total_funding, coalesce(t.rounds, 0)::int as rounds_count,
    exists (select 1 from fintech_claims k where k.fintech_id = c.id and k.status = 'effective') as is_claimed
  from fintech_companies c
  left join lateral (
    select r.stage, r.announced_date, r.funded_date, r.raised_sar from fintech_rounds r
    where r.fintech_id = c.id order by r.announced_date desc, r.id desc limit 1
  ) l on true
  left join lateral (
    select sum(r.raised_sar) as total, count(*) as rounds from fintech_rounds r where r.fintech_id = c.id
  ) t on true
) x`;

/** Rounds with their company's columns. */
const ROUNDS = sql`(
  select r.*, c.name_en, c.name_ar, c.search_text, c.country_code, c.category_code
  from fintech_rounds r join fintech_companies c on c.id = r.fintech_id
) x`;

/** The SQL column of a field in the listing or the rounds (both aliased x). */
const COLUMNS: Record<ScreenerField, SQL> = {
  name: sql`x.search_text`,
  country: sql`x.country_code`,
  category: sql`x.category_code`,
  status: sql`x.status`,
  stage: sql`x.stage`,
  announced: sql`x.announced_date`,
  funded: sql`x.funded_date`,
  raised: sql`x.raised_sar`,
  total: sql`x.total_funding`,
  investor: sql`x.investors_text`,
};

/** How a field's value is typed in SQL. */
const CASTS: Partial<Record<ScreenerField, string>> = {
  announced: 'date',
  funded: 'date',
  raised: 'numeric',
  total: 'numeric',
};

function typed(field: ScreenerField, value: string): SQL {
  const cast = CASTS[field];
  return cast ? sql`${value}::${sql.raw(cast)}` : sql`${value}`;
}

/** The condition of one checked filter. Text is matched Arabic-aware (contracts arabic-text.ts). */
function condition(filter: ScreenerFilter): SQL {
  const column = COLUMNS[filter.field];
  if (filter.operator === 'in') {
    return sql`${column} in (${sql.join(
      filter.values.map((value) => sql`${value}`),
      sql`, `,
    )})`;
  }
  if (filter.operator === 'between') {
    const parts: SQL[] = [];
    if (filter.from !== null) parts.push(sql`${column} >= ${typed(filter.field, filter.from)}`);
    if (filter.to !== null) parts.push(sql`${column} <= ${typed(filter.field, filter.to)}`);
    return sql.join(parts, sql` and `);
  }
  if (filter.field === 'name' && filter.operator === 'equals') {
    // the whole English name (any case) or the whole Arabic name
    return sql`(lower(x.name_en) = ${filter.value.trim().toLowerCase()} or x.name_ar = ${filter.value.trim()})`;
  }
  if (filter.field === 'investor' && filter.operator === 'equals') {
    const value = filter.value.trim();
    return sql`exists (select 1 from jsonb_array_elements(x.investors) i
      where lower(i->>'en') = ${value.toLowerCase()} or i->>'ar' = ${value})`;
  }
  if (filter.field === 'name' || filter.field === 'investor') {
    // contains: Arabic-aware (contracts arabic-text.ts), anywhere in the names
    return sql`${column} like ${containsPattern(filter.value) ?? '%'}`;
  }
  return sql`${column} = ${typed(filter.field, filter.value)}`;
}

function whereOf(filters: ScreenerFilter[]): SQL {
  return filters.length === 0 ? sql`true` : sql.join(filters.map(condition), sql` and `);
}

/** Codes ordered by their names in `language`, for sorting a code column by what the user reads. */
function byName(column: SQL, codes: readonly string[], nameOf: (code: string) => string): SQL {
  const ordered = [...codes].sort((left, right) => nameOf(left).localeCompare(nameOf(right)));
  return sql`array_position(array[${sql.join(
    ordered.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[], ${column})`;
}

/** The ORDER BY of a screen: its column in `direction`, unknown values last, ties by id. */
function orderOf(screen: Screen, language: Language): SQL {
  const view = screen.view;
  const sort = screen.sort ?? (view === 'rounds' ? 'announced' : 'name');
  const direction = screen.direction ?? (sort === 'name' ? 'asc' : 'desc');
  const dir = sql.raw(direction);
  const names = (list: 'status' | 'stage' | 'country') => (code: string) =>
    localName(
      {
        nameEn: (FINTECH_NAMES[list] as Record<string, { en: string }>)[code]?.en ?? code,
        nameAr: (FINTECH_NAMES[list] as Record<string, { ar: string }>)[code]?.ar ?? code,
      },
      language,
    );
  const columns: Record<string, SQL> = {
    name: sql.raw(language === 'ar' ? 'x.name_ar' : 'lower(x.name_en)'),
    country: byName(sql`x.country_code`, FINTECH_COUNTRIES, names('country')),
    category: byName(
      sql`x.category_code`,
      FINTECH_CATEGORY_CODES,
      (code) => staticCodeName('fintech-categories', code, language)?.name ?? code,
    ),
    status: byName(sql`x.status`, FINTECH_STATUSES, names('status')),
    // stages sort in their order on the ladder, not by name
    stage: sql`array_position(array[${sql.join(
      FINTECH_STAGES.map((stage) => sql`${stage}`),
      sql`, `,
    )}]::text[], x.stage)`,
    announced: sql`x.announced_date`,
    funded: sql`x.funded_date`,
    raised: sql`x.raised_sar`,
    total: sql`x.total_funding`,
  };
  return sql`${columns[sort] ?? columns.name} ${dir} nulls last, x.id asc`;
}

type ListingRow = {
  id: number;
  name_en: string;
  name_ar: string;
  country_code: string;
  city_en: string;
  city_ar: string;
  category_code: string;
  status: string;
  stage: string | null;
  announced_date: string | null;
  funded_date: string | null;
  raised_sar: string | null;
  total_funding: string;
  rounds_count: number;
  founded_year: number;
  company_id: number | null;
  is_claimed: boolean;
  total: number;
};

/** {code, name} of a code of FINTECH_NAMES' list in `language`. */
export function namedCode(list: keyof typeof FINTECH_NAMES, code: string, language: Language) {
  const names = (FINTECH_NAMES[list] as Record<string, { en: string; ar: string }>)[code];
  return { code, name: names ? names[language] : code };
}

/** SAR decimal string with two places from a numeric column ('1500000', '12.5' -> '12.50'). */
export function sarText(value: string | number | null): string {
  return normalizeSar(String(value ?? '0'));
}

/** A listing row as the screener shows it. */
export function toCompany(row: ListingRow, language: Language): FintechCompany {
  return {
    fintechId: Number(row.id),
    name: language === 'ar' ? row.name_ar : row.name_en,
    nameEn: row.name_en,
    nameAr: row.name_ar,
    country: namedCode('country', row.country_code, language),
    city: language === 'ar' ? row.city_ar : row.city_en,
    category: staticCodeName('fintech-categories', row.category_code, language) ?? {
      code: row.category_code,
      name: row.category_code,
    },
    status: namedCode('status', row.status, language),
    stage: row.stage === null ? null : namedCode('stage', row.stage, language),
    announcedDate: row.announced_date === null ? null : String(row.announced_date).slice(0, 10),
    fundedDate: row.funded_date === null ? null : String(row.funded_date).slice(0, 10),
    raised: row.raised_sar === null ? null : sarText(row.raised_sar),
    totalFunding: sarText(row.total_funding),
    roundsCount: Number(row.rounds_count),
    foundedYear: Number(row.founded_year),
    companyId: row.company_id === null ? null : Number(row.company_id),
    isClaimed: Boolean(row.is_claimed),
  };
}

type RoundRow = {
  id: number;
  fintech_id: number;
  name_en: string;
  name_ar: string;
  country_code: string;
  category_code: string;
  stage: string;
  announced_date: string;
  funded_date: string | null;
  raised_sar: string;
  investors: { en: string; ar: string }[];
  source: string;
  is_verified: boolean;
  total: number;
};

/** A rounds row as the funding search shows it. */
export function toRound(row: RoundRow, language: Language): FintechRound {
  return {
    roundId: Number(row.id),
    fintechId: Number(row.fintech_id),
    companyName: language === 'ar' ? row.name_ar : row.name_en,
    category: staticCodeName('fintech-categories', row.category_code, language) ?? {
      code: row.category_code,
      name: row.category_code,
    },
    country: namedCode('country', row.country_code, language),
    stage: namedCode('stage', row.stage, language),
    announcedDate: String(row.announced_date).slice(0, 10),
    fundedDate: row.funded_date === null ? null : String(row.funded_date).slice(0, 10),
    raised: sarText(row.raised_sar),
    investors: row.investors.map((investor) => investor[language]),
    provenance: { source: namedCode('source', row.source, language), isVerified: Boolean(row.is_verified) },
  };
}

/** The rounds source, for other reads (latest rounds, a company's rounds, one round). */
export const ROUNDS_SOURCE = ROUNDS;
export type { RoundRow };

/**
 * A page (`limit`/`offset`; null = every row) of the companies matching a companies screen, with
 * the total; `onlyId` narrows it to one company (the profile's listing fields).
 */
export async function screenCompanies(
  db: Db,
  screen: Screen,
  language: Language,
  paging: { limit: number; offset: number } | null,
  onlyId: number | null = null,
): Promise<{ rows: FintechCompany[]; total: number }> {
  const rows = await queryRows<ListingRow>(
    db,
    sql`select x.*, count(*) over ()::int as total from ${LISTING}
        where ${whereOf(screenFilters(screen))} ${onlyId === null ? sql`` : sql`and x.id = ${onlyId}`}
        order by ${orderOf(screen, language)}
        ${paging ? sql`limit ${paging.limit} offset ${paging.offset}` : sql``}`,
  );
  return { rows: rows.map((row) => toCompany(row, language)), total: rows[0] ? Number(rows[0].total) : 0 };
}

/** A page (`limit`/`offset`; null = every row) of the rounds matching a rounds screen, with the total. */
export async function screenRounds(
  db: Db,
  screen: Screen,
  language: Language,
  paging: { limit: number; offset: number } | null,
): Promise<{ rows: FintechRound[]; total: number }> {
  const rows = await queryRows<RoundRow>(
    db,
    sql`select x.*, count(*) over ()::int as total from ${ROUNDS}
        where ${whereOf(screenFilters(screen))}
        order by ${orderOf(screen, language)}
        ${paging ? sql`limit ${paging.limit} offset ${paging.offset}` : sql``}`,
  );
  return { rows: rows.map((row) => toRound(row, language)), total: rows[0] ? Number(rows[0].total) : 0 };
}

/** The ids matching a screen (companies or rounds by its view): what the alert job compares. */
export async function matchingIds(db: Db, screen: Screen): Promise<number[]> {
  const source = screen.view === 'rounds' ? ROUNDS : LISTING;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select x.id from ${source} where ${whereOf(screenFilters(screen))} order by x.id`,
  );
  return rows.map((row) => Number(row.id));
}
