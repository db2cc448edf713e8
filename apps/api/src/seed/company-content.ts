import { SimpleFaker } from '@faker-js/faker';
import { asc, eq } from 'drizzle-orm';
import { samplePdf } from '../modules/files/sample-files.ts';
import type { FileStore } from '../modules/files/file-store.ts';
import { recordStoredFiles } from '../modules/files/stored-files.ts';
import type { Db } from '../db/client.ts';
import { isicClasses } from '../db/schema/classification.ts';
import {
  companyAwards,
  companyDetails,
  companyInvestments,
  companyNews,
  companyProducts,
  companyTeamMembers,
} from '../db/schema/company-content.ts';
import { companies } from '../db/schema/directory.ts';
import { cities } from '../db/schema/geography.ts';
import {
  AWARD_TITLES,
  KEY_HIGHLIGHTS,
  NEWS_TEMPLATES,
  PRODUCTS_BY_SECTION,
  TEAM_ROLES,
} from './company-content-texts.ts';
import { insertInBatches } from './insert-in-batches.ts';
import { pickPerson } from './name-parts.ts';
import { SEED } from './seed-context.ts';

/** Every 10th private company (the funded ones, the demo company's first) gets content... */
const CONTENT_EVERY = 10;
/** ...up to this many companies: "a few dozen" besides the demo company. */
const MAX_COMPANIES = 36;
/** The seed's fixed "today" (as funding-rounds.ts), 9:00 in Riyadh: news are dated before it. */
export const SEED_TODAY = Date.UTC(2026, 5, 30, 6);

type CompanyRow = {
  id: number;
  nameEn: string;
  nameAr: string;
  website: string | null;
  cityId: number | null;
  sectionCode: string | null;
};
type City = { id: number; nameEn: string; nameAr: string };

/** "https://www.al-zamil.com.sa" -> "al-zamil": the handle of the company's social accounts. */
function handleOf(website: string | null, fallback: number): string {
  const host = website && URL.canParse(website) ? new URL(website).hostname.replace(/^www\./, '') : '';
  return host.split('.')[0] || `company${fallback}`;
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '');
}

/** Team members: the first `count` roles, people drawn from the seed's names; bilingual biographies. */
function teamOf(random: SimpleFaker, company: CompanyRow, count: number): (typeof companyTeamMembers.$inferInsert)[] {
  return TEAM_ROLES.slice(0, count).map((role) => {
    const person = pickPerson(random);
    const years = random.number.int({ min: 8, max: 25 });
    const joined = random.number.int({ min: 2012, max: 2024 });
    return {
      companyId: company.id,
      nameEn: person.en,
      nameAr: person.ar,
      titleEn: role.titleEn,
      titleAr: person.isFemale ? role.titleArFeminine : role.titleAr,
      biographyEn: `${person.en} joined ${company.nameEn} in ${joined} and brings ${years} years of experience in ${role.areaEn}. ${person.isFemale ? 'She' : 'He'} holds a degree from a Saudi university and sits on the company's management committee.`,
      biographyAr: person.isFemale
        ? `انضمت ${person.ar} إلى ${company.nameAr} عام ${joined}، ولديها خبرة تمتد ${years} عامًا في ${role.areaAr}. وهي خريجة إحدى الجامعات السعودية وعضوة في اللجنة الإدارية للشركة.`
        : `انضم ${person.ar} إلى ${company.nameAr} عام ${joined}، ولديه خبرة تمتد ${years} عامًا في ${role.areaAr}. وهو خريج إحدى الجامعات السعودية وعضو في اللجنة الإدارية للشركة.`,
    };
  });
}

/**
 * Team, awards, products and services, investments, details and news for the demo company
 * (company@demo.hissa.sa's, the first private company: the fullest profile) and about three
 * dozen other private companies (every 10th, the funded ones). Deterministic (fixed seed and
 * dates). With a `fileStore`, the demo company gets a presentation PDF. Returns the number of
 * companies given content.
 */
