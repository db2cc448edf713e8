import { asc, eq, inArray } from 'drizzle-orm';
import { USER_TYPES } from '@hissa/contracts/user-types';
import { CreateRequirementSchema, type CreateRequirement } from '@hissa/contracts/services-marketplace/requirements';
import type { Db } from '../db/client.ts';
import { cities } from '../db/schema/geography.ts';
import { users } from '../db/schema/users.ts';
import { createRequirement } from '../modules/service-requirements/requirement-service.ts';

/** A demo requirement: which buyer (by index among the buyers, by id) posts it, in which city (English name). */
type DemoRequirement = { buyer: number; city: string; answers: Omit<CreateRequirement, 'cityId'> };

/**
 * The demo requirements, in English and Arabic, of the services seeded providers offer most
 * (accounting and audit 6920, software 6201, engineering 7110, management consulting 7020).
 */
const DEMO_REQUIREMENTS: DemoRequirement[] = [
  {
    buyer: 0,
    city: 'Riyadh',
    answers: {
      categoryCode: '69',
      isicClassCode: '6920',
      industryGroupCode: 'food-beverages',
      budgetCode: '25k_100k',
      timelineCode: 'within_1_month',
      title: 'External audit of our 2026 financial statements',
      description:
        'We are a food manufacturer with three plants and need a SOCPA-registered firm to audit our 2026 financial statements, including inventory counts at each plant and a management letter.',
      isPublic: true,
    },
  },
  {
    buyer: 0,
    city: 'Riyadh',
    answers: {
      categoryCode: '62',
      isicClassCode: '6201',
      industryGroupCode: 'food-beverages',
      budgetCode: '100k_500k',
      timelineCode: 'within_3_months',
      title: 'تطوير تطبيق جوال لطلبات الموزعين',
      description:
        'نحتاج إلى تطبيق جوال لنظامي iOS وAndroid يتيح للموزعين تقديم الطلبات ومتابعة الشحنات، مع ربطه بنظام تخطيط الموارد لدينا ولوحة تحكم للإدارة.',
      isPublic: true,
    },
  },
  {
    buyer: 1,
    city: 'Jeddah',
    answers: {
      categoryCode: '71',
      isicClassCode: '7110',
      industryGroupCode: 'real-estate-management-development',
      budgetCode: 'over_500k',
      timelineCode: 'immediately',
      title: 'Engineering design for a mixed-use building in Jeddah',
      description:
        'Architectural and structural design, MEP drawings and municipality permits for a 12-storey mixed-use building (retail podium and residential floors) on the Corniche.',
      isPublic: true,
    },
  },
  {
    buyer: 1,
    city: 'Jeddah',
    answers: {
      categoryCode: '70',
      isicClassCode: '7020',
      industryGroupCode: 'real-estate-management-development',
      budgetCode: 'undecided',
      timelineCode: 'flexible',
      title: 'استشارة لإعادة هيكلة إدارة المبيعات',
      description:
        'نبحث عن مكتب استشارات إدارية لمراجعة هيكل فريق المبيعات وسياسات العمولات، واقتراح مؤشرات أداء واضحة وخطة تطبيق على ستة أشهر.',
      isPublic: true,
    },
  },
  {
    buyer: 0,
    city: 'Riyadh',
    answers: {
      categoryCode: '70',
      isicClassCode: '7020',
      industryGroupCode: 'food-beverages',
      budgetCode: 'under_25k',
      timelineCode: 'within_1_month',
      title: 'Feasibility study for a new cold-storage warehouse',
      description: 'A short feasibility study for a cold-storage warehouse in the second industrial city of Riyadh.',
      isPublic: false,
    },
  },
];

/**
 * Demo requirements (decision 017) posted through createRequirement, so each gets its top-5
 * recommendations exactly as a buyer's would: the demo buyer's and the other buyers' (by id),
 * four public and one private. Runs after the providers (and their content) are seeded. Returns
 * the number of requirements written (0 without buyers).
 */
export async function insertRequirementsDemo(tx: Db): Promise<number> {
  const buyers = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, USER_TYPES.buyer))
    .orderBy(asc(users.id));
  if (buyers.length === 0) return 0;
  const cityRows = await tx
    .select({ id: cities.id, nameEn: cities.nameEn })
    .from(cities)
    .where(inArray(cities.nameEn, [...new Set(DEMO_REQUIREMENTS.map((item) => item.city))]))
    .orderBy(asc(cities.id));
  let written = 0;
  for (const item of DEMO_REQUIREMENTS) {
    const buyer = buyers[item.buyer % buyers.length];
    const city = cityRows.find((row) => row.nameEn === item.city);
    if (!buyer || !city) continue;
    await createRequirement(tx, buyer.id, CreateRequirementSchema.parse({ ...item.answers, cityId: city.id }));
    written += 1;
  }
  return written;
}
