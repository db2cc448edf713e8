import { SimpleFaker } from '@faker-js/faker';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import type { investors } from '../db/schema/directory.ts';
import { pickDateInYear, pickEmployeeBracket, pickFoundingYear } from './company-profile.ts';
import { companyPhone, saudiMobile, webContacts } from './contact-details.ts';
import { describeIndividualInvestor, describeInstitutionalInvestor } from './descriptions.ts';
import type { Weighted } from './names/activity.ts';
import type { BilingualWord } from './names/bilingual-word.ts';
import { INVESTMENT_FOCUS } from './names/investment-focus.ts';
import { FOREIGN_INVESTOR_COUNTRIES, type InvestorCountry } from './names/investor-countries.ts';
import { pickBrand, pickFamily, pickPerson } from './name-parts.ts';
import { pickCity, regionCodesOf, SEED, type SeedContext } from './seed-context.ts';
import {
  capitalName,
  familyOfficeName,
  holdingName,
  investmentCompanyName,
  investmentGroupName,
  venturesName,
  type TradeName,
} from './trade-names.ts';

export type InvestorInsert = typeof investors.$inferInsert;

const SAUDI_ARABIA = 'SA';

/** Home countries of institutional investors: mostly Saudi, the rest from the Gulf and the Levant. */
const INSTITUTIONAL_COUNTRIES: readonly Weighted<string>[] = [
  { value: SAUDI_ARABIA, weight: 820 },
  { value: 'AE', weight: 50 },
  { value: 'KW', weight: 40 },
  { value: 'QA', weight: 30 },
  { value: 'BH', weight: 20 },
  { value: 'OM', weight: 10 },
  { value: 'EG', weight: 15 },
  { value: 'JO', weight: 15 },
];

/** Home countries of individual investors, including Saudis and Arabs living in the US and UK. */
const INDIVIDUAL_COUNTRIES: readonly Weighted<string>[] = [
  { value: SAUDI_ARABIA, weight: 800 },
  { value: 'AE', weight: 40 },
  { value: 'KW', weight: 30 },
  { value: 'QA', weight: 20 },
  { value: 'BH', weight: 20 },
  { value: 'OM', weight: 10 },
  { value: 'EG', weight: 30 },
  { value: 'JO', weight: 20 },
  { value: 'US', weight: 20 },
  { value: 'GB', weight: 10 },
];

/** An institutional investor's name, what kind of investor it is and its ISIC class. */
type InstitutionDraft = TradeName & { kind: BilingualWord; isicClass: string };

const INVESTMENT_COMPANY = { en: 'an investment company', ar: 'شركة استثمار' };

const INSTITUTION_PATTERNS: readonly Weighted<(random: SimpleFaker) => InstitutionDraft>[] = [
  {
    value: (random) => ({ ...investmentCompanyName(pickFamily(random)), kind: INVESTMENT_COMPANY, isicClass: '6499' }),
    weight: 20,
  },
  {
    value: (random) => ({ ...investmentCompanyName(pickPerson(random)), kind: INVESTMENT_COMPANY, isicClass: '6499' }),
    weight: 15,
  },
  {
    value: (random) => ({ ...investmentCompanyName(pickBrand(random)), kind: INVESTMENT_COMPANY, isicClass: '6499' }),
    weight: 10,
  },
  {
    value: (random) => ({ ...investmentGroupName(pickFamily(random)), kind: INVESTMENT_COMPANY, isicClass: '6499' }),
    weight: 10,
  },
  {
    value: (random) => ({
      ...holdingName(pickFamily(random)),
      kind: { en: 'a holding company', ar: 'شركة قابضة' },
      isicClass: '6420',
    }),
    weight: 15,
  },
  {
    value: (random) => ({
      ...familyOfficeName(pickFamily(random)),
      kind: { en: 'a family office', ar: 'مكتب عائلي' },
      isicClass: '6630',
    }),
    weight: 12,
  },
  {
    value: (random) => ({
      ...capitalName(pickBrand(random)),
      kind: { en: 'an asset manager', ar: 'شركة إدارة أصول' },
      isicClass: '6630',
    }),
    weight: 10,
  },
  {
    value: (random) => ({
      ...venturesName(pickBrand(random)),
      kind: { en: 'a venture capital firm', ar: 'شركة رأس مال جريء' },
      isicClass: '6499',
    }),
    weight: 8,
  },
];

function foreignCountry(code: string): InvestorCountry {
  const country = FOREIGN_INVESTOR_COUNTRIES.find((candidate) => candidate.code === code);
  if (!country) throw new Error(`No investor country ${code}`);
  return country;
}

