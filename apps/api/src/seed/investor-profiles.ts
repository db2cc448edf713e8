import { SimpleFaker } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import { INVESTMENT_STRATEGIES, type InvestmentStrategy } from '@hissa/contracts/investors';
import type { Db } from '../db/client.ts';
import { investors } from '../db/schema/directory.ts';
import { investorKeyMembers, investorPreviousInvestments } from '../db/schema/investor-profiles.ts';
import { insertInBatches } from './insert-in-batches.ts';
import type { InvestorInsert } from './investors.ts';
import { pickPerson } from './name-parts.ts';
import type { Weighted } from './names/activity.ts';
import { SEED } from './seed-context.ts';

/** The ISIC section (lookup sectors) of each investment focus the descriptions name (names/investment-focus.ts). */
const FOCUS_SECTIONS: Readonly<Record<string, string>> = {
  'real estate': 'L',
  'technology start-ups': 'J',
  fintech: 'K',
  healthcare: 'Q',
  industry: 'C',
  retail: 'G',
  'food and agriculture': 'A',
  logistics: 'H',
  education: 'P',
  'renewable energy': 'D',
  'tourism and hospitality': 'I',
  entertainment: 'R',
};

/** Countries an investor may focus on, with their names for the biography. */
const FOCUS_COUNTRIES: Readonly<Record<string, { en: string; ar: string }>> = {
  SA: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية' },
  AE: { en: 'the UAE', ar: 'الإمارات' },
  KW: { en: 'Kuwait', ar: 'الكويت' },
  QA: { en: 'Qatar', ar: 'قطر' },
  BH: { en: 'Bahrain', ar: 'البحرين' },
  OM: { en: 'Oman', ar: 'عُمان' },
  EG: { en: 'Egypt', ar: 'مصر' },
  JO: { en: 'Jordan', ar: 'الأردن' },
};

const INSTITUTIONAL_STRATEGIES: readonly Weighted<InvestmentStrategy>[] = [
  { value: 'growth', weight: 30 },
  { value: 'venture', weight: 20 },
  { value: 'buyout', weight: 15 },
  { value: 'income', weight: 15 },
  { value: 'diversified', weight: 15 },
  { value: 'impact', weight: 5 },
];

const INDIVIDUAL_STRATEGIES: readonly Weighted<InvestmentStrategy>[] = [
  { value: 'venture', weight: 30 },
  { value: 'growth', weight: 25 },
  { value: 'value', weight: 20 },
  { value: 'income', weight: 15 },
  { value: 'impact', weight: 10 },
];

/** Share of investors with previous investments listed (1 in 3). */
const WITH_PREVIOUS_INVESTMENTS_EVERY = 3;

function strategyNames(code: InvestmentStrategy): { nameEn: string; nameAr: string } {
  const strategy = INVESTMENT_STRATEGIES.find((entry) => entry.code === code);
  return strategy ?? { nameEn: code, nameAr: code };
}

/**
 * Adds what the investors directory filters on (decision 005): sector focus (the ISIC sections of
 * the two focuses the description names), geographic focus (Saudi Arabia, the home country and up
 * to two Gulf or Levant countries), an investment strategy and a two-language biography.
 * Deterministic: its own random stream, so the other generators are untouched.
 */
export function addInvestorProfiles(rows: readonly InvestorInsert[]): InvestorInsert[] {
  const random = new SimpleFaker({ seed: SEED + 6 });
  return rows.map((row) => {
    const description = row.descriptionEn ?? '';
    const sectorFocus = Object.entries(FOCUS_SECTIONS)
      .filter(([focus]) => description.includes(focus))
      .map(([, section]) => section)
      .sort();
    const extra = random.helpers.arrayElements(Object.keys(FOCUS_COUNTRIES), { min: 0, max: 2 });
    const geographicFocus = [...new Set(['SA', row.countryCode ?? 'SA', ...extra])]
      .filter((code) => code in FOCUS_COUNTRIES)
      .sort();
    const strategy = random.helpers.weightedArrayElement(
      row.investorType === 'institutional' ? INSTITUTIONAL_STRATEGIES : INDIVIDUAL_STRATEGIES,
    );
    const names = strategyNames(strategy);
    const places = geographicFocus.map((code) => FOCUS_COUNTRIES[code] ?? { en: code, ar: code });
    return {
      ...row,
      sectorFocus,
      geographicFocus,
      investmentStrategy: strategy,
      biographyEn: `${description} Investment strategy: ${names.nameEn}. Invests in ${places.map((place) => place.en).join(', ')}.`,
      biographyAr: `${row.descriptionAr ?? ''} استراتيجية الاستثمار: ${names.nameAr}. يستثمر في ${places.map((place) => place.ar).join('، ')}.`,
    };
  });
}

