import { SimpleFaker } from '@faker-js/faker';
import { asc } from 'drizzle-orm';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import {
  FINTECH_NAMES,
  type FigureSource,
  type FintechCountry,
  type FintechStage,
  type FintechStatus,
} from '@hissa/contracts/fintech/fintech-directory';
import { FINTECH_CATEGORY_CODES, type FintechCategory } from '@hissa/contracts/lookups/static-lists';
import type { Db } from '../db/client.ts';
import { companyNews } from '../db/schema/company-content.ts';
import { fintechCompanies, fintechRounds } from '../db/schema/fintech.ts';
import type { Weighted } from './names/activity.ts';
import { BRAND_ROOTS, CATEGORY_ACTIVITY, CATEGORY_SUFFIXES, CITIES, INVESTORS } from './names/fintech-names.ts';
import { insertInBatches } from './insert-in-batches.ts';
import { SEED } from './seed-context.ts';

/** Fintech companies at SEED_SCALE 1 (several hundred: Saudi and regional), and the floor at test scales. */
const FULL_SCALE_COMPANIES = 600;
const MIN_COMPANIES = 40;

/** The seed's fixed "today" (as the funding seed's): no round is announced after it. */
const SEED_TODAY = '2026-06-30';
/** The first year of the ten years of rounds. */
const FIRST_YEAR = 2016;

const COUNTRY_WEIGHTS: readonly Weighted<FintechCountry>[] = [
  { value: 'SA', weight: 62 },
  { value: 'AE', weight: 14 },
  { value: 'EG', weight: 8 },
  { value: 'BH', weight: 5 },
  { value: 'KW', weight: 3 },
  { value: 'QA', weight: 3 },
  { value: 'JO', weight: 3 },
  { value: 'OM', weight: 2 },
];

const STATUS_WEIGHTS: readonly Weighted<FintechStatus>[] = [
  { value: 'active', weight: 86 },
  { value: 'acquired', weight: 7 },
  { value: 'closed', weight: 5 },
  { value: 'ipo', weight: 2 },
];

const SOURCE_WEIGHTS: readonly Weighted<FigureSource>[] = [
  { value: 'press_release', weight: 45 },
  { value: 'media', weight: 30 },
  { value: 'investor', weight: 17 },
  { value: 'regulator', weight: 8 },
];

/** Round size in SAR thousands per stage: [min, max] (regional market sizes). */
const ROUND_SIZE_THOUSANDS: Record<FintechStage, readonly [number, number]> = {
  pre_seed: [190, 2_250],
  seed: [1_500, 15_000],
  series_a: [11_250, 75_000],
  series_b: [45_000, 225_000],
  series_c: [150_000, 600_000],
  series_d: [375_000, 1_500_000],
  bridge: [3_750, 37_500],
  debt: [7_500, 750_000],
  grant: [100, 1_000],
};

const LADDER: readonly FintechStage[] = ['pre_seed', 'seed', 'series_a', 'series_b', 'series_c', 'series_d'];

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type CompanyDraft = typeof fintechCompanies.$inferInsert;
type RoundDraft = Omit<typeof fintechRounds.$inferInsert, 'fintechId'>;

/** A unique bilingual name of `category`: a brand root and a fitting suffix. */
function brandName(random: SimpleFaker, category: FintechCategory, taken: Set<string>): { en: string; ar: string } {
  for (let attempt = 0; ; attempt += 1) {
    const [rootEn, rootAr] = random.helpers.arrayElement(BRAND_ROOTS);
    const [suffixEn, suffixAr] = random.helpers.arrayElement(CATEGORY_SUFFIXES[category]);
    // past many collisions a second root makes the name unique (e.g. "Wafra Najm Pay")
    const [extraEn, extraAr] = attempt > 20 ? random.helpers.arrayElement(BRAND_ROOTS) : ['', ''];
    const en = [rootEn, extraEn, suffixEn].filter(Boolean).join(' ');
    if (taken.has(en)) continue;
    taken.add(en);
    return { en, ar: [rootAr, extraAr, suffixAr].filter(Boolean).join(' ') };
  }
}

