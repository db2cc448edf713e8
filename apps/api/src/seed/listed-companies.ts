import { SimpleFaker } from '@faker-js/faker';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import { FIRST_FOUNDING_YEAR, pickDateInYear, roundAmounts, sarAmount } from './company-profile.ts';
import type { Weighted } from './names/activity.ts';
import type { CompanyInsert } from './private-companies.ts';
import type { ReferenceData, TadawulCompany } from './reference-data.ts';
import { pickCity, cityById, SEED, type SeedContext } from './seed-context.ts';

/** The latest founding year of a listed company: an issuer has traded for some years before listing. */
const LISTED_LAST_FOUNDING_YEAR = 2018;

/** The ISIC class most issuers of each exchange industry group (data/tadawul/sectors.json) are registered under. */
const SECTOR_ISIC_CLASS: Readonly<Record<string, string>> = {
  energy: '1920',
  materials: '2011',
  'capital-goods': '4290',
  'commercial-professional-services': '8299',
  transportation: '4923',
  'consumer-durables-apparel': '1410',
  'consumer-services': '5610',
  'media-entertainment': '5813',
  'consumer-discretionary-distribution-retail': '4719',
  'consumer-staples-distribution-retail': '4711',
  'food-beverages': '1079',
  'household-personal-products': '2023',
  'health-care-equipment-services': '8610',
  'pharma-biotech-life-sciences': '2100',
  banks: '6419',
  'financial-services': '6499',
  insurance: '6512',
  'software-services': '6201',
  'telecommunication-services': '6110',
  utilities: '3510',
  reits: '6430',
  'real-estate-management-development': '6810',
};

/**
 * Words of an English legal name that pin the ISIC class more precisely than the industry
 * group ("Cement", "Takaful", "REIT"). First match wins.
 */