/**
 * Previous investments (1 to 3, in private companies of the seed, 0.50% to 25.00% owned, dated
 * 2012 to 2025) for every third investor; the investors table must hold only the seed's rows, in
 * insert order. Returns the number of rows written.
 */
export async function insertPreviousInvestments(
  tx: Db,
  companyNames: readonly { nameEn: string; nameAr: string }[],
): Promise<number> {
  const random = new SimpleFaker({ seed: SEED + 7 });
  const ids = await tx.select({ id: investors.id }).from(investors).orderBy(asc(investors.id));
  if (companyNames.length === 0) return 0;
  const rows: (typeof investorPreviousInvestments.$inferInsert)[] = [];
  ids.forEach(({ id }, index) => {
    if (index % WITH_PREVIOUS_INVESTMENTS_EVERY !== 0) return;
    for (const company of random.helpers.arrayElements(companyNames, { min: 1, max: 3 })) {
      const basisPoints = random.number.int({ min: 50, max: 2500 });
      rows.push({
        investorId: id,
        companyNameEn: company.nameEn,
        companyNameAr: company.nameAr,
        ownershipPercentage: `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`,
        ownershipDate: `${random.number.int({ min: 2012, max: 2025 })}-${String(random.number.int({ min: 1, max: 12 })).padStart(2, '0')}-${String(random.number.int({ min: 1, max: 28 })).padStart(2, '0')}`,
      });
    }
  });
  await insertInBatches(tx, investorPreviousInvestments, rows);
  return rows.length;
}

/** Degrees of key members, as written on an investor's profile. */
const DEGREES: readonly { en: string; ar: string }[] = [
  {
    en: 'MBA, King Fahd University of Petroleum and Minerals',
    ar: 'ماجستير إدارة الأعمال، جامعة الملك فهد للبترول والمعادن',
  },
  { en: 'MSc Finance, London Business School', ar: 'ماجستير العلوم في التمويل، كلية لندن للأعمال' },
  { en: 'BSc Accounting, King Saud University', ar: 'بكالوريوس المحاسبة، جامعة الملك سعود' },
  {
    en: 'BSc Industrial Engineering, King Abdulaziz University',
    ar: 'بكالوريوس الهندسة الصناعية، جامعة الملك عبدالعزيز',
  },
  {
    en: 'CFA charterholder; BSc Economics, King Saud University',
    ar: 'حامل شهادة المحلل المالي المعتمد؛ بكالوريوس الاقتصاد، جامعة الملك سعود',
  },
  { en: 'PhD Economics, University of Colorado', ar: 'دكتوراه الاقتصاد، جامعة كولورادو' },
  {
    en: 'LLB, Imam Muhammad ibn Saud Islamic University',
    ar: 'بكالوريوس القانون، جامعة الإمام محمد بن سعود الإسلامية',
  },
];

/** Designations a key member of an investment firm holds, the leader first. */
const LEADER_DESIGNATIONS = ['chairman', 'ceo', 'managing_director', 'founder'] as const;
const TEAM_DESIGNATIONS = ['cio', 'cfo', 'partner', 'board_member', 'director'] as const;

/**
 * Key members (2 to 4: a leader, then the team) of every institutional investor of the
 * directory, with bilingual names and degrees. Returns the number of rows written.
 */
export async function insertInvestorKeyMembers(tx: Db): Promise<number> {
  const random = new SimpleFaker({ seed: SEED + 11 });
  const institutions = await tx
    .select({ id: investors.id })
    .from(investors)
    .where(eq(investors.investorType, 'institutional'))
    .orderBy(asc(investors.id));
  const rows: (typeof investorKeyMembers.$inferInsert)[] = [];
  for (const { id } of institutions) {
    const designations = [
      random.helpers.arrayElement(LEADER_DESIGNATIONS),
      ...random.helpers.arrayElements(TEAM_DESIGNATIONS, { min: 1, max: 3 }),
    ];
    for (const designation of designations) {
      const person = pickPerson(random);
      const degree = random.helpers.arrayElement(DEGREES);
      rows.push({
        investorId: id,
        fullNameEn: person.en,
        fullNameAr: person.ar,
        designation,
        degreeEn: degree.en,
        degreeAr: degree.ar,
      });
    }
  }
  await insertInBatches(tx, investorKeyMembers, rows);
  return rows.length;
}
