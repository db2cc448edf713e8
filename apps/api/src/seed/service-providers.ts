import { SimpleFaker } from '@faker-js/faker';
import { normalizeSearchText } from '@hissa/contracts/arabic-text';
import type { BusinessType, LegalForm } from '@hissa/contracts/lookups/static-lists';
import type { serviceProviders } from '../db/schema/directory.ts';
import { pickDateInYear, pickEmployeeBracket, pickFoundingYear } from './company-profile.ts';
import { companyPhone, webContacts } from './contact-details.ts';
import { describeProvider } from './descriptions.ts';
import type { Activity, Weighted } from './names/activity.ts';
import { PROFESSIONAL_ACTIVITIES, PROFESSIONAL_BUSINESS_TYPES } from './names/professional-activities.ts';
import { SERVICE_ACTIVITY_GROUPS } from './names/service-activities.ts';
import { pickBrand, pickFamily, pickPerson } from './name-parts.ts';
import { pickCity, regionCodesOf, SEED, type SeedContext } from './seed-context.ts';
import { companyName, establishmentName, officeName, professionalFirmName, type TradeName } from './trade-names.ts';

type ServiceProviderInsert = typeof serviceProviders.$inferInsert;

/** Share of providers that pay to be featured (featured ones list first; decision 008). */
const FEATURED_SHARE = 0.03;

/** A provider's name with its activity, and the legal form its size follows. */
type Draft = TradeName & {
  activity: Activity;
  businessTypes: readonly Weighted<BusinessType>[];
  sizeOf: LegalForm;
};

const SERVICE_ACTIVITIES = SERVICE_ACTIVITY_GROUPS.flatMap((group) =>
  group.activities.map((activity) => ({ activity, businessTypes: group.businessTypes })),
);

function serviceDraft(random: SimpleFaker, sizeOf: LegalForm, build: (activity: Activity) => TradeName): Draft {
  const { activity, businessTypes } = random.helpers.arrayElement(SERVICE_ACTIVITIES);
  return { ...build(activity), activity, businessTypes, sizeOf };
}

function professionalDraft(random: SimpleFaker): Draft {
  const activity = random.helpers.arrayElement(PROFESSIONAL_ACTIVITIES);
  return {
    ...professionalFirmName(pickPerson(random), activity),
    activity,
    businessTypes: PROFESSIONAL_BUSINESS_TYPES,
    sizeOf: 'professional',
  };
}

const NAME_PATTERNS: readonly Weighted<(random: SimpleFaker) => Draft>[] = [
  {
    value: (random) =>
      serviceDraft(random, 'limited_liability', (activity) => companyName(pickFamily(random), activity)),
    weight: 28,
  },
  {
    value: (random) =>
      serviceDraft(random, 'limited_liability', (activity) => companyName(pickBrand(random), activity)),
    weight: 27,
  },
  {
    value: (random) =>
      serviceDraft(random, 'sole_proprietorship', (activity) => establishmentName(pickPerson(random), activity)),
    weight: 15,
  },
  {
    value: (random) =>
      serviceDraft(random, 'sole_proprietorship', (activity) => establishmentName(pickBrand(random), activity)),
    weight: 10,
  },
  {
    value: (random) =>
      serviceDraft(random, 'sole_proprietorship', (activity) => officeName(pickPerson(random), activity)),
    weight: 10,
  },
  { value: professionalDraft, weight: 10 },
];

/**
 * `count` service providers of the services marketplace: bilingual unique names, an ISIC
 * class from the service sections (H, J, K, M, N, P), city, size, contacts, ~3% featured.
 * Deterministic: the same count and context give the same rows.
 */
export function generateServiceProviders(count: number, context: SeedContext): ServiceProviderInsert[] {
  const random = new SimpleFaker({ seed: SEED + 4 });
  const rows: ServiceProviderInsert[] = [];
  for (let index = 0; index < count; index += 1) {
    const city = pickCity(random, context);
    const draft = context.names.claim(() => random.helpers.weightedArrayElement(NAME_PATTERNS)(random), {
      en: city.nameEn,
      ar: city.nameAr,
    });
    const foundingYear = pickFoundingYear(random);
    const domain = context.domains.claim(random, draft.nameEn);
    rows.push({
      nameEn: draft.nameEn,
      nameAr: draft.nameAr,
      searchText: normalizeSearchText(`${draft.nameEn} ${draft.nameAr}`),
      logoUrl: null,
      cityId: city.id,
      isicClassCode: draft.activity.isicClass,
      businessType: random.helpers.weightedArrayElement(draft.businessTypes),
      employeesBracket: pickEmployeeBracket(random, draft.sizeOf),
      establishedDate: pickDateInYear(random, foundingYear),
      ...webContacts(random, domain),
      phone: companyPhone(random, regionCodesOf(city).areaCode),
      ...describeProvider(draft, { en: city.nameEn, ar: city.nameAr }, foundingYear, draft.activity),
      isFeatured: random.datatype.boolean({ probability: FEATURED_SHARE }),
    });
  }
  return rows;
}
