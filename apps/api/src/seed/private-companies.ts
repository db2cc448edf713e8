import { SimpleFaker } from '@faker-js/faker';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import type { BusinessType, LegalForm } from '@hissa/contracts/lookups/static-lists';
import type { companies } from '../db/schema/directory.ts';
import {
  pickCapital,
  pickDateInYear,
  pickDevelopmentStage,
  pickEmployeeBracket,
  pickFoundingYear,
  REFERENCE_YEAR,
} from './company-profile.ts';
import { companyPhone, streetAddress, webContacts } from './contact-details.ts';
import { describeCompany } from './descriptions.ts';
import type { Activity, Weighted } from './names/activity.ts';
import { COMPANY_ACTIVITY_GROUPS, HOLDING_ACTIVITY } from './names/company-activities.ts';
import { PROFESSIONAL_ACTIVITIES, PROFESSIONAL_BUSINESS_TYPES } from './names/professional-activities.ts';
import { pickBrand, pickFamily, pickPerson } from './name-parts.ts';
import { pickCity, regionCodesOf, SEED, type SeedContext } from './seed-context.ts';
import {
  brothersName,
  companyName,
  establishmentName,
  foreignBranchName,
  groupName,
  holdingName,
  limitedCompanyName,
  partnersName,
  professionalFirmName,
  sonsName,
  type TradeName,
} from './trade-names.ts';

export type CompanyInsert = typeof companies.$inferInsert;

/** A trade name with the line of business it was built from. */
type Draft = TradeName & { activity: Activity; businessTypes: readonly Weighted<BusinessType>[] };
type NamePattern = (random: SimpleFaker) => Draft;

/** Share of each legal form among private companies (LLCs dominate the Saudi register). */
const LEGAL_FORM_WEIGHTS: readonly Weighted<LegalForm>[] = [
  { value: 'limited_liability', weight: 58 },
  { value: 'sole_proprietorship', weight: 16 },
  { value: 'simplified_joint_stock', weight: 9 },
  { value: 'joint_stock', weight: 7 },
  { value: 'general_partnership', weight: 3 },
  { value: 'limited_partnership', weight: 3 },
  { value: 'professional', weight: 3 },
  { value: 'foreign_branch', weight: 1 },
];

const COMPANY_ACTIVITIES = COMPANY_ACTIVITY_GROUPS.flatMap((group) =>
  group.activities.map((activity) => ({ activity, businessTypes: group.businessTypes })),
);
const HOLDING_BUSINESS_TYPES: readonly Weighted<BusinessType>[] = [{ value: 'b2b', weight: 1 }];

function activityDraft(random: SimpleFaker, build: (activity: Activity) => TradeName): Draft {
  const { activity, businessTypes } = random.helpers.arrayElement(COMPANY_ACTIVITIES);
  return { ...build(activity), activity, businessTypes };
}

function professionalDraft(random: SimpleFaker): Draft {
  const activity = random.helpers.arrayElement(PROFESSIONAL_ACTIVITIES);
  return {
    ...professionalFirmName(pickPerson(random), activity),
    activity,
    businessTypes: PROFESSIONAL_BUSINESS_TYPES,
  };
}

function holdingDraft(random: SimpleFaker): Draft {
  return { ...holdingName(pickFamily(random)), activity: HOLDING_ACTIVITY, businessTypes: HOLDING_BUSINESS_TYPES };
}

/** A family group: the name hides the activity, the registration still has one. */
function groupDraft(random: SimpleFaker): Draft {
  const owner = pickFamily(random);
  return activityDraft(random, () => groupName(owner));
}