const NAME_ISIC_CLASS: readonly (readonly [RegExp, string])[] = [
  [/\bREIT\b/i, '6430'],
  [/tadawul/i, '6611'],
  [/cement|gypsum|\blime\b/i, '2394'],
  [/drilling/i, '0910'],
  [/refin/i, '1920'],
  [/mining|ma'?aden|mineral/i, '0729'],
  [/clay/i, '2392'],
  [/ceramic/i, '2393'],
  [/marble/i, '2396'],
  [/steel|iron|pipe/i, '2410'],
  [/metal/i, '2599'],
  [/fertili[sz]er/i, '2012'],
  [/petrochemical|chemical|polymer/i, '2011'],
  [/glass/i, '2310'],
  [/paper|packag|packing|carton/i, '1702'],
  [/plastic/i, '2220'],
  [/cable|wire/i, '2732'],
  [/pharma/i, '2100'],
  [/information technology|information system|computer/i, '6201'],
  [/reinsurance/i, '6520'],
  [/insurance|takaful|assurance/i, '6512'],
  [/\bbank/i, '6419'],
  [/\bfinanc/i, '6492'],
  [/poultry/i, '0146'],
  [/dairy|milk/i, '1050'],
  [/flour|mills|milling/i, '1061'],
  [/sugar/i, '1072'],
  [/fish/i, '0321'],
  [/\bfeed\b/i, '1080'],
  [/\bdates\b/i, '1030'],
  [/agricultur|farm/i, '0150'],
  [/jewel/i, '3211'],
  [/hospital|medical|health|clinic|dental/i, '8610'],
  [/hotel|hospitality|resort/i, '5510'],
  [/catering/i, '5629'],
  [/school|education/i, '8521'],
  [/learning|academy|training/i, '8549'],
  [/\bsports?\b/i, '9311'],
  [/entertainment/i, '9329'],
  [/tourism/i, '7911'],
  [/real estate|propert/i, '6810'],
  [/mobile/i, '6120'],
  [/telecom|communication/i, '6110'],
  [/electricity|\bpower\b/i, '3510'],
  [/water/i, '3600'],
  [/\bgas\b/i, '3520'],
  [/flynas|airline|aviation/i, '5110'],
  [/shipping|marine/i, '5012'],
  [/logistic|cargo/i, '5229'],
  [/rent a car|rental|renting|leasing/i, '7710'],
  [/transport/i, '4923'],
  [/facilities management/i, '8110'],
  [/human resource|manpower/i, '7830'],
  [/contracting|construction/i, '4100'],
  [/printing/i, '1811'],
  [/advertising|signage/i, '7310'],
  [/media/i, '5813'],
  [/research/i, '7220'],
  [/consult/i, '7020'],
  [/textile|fabric|apparel|fashion|tailor/i, '1410'],
  [/food/i, '1079'],
];

/** Generic words that only place issuers without an industry group (Nomu): Trading, Investment... */
const FALLBACK_NAME_ISIC_CLASS: readonly (readonly [RegExp, string])[] = [
  [/tech/i, '6201'],
  [/trading/i, '4690'],
  [/capital/i, '6630'],
  [/holding/i, '6420'],
  [/investment/i, '6499'],
];

/** Cities named in a legal name ("Jazan Energy", "Makkah Construction"); others draw from LISTED_CITY_WEIGHTS. */
const NAME_CITY: readonly (readonly [RegExp, number])[] = [
  [/jeddah/i, 18],
  [/makkah|mecca/i, 6],
  [/madinah|medina/i, 14],
  [/tabuk/i, 1],
  [/najran/i, 3417],
  [/jazan|jizan/i, 17],
  [/ha'?il\b/i, 10],
  [/qassim/i, 11],
  [/jouf/i, 2237],
  [/baha/i, 1542],
  [/yanbu/i, 483],
  [/eastern|sharqiya/i, 13],
];

/** Head offices of listed companies: Riyadh first, then Jeddah and the Eastern Province. */
const LISTED_CITY_WEIGHTS: readonly Weighted<number>[] = [
  { value: 3, weight: 60 }, // Riyadh
  { value: 18, weight: 20 }, // Jeddah
  { value: 13, weight: 8 }, // Dammam
  { value: 31, weight: 6 }, // Al Khobar
  { value: 113, weight: 2 }, // Al Jubail
  { value: 6, weight: 2 }, // Makkah
  { value: 14, weight: 2 }, // Madinah
];

/** Paid-capital range in SAR by industry group; Nomu issuers are smaller. */
const CAPITAL_RANGE: Readonly<Record<string, readonly [number, number]>> = {
  banks: [3_000_000_000, 60_000_000_000],
  energy: [1_000_000_000, 20_000_000_000],
  'telecommunication-services': [1_000_000_000, 50_000_000_000],
  utilities: [1_000_000_000, 40_000_000_000],
  materials: [300_000_000, 30_000_000_000],
  insurance: [200_000_000, 1_500_000_000],
  reits: [300_000_000, 2_000_000_000],
};
const MAIN_MARKET_CAPITAL: readonly [number, number] = [100_000_000, 5_000_000_000];
const NOMU_CAPITAL: readonly [number, number] = [10_000_000, 200_000_000];

/** Arabic names that begin with a masculine noun take a masculine adjective ("بنك الرياض مدرج"). */
const MASCULINE_HEAD = /^(بنك|البنك|مصرف|صندوق)/;

function isicClassOf(company: TadawulCompany): string | null {
  const byName = NAME_ISIC_CLASS.find(([pattern]) => pattern.test(company.nameEn));
  if (byName) return byName[1];
  const bySector = company.sectorId ? SECTOR_ISIC_CLASS[company.sectorId] : undefined;
  if (bySector) return bySector;
  return FALLBACK_NAME_ISIC_CLASS.find(([pattern]) => pattern.test(company.nameEn))?.[1] ?? null;
}

function capitalRangeOf(company: TadawulCompany): readonly [number, number] {
  if (company.market === 'nomu') return NOMU_CAPITAL;
  return (company.sectorId ? CAPITAL_RANGE[company.sectorId] : undefined) ?? MAIN_MARKET_CAPITAL;
}

/**
 * One company row per issuer the Saudi Exchange data marks likely listed (396): names,
 * symbol, ISIN, market and industry group as published; head-office city, ISIC class and
 * paid capital (SAR) and the established date (a year from 1970 to LISTED_LAST_FOUNDING_YEAR)
 * are plausible estimates, not published figures. REITs are funds, so they have no company
 * legal form.
 */
export function buildListedCompanies(reference: ReferenceData, context: SeedContext): CompanyInsert[] {
  const random = new SimpleFaker({ seed: SEED + 1 });
  // A stream of its own, so the other estimates stay as they were.
  const foundings = new SimpleFaker({ seed: SEED + 12 });
  const sectors = new Map(reference.exchangeSectors.map((sector) => [sector.id, sector]));
  return reference.tadawulCompanies
    .filter((company) => company.likelyListed)
    .map((company): CompanyInsert => {
      const namedCity = NAME_CITY.find(([pattern]) => pattern.test(company.nameEn));
      const city = namedCity ? cityById(context, namedCity[1]) : pickCity(random, context, LISTED_CITY_WEIGHTS);
      const [minCapital, maxCapital] = capitalRangeOf(company);
      const paidCapital = sarAmount(random.helpers.arrayElement(roundAmounts(minCapital, maxCapital)));
      const sector = company.sectorId ? sectors.get(company.sectorId) : undefined;
      context.names.reserve(company);
      const marketEn = company.market === 'main' ? 'Main Market' : 'parallel market (Nomu)';
      const marketAr = company.market === 'main' ? 'السوق الرئيسية' : 'السوق الموازية (نمو)';
      const listedAr = MASCULINE_HEAD.test(company.nameAr) ? 'مدرج' : 'مدرجة';
      return {
        companyType: 'listed',
        nameEn: company.nameEn,
        nameAr: company.nameAr,
        tradingNameEn: company.tradingNameEn,
        tradingNameAr: company.tradingNameAr,
        // trading names and the symbol are how people know listed companies ("Aramco", "2222")
        searchText: normalizeSearchText(
          [company.nameEn, company.nameAr, company.tradingNameEn, company.tradingNameAr, company.symbol].join(' '),
        ),
        logoUrl: null,
        symbol: company.symbol,
        isin: company.isin,
        market: company.market,
        exchangeSectorCode: company.sectorId,
        legalForm: company.instrumentType === 'reit' ? null : 'joint_stock',
        cityId: city.id,
        isicClassCode: isicClassOf(company),
        paidCapital,
        establishedDate: pickDateInYear(
          foundings,
          foundings.number.int({ min: FIRST_FOUNDING_YEAR, max: LISTED_LAST_FOUNDING_YEAR }),
        ),
        // listed companies issue their whole authorised capital
        authorizedCapital: paidCapital,
        descriptionEn:
          `${company.nameEn} is listed on the Saudi Exchange ${marketEn} under the symbol ${company.symbol}` +
          (sector ? `, in the ${sector.nameEn} sector.` : '.'),
        descriptionAr:
          `${company.nameAr} ${listedAr} في ${marketAr} بتداول السعودية تحت الرمز ${company.symbol}` +
          (sector ? `، ضمن قطاع ${sector.nameAr}.` : '.'),
      };
    });
}