/** The rounds of a company founded in `foundedYear`: up the stage ladder, with the odd bridge, debt or grant. */
function roundsOf(random: SimpleFaker, foundedYear: number): RoundDraft[] {
  const rounds: RoundDraft[] = [];
  let announced = addDays(`${Math.max(foundedYear, FIRST_YEAR)}-01-01`, random.number.int({ min: 60, max: 500 }));
  let step = random.number.int({ min: 0, max: 1 });
  const count = random.helpers.weightedArrayElement([
    { value: 2, weight: 15 },
    { value: 4, weight: 25 },
    { value: 6, weight: 30 },
    { value: 8, weight: 20 },
    { value: 11, weight: 10 },
  ]);
  for (let index = 0; index < count && announced <= SEED_TODAY; index += 1) {
    const side = random.number.int({ min: 0, max: 9 });
    const stage: FintechStage =
      side === 0
        ? 'bridge'
        : side === 1
          ? 'debt'
          : side === 2 && index < 2
            ? 'grant'
            : (LADDER[Math.min(step, LADDER.length - 1)] ?? 'seed');
    if (LADDER.includes(stage)) step += 1;
    const [min, max] = ROUND_SIZE_THOUSANDS[stage];
    const closing = random.number.int({ min: 20, max: 120 });
    const fundedDate = addDays(announced, closing) <= SEED_TODAY ? addDays(announced, closing) : null;
    const investors = random.helpers.arrayElements(INVESTORS, { min: 1, max: stage === 'grant' ? 1 : 4 });
    rounds.push({
      stage,
      announcedDate: announced,
      fundedDate,
      raisedSar: `${random.number.int({ min, max }) * 1000}.00`,
      investors: investors.map(([en, ar]) => ({ en, ar })),
      investorsText: normalizeSearchText(investors.map(([en, ar]) => `${en} ${ar}`).join(' ')),
      source: random.helpers.weightedArrayElement(SOURCE_WEIGHTS),
      isVerified: false,
    });
    announced = addDays(announced, random.number.int({ min: 90, max: 540 }));
  }
  return rounds;
}

/**
 * The fintech directory (decision 031): max(MIN_COMPANIES, 600 x scale) Saudi and regional
 * fintechs with their rounds (2016 to the seed's today; about 4,000 at scale 1), the same on every
 * run. Companies with news in the companies directory are linked to it (their news is the hub's
 * fintech news). Returns the number of companies and rounds.
 */
export async function insertFintechDirectory(tx: Db, scale: number): Promise<{ companies: number; rounds: number }> {
  const random = new SimpleFaker({ seed: SEED + 31 });
  const count = Math.max(MIN_COMPANIES, Math.round(FULL_SCALE_COMPANIES * scale));
  // companies with news, in id order: every 4th fintech is one of them while they last
  const newsCompanies = await tx
    .selectDistinct({ companyId: companyNews.companyId })
    .from(companyNews)
    .orderBy(asc(companyNews.companyId))
    .limit(Math.ceil(count / 4));
  const taken = new Set<string>();
  const drafts: { company: CompanyDraft; rounds: RoundDraft[] }[] = [];
  for (let index = 0; index < count; index += 1) {
    const category = FINTECH_CATEGORY_CODES[index % FINTECH_CATEGORY_CODES.length] ?? 'payments';
    const name = brandName(random, category, taken);
    const country = random.helpers.weightedArrayElement(COUNTRY_WEIGHTS);
    const [cityEn, cityAr] = random.helpers.weightedArrayElement(
      CITIES[country].map((city, position) => ({ value: city, weight: position === 0 ? 6 : 2 })),
    );
    const foundedYear = random.number.int({ min: 2012, max: 2024 });
    const [activityEn, activityAr] = CATEGORY_ACTIVITY[category];
    const countryName = FINTECH_NAMES.country[country];
    drafts.push({
      company: {
        nameEn: name.en,
        nameAr: name.ar,
        searchText: normalizeSearchText(`${name.en} ${name.ar}`),
        countryCode: country,
        cityEn,
        cityAr,
        categoryCode: category,
        status: random.helpers.weightedArrayElement(STATUS_WEIGHTS),
        foundedYear,
        descriptionEn: `${name.en} offers ${activityEn}. Founded in ${foundedYear} and based in ${cityEn}, ${countryName.en}, it serves customers across the Gulf.`,
        descriptionAr: `تقدّم ${name.ar} ${activityAr}. تأسست عام ${foundedYear} ومقرها ${cityAr} في ${countryName.ar}، وتخدم عملاءها في أنحاء الخليج.`,
        website: `https://www.${name.en.toLowerCase().replace(/[^a-z]+/g, '')}.com`,
        employees: random.number.int({ min: 5, max: 600 }),
        profileSource: random.helpers.weightedArrayElement(SOURCE_WEIGHTS),
        companyId: index % 4 === 0 ? (newsCompanies[index / 4]?.companyId ?? null) : null,
      },
      rounds: roundsOf(random, foundedYear),
    });
  }
  const inserted = await tx
    .insert(fintechCompanies)
    .values(drafts.map((draft) => draft.company))
    .returning({ id: fintechCompanies.id });
  const rounds = drafts.flatMap((draft, index) =>
    draft.rounds.map((round) => ({ ...round, fintechId: inserted[index]?.id ?? 0 })),
  );
  await insertInBatches(tx, fintechRounds, rounds);
  return { companies: inserted.length, rounds: rounds.length };
}