/** How each legal form names itself: "Co." and "Co. Ltd." for LLCs, "Est." for sole proprietors, "& Partners" for partnerships... */
const NAME_PATTERNS: Record<LegalForm, readonly Weighted<NamePattern>[]> = {
  limited_liability: [
    { value: (random) => activityDraft(random, (activity) => companyName(pickFamily(random), activity)), weight: 35 },
    { value: (random) => activityDraft(random, (activity) => companyName(pickBrand(random), activity)), weight: 25 },
    {
      value: (random) => activityDraft(random, (activity) => limitedCompanyName(pickFamily(random), activity)),
      weight: 12,
    },
    {
      value: (random) => activityDraft(random, (activity) => limitedCompanyName(pickBrand(random), activity)),
      weight: 8,
    },
    { value: (random) => activityDraft(random, (activity) => companyName(pickPerson(random), activity)), weight: 8 },
    {
      value: (random) =>
        activityDraft(random, (activity) => sonsName(pickPerson(random, { isMaleOnly: true }), activity)),
      weight: 6,
    },
    { value: groupDraft, weight: 3 },
    { value: (random) => activityDraft(random, (activity) => brothersName(pickFamily(random), activity)), weight: 3 },
  ],
  sole_proprietorship: [
    {
      value: (random) => activityDraft(random, (activity) => establishmentName(pickPerson(random), activity)),
      weight: 60,
    },
    {
      value: (random) => activityDraft(random, (activity) => establishmentName(pickBrand(random), activity)),
      weight: 28,
    },
    {
      value: (random) => activityDraft(random, (activity) => establishmentName(pickFamily(random), activity)),
      weight: 12,
    },
  ],
  simplified_joint_stock: [
    { value: (random) => activityDraft(random, (activity) => companyName(pickBrand(random), activity)), weight: 75 },
    { value: (random) => activityDraft(random, (activity) => companyName(pickFamily(random), activity)), weight: 25 },
  ],
  joint_stock: [
    { value: holdingDraft, weight: 35 },
    { value: (random) => activityDraft(random, (activity) => companyName(pickFamily(random), activity)), weight: 35 },
    { value: (random) => activityDraft(random, (activity) => companyName(pickBrand(random), activity)), weight: 30 },
  ],
  general_partnership: [
    {
      value: (random) =>
        activityDraft(random, (activity) => sonsName(pickPerson(random, { isMaleOnly: true }), activity)),
      weight: 40,
    },
    { value: (random) => activityDraft(random, (activity) => brothersName(pickFamily(random), activity)), weight: 30 },
    { value: (random) => activityDraft(random, (activity) => partnersName(pickPerson(random), activity)), weight: 30 },
  ],
  limited_partnership: [
    { value: (random) => activityDraft(random, (activity) => partnersName(pickPerson(random), activity)), weight: 1 },
  ],
  professional: [{ value: professionalDraft, weight: 1 }],
  foreign_branch: [
    {
      value: (random) => activityDraft(random, (activity) => foreignBranchName(pickBrand(random), activity)),
      weight: 1,
    },
  ],
};

/** The address columns of a company from its English and Arabic lines. */
function addressColumns(address: { en: string; ar: string }): { address: string; addressAr: string } {
  return { address: address.en, addressAr: address.ar };
}

/**
 * `count` private (non-listed) companies with bilingual unique names, a registered ISIC
 * class matching the name's activity, Saudi city, size, capital (SAR) and contacts.
 * Deterministic: the same count and context give the same rows.
 */
export function generatePrivateCompanies(count: number, context: SeedContext): CompanyInsert[] {
  const random = new SimpleFaker({ seed: SEED + 2 });
  const rows: CompanyInsert[] = [];
  for (let index = 0; index < count; index += 1) {
    const legalForm = random.helpers.weightedArrayElement(LEGAL_FORM_WEIGHTS);
    const city = pickCity(random, context);
    // each attempt may take another pattern: the 150 "<family> Holding Co." names run out
    const draft = context.names.claim(() => random.helpers.weightedArrayElement(NAME_PATTERNS[legalForm])(random), {
      en: city.nameEn,
      ar: city.nameAr,
    });
    const bracket = pickEmployeeBracket(random, legalForm);
    const foundingYear = pickFoundingYear(random);
    const { crPrefix, areaCode } = regionCodesOf(city);
    const domain = context.domains.claim(random, draft.nameEn);
    rows.push({
      companyType: 'non_listed',
      nameEn: draft.nameEn,
      nameAr: draft.nameAr,
      searchText: normalizeSearchText(`${draft.nameEn} ${draft.nameAr}`),
      logoUrl: null,
      cityId: city.id,
      isicClassCode: draft.activity.isicClass,
      legalForm,
      businessType: random.helpers.weightedArrayElement(draft.businessTypes),
      developmentStage: pickDevelopmentStage(random, REFERENCE_YEAR - foundingYear, bracket),
      employeesBracket: bracket,
      establishedDate: pickDateInYear(random, foundingYear),
      registrationNumber: context.registrationNumbers.claim(random, crPrefix),
      ...pickCapital(random, bracket, legalForm),
      ...webContacts(random, domain),
      phone: companyPhone(random, areaCode),
      ...addressColumns(streetAddress(random, { en: city.nameEn, ar: city.nameAr })),
      ...describeCompany(draft, legalForm, { en: city.nameEn, ar: city.nameAr }, foundingYear, draft.activity),
    });
  }
  return rows;
}