export async function insertCompanyContentDemo(tx: Db, fileStore?: FileStore): Promise<number> {
  const random = new SimpleFaker({ seed: SEED + 7 });
  const privateRows = await tx
    .select({
      id: companies.id,
      nameEn: companies.nameEn,
      nameAr: companies.nameAr,
      website: companies.website,
      cityId: companies.cityId,
      sectionCode: isicClasses.sectionCode,
    })
    .from(companies)
    .leftJoin(isicClasses, eq(isicClasses.code, companies.isicClassCode))
    .where(eq(companies.companyType, 'non_listed'))
    .orderBy(asc(companies.id));
  const chosen = privateRows.filter((_row, index) => index % CONTENT_EVERY === 0).slice(0, MAX_COMPANIES + 1);
  const cityRows: City[] = await tx
    .select({ id: cities.id, nameEn: cities.nameEn, nameAr: cities.nameAr })
    .from(cities);
  const cityById = new Map(cityRows.map((city) => [city.id, city]));
  const majorCities = [3, 18, 13, 6, 14].flatMap((id) => cityById.get(id) ?? []);

  const details: (typeof companyDetails.$inferInsert)[] = [];
  const team: (typeof companyTeamMembers.$inferInsert)[] = [];
  const awards: (typeof companyAwards.$inferInsert)[] = [];
  const products: (typeof companyProducts.$inferInsert)[] = [];
  const investments: (typeof companyInvestments.$inferInsert)[] = [];
  const news: (typeof companyNews.$inferInsert)[] = [];

  chosen.forEach((company, index) => {
    const isDemo = index === 0;
    const city = (company.cityId === null ? undefined : cityById.get(company.cityId)) ?? majorCities[0];
    const handle = handleOf(company.website, company.id);
    const totalShares = random.helpers.arrayElement([1_000_000, 5_000_000, 10_000_000, 25_000_000]);
    const highlights = random.helpers.arrayElements(KEY_HIGHLIGHTS, isDemo ? 4 : 2);
    details.push({
      companyId: company.id,
      countryCode: 'SA',
      headquarters: city ? `King Fahd Road, ${city.nameEn}` : null,
      branchCityIds: random.helpers
        .arrayElements(majorCities, isDemo ? 3 : random.number.int({ min: 0, max: 2 }))
        .map((branch) => branch.id)
        .filter((id) => id !== company.cityId),
      expansionCountryCodes: isDemo
        ? ['AE', 'KW', 'BH']
        : random.helpers.arrayElements(['AE', 'KW', 'BH', 'QA', 'OM', 'EG'], random.number.int({ min: 0, max: 2 })),
      productUrl: company.website,
      keyHighlightsEn: highlights.map((line) => line.en).join('\n'),
      keyHighlightsAr: highlights.map((line) => line.ar).join('\n'),
      revenueBracket: random.helpers.arrayElement(['under_3m', '3m_40m', '40m_200m'] as const),
      facebookUrl: `https://www.facebook.com/${handle}`,
      twitterUrl: `https://x.com/${handle}`,
      linkedinUrl: `https://www.linkedin.com/company/${handle}`,
      totalShares,
      offeredShares: isDemo || random.datatype.boolean() ? totalShares / 10 : null,
      effectiveShares: totalShares,
      ownershipPercentage: isDemo ? '10.00' : null,
      contactPersonName: isDemo ? 'Faisal Al Qahtani' : null,
      contactPersonNameAr: isDemo ? 'فيصل القحطاني' : null,
      contactPersonEmail: isDemo ? 'company@demo.hissa.sa' : null,
      contactPersonPhone: isDemo ? '+966501234567' : null,
    });
    team.push(...teamOf(random, company, isDemo ? 5 : random.number.int({ min: 2, max: 4 })));
    const chamber = city ?? { nameEn: 'Riyadh', nameAr: 'الرياض' };
    for (const [awardIndex, award] of random.helpers
      .arrayElements(AWARD_TITLES, isDemo ? 3 : random.number.int({ min: 0, max: 2 }))
      .entries()) {
      awards.push({
        companyId: company.id,
        year: 2025 - awardIndex * random.number.int({ min: 1, max: 3 }),
        titleEn: award.en,
        titleAr: award.ar,
        issuerEn: `${chamber.nameEn} Chamber of Commerce`,
        issuerAr: `غرفة ${chamber.nameAr}`,
        descriptionEn: award.descriptionEn,
        descriptionAr: award.descriptionAr,
      });
    }
    const catalogue = PRODUCTS_BY_SECTION[company.sectionCode ?? ''] ?? PRODUCTS_BY_SECTION.default ?? [];
    products.push(
      ...catalogue.slice(0, isDemo ? catalogue.length : 2).map((item) => ({ companyId: company.id, ...item })),
    );
    const investees = random.helpers.arrayElements(
      // names that fit the investment form's company-name rule (3 to 50 characters)
      privateRows.filter((row) => row.id !== company.id && row.nameEn.length <= 50 && row.nameAr.length <= 50),
      isDemo ? 2 : random.number.int({ min: 0, max: 1 }),
    );
    for (const investee of investees) {
      investments.push({
        companyId: company.id,
        companyNameEn: investee.nameEn,
        companyNameAr: investee.nameAr,
        ownershipPercentage: `${random.number.int({ min: 5, max: 40 })}.00`,
        investedOn: new Date(
          Date.UTC(random.number.int({ min: 2018, max: 2025 }), random.number.int({ min: 0, max: 11 }), 1),
        )
          .toISOString()
          .slice(0, 10),
        amount: `${random.number.int({ min: 5, max: 200 }) * 100_000}.00`,
        descriptionEn: `A minority stake in ${investee.nameEn}, a partner in our supply chain.`,
        descriptionAr: `حصة أقلية في ${investee.nameAr}، وهي شريك في سلسلة الإمداد لدينا.`,
      });
    }
    const branchCity = random.helpers.arrayElement(majorCities.filter((candidate) => candidate.id !== company.cityId));
    const values = {
      company: company.nameEn,
      companyAr: company.nameAr,
      city: city?.nameEn ?? '',
      cityAr: city?.nameAr ?? '',
      branchCity: branchCity?.nameEn ?? '',
      branchCityAr: branchCity?.nameAr ?? '',
      year: '2025',
    };
    const templates = isDemo
      ? NEWS_TEMPLATES.slice(0, 4)
      : random.helpers.arrayElements(NEWS_TEMPLATES, random.number.int({ min: 1, max: 2 }));
    templates.forEach((template, newsIndex) => {
      news.push({
        companyId: company.id,
        type: template.type,
        titleEn: fill(template.titleEn, values),
        titleAr: fill(template.titleAr, values),
        bodyEn: fill(template.bodyEn, values),
        bodyAr: fill(template.bodyAr, values),
        // the demo company's items a few weeks apart, the others anywhere in the half year
        publishedAt: new Date(
          SEED_TODAY -
            (isDemo ? newsIndex * 21 + 3 : random.number.int({ min: 1, max: 180 })) * 86_400_000 -
            index * 3_600_000,
        ),
      });
    });
  });

  await insertInBatches(tx, companyDetails, details);
  await insertInBatches(tx, companyTeamMembers, team);
  await insertInBatches(tx, companyAwards, awards);
  await insertInBatches(tx, companyProducts, products);
  await insertInBatches(tx, companyInvestments, investments);
  await insertInBatches(tx, companyNews, news);
  const demo = chosen[0];
  if (fileStore && demo) {
    const content = samplePdf(`${demo.nameEn} - company presentation 2026`);
    const blob = await fileStore.put(content, { maxBytes: content.length });
    await recordStoredFiles(tx, { ownerType: 'company', ownerId: demo.id }, [
      { ...blob, field: 'presentation', originalName: 'company-presentation-2026.pdf', contentType: 'application/pdf' },
    ]);
  }
  return chosen.length;
}