function pickFocus(random: SimpleFaker): readonly [BilingualWord, BilingualWord] {
  const [first, second] = random.helpers.arrayElements(INVESTMENT_FOCUS, 2);
  if (!first || !second) throw new Error('INVESTMENT_FOCUS needs at least two entries');
  return [first, second];
}

/**
 * Where an investor lives: a Saudi city (with its area code) or a foreign country, whose
 * investors have no city and a mobile number of that country.
 */
type Home = { countryCode: string; cityId: number | null; place: BilingualWord } & (
  { country: null; areaCode: string } | { country: InvestorCountry; areaCode: null }
);

function pickHome(random: SimpleFaker, context: SeedContext, countries: readonly Weighted<string>[]): Home {
  const countryCode = random.helpers.weightedArrayElement(countries);
  if (countryCode === SAUDI_ARABIA) {
    const city = pickCity(random, context);
    const place = { en: city.nameEn, ar: city.nameAr };
    return { countryCode, cityId: city.id, place, country: null, areaCode: regionCodesOf(city).areaCode };
  }
  const country = foreignCountry(countryCode);
  return { countryCode, cityId: null, place: { en: country.inEn, ar: country.ar }, areaCode: null, country };
}

function foreignMobile(random: SimpleFaker, country: InvestorCountry): string {
  return `${country.mobilePrefix}${random.string.numeric({ length: country.mobileDigits, allowLeadingZeros: true })}`;
}

function generateInstitutions(count: number, random: SimpleFaker, context: SeedContext): InvestorInsert[] {
  const rows: InvestorInsert[] = [];
  for (let index = 0; index < count; index += 1) {
    const home = pickHome(random, context, INSTITUTIONAL_COUNTRIES);
    const draft = context.names.claim(
      () => random.helpers.weightedArrayElement(INSTITUTION_PATTERNS)(random),
      home.place,
    );
    const domain = context.domains.claim(random, draft.nameEn);
    rows.push({
      investorType: 'institutional',
      countryCode: home.countryCode,
      nameEn: draft.nameEn,
      nameAr: draft.nameAr,
      searchText: normalizeSearchText(`${draft.nameEn} ${draft.nameAr}`),
      logoUrl: null,
      cityId: home.cityId,
      isicClassCode: draft.isicClass,
      employeesBracket: pickEmployeeBracket(random, 'professional'),
      establishedDate: pickDateInYear(random, pickFoundingYear(random)),
      ...webContacts(random, domain),
      phone: home.country ? foreignMobile(random, home.country) : companyPhone(random, home.areaCode),
      ...describeInstitutionalInvestor(draft, draft.kind, home.place, pickFocus(random)),
    });
  }
  return rows;
}

function generateIndividuals(count: number, random: SimpleFaker, context: SeedContext): InvestorInsert[] {
  const rows: InvestorInsert[] = [];
  for (let index = 0; index < count; index += 1) {
    const home = pickHome(random, context, INDIVIDUAL_COUNTRIES);
    const person = context.names.claim(() => {
      const picked = pickPerson(random);
      return { ...picked, nameEn: picked.en, nameAr: picked.ar };
    }, home.place);
    // "Noura Al Qahtani" -> "noura.alqahtani"
    const [first = '', ...family] = person.nameEn
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .split(' ');
    const mailbox = `${first}.${family.join('')}`;
    rows.push({
      investorType: 'individual',
      countryCode: home.countryCode,
      nameEn: person.nameEn,
      nameAr: person.nameAr,
      searchText: normalizeSearchText(`${person.nameEn} ${person.nameAr}`),
      logoUrl: null,
      cityId: home.cityId,
      // example.com is reserved (RFC 2606): these people are invented, their mail must go nowhere
      email: `${mailbox}@example.com`,
      phone: home.country ? foreignMobile(random, home.country) : saudiMobile(random),
      ...describeIndividualInvestor({ ...person, en: person.nameEn, ar: person.nameAr }, home.place, pickFocus(random)),
    });
  }
  return rows;
}

/**
 * `institutionalCount` investor companies (investment and holding companies, family offices,
 * asset managers, venture firms) then `individualCount` private investors; most Saudi,
 * some from the Gulf, Egypt, Jordan, the US and the UK. Deterministic for the same input.
 */
export function generateInvestors(
  institutionalCount: number,
  individualCount: number,
  context: SeedContext,
): InvestorInsert[] {
  const random = new SimpleFaker({ seed: SEED + 3 });
  return [
    ...generateInstitutions(institutionalCount, random, context),
    ...generateIndividuals(individualCount, random, context),
  ];
}
