import type { BusinessType } from '@hissa/contracts/lookups/static-lists';
import type { Activity, Weighted } from './activity.ts';

/**
 * Regulated professions that practise through professional companies (Companies Law,
 * "الشركة المهنية"): their trade names end in the profession, not in "Co.".
 */
export const PROFESSIONAL_ACTIVITIES: readonly Activity[] = [
  { en: 'Law Firm', ar: 'المحاماة والاستشارات القانونية', isicClass: '6910', fieldEn: 'law and legal consultancy' },
  {
    en: 'Certified Accountants',
    ar: 'المحاسبة والمراجعة',
    isicClass: '6920',
    fieldEn: 'accounting and audit',
    nameAr: 'محاسبون ومراجعون قانونيون',
  },
  { en: 'Engineering Consultants', ar: 'الاستشارات الهندسية', isicClass: '7110', fieldEn: 'engineering consultancy' },
  { en: 'Architects', ar: 'الاستشارات المعمارية', isicClass: '7110', fieldEn: 'architectural design' },
  {
    en: 'Zakat and Tax Advisers',
    ar: 'الاستشارات الزكوية والضريبية',
    isicClass: '6920',
    fieldEn: 'zakat and tax advice',
  },
  { en: 'Real Estate Valuers', ar: 'التقييم العقاري', isicClass: '6820', fieldEn: 'real estate valuation' },
];

/** Professional firms advise businesses and government bodies more than households. */
export const PROFESSIONAL_BUSINESS_TYPES: readonly Weighted<BusinessType>[] = [
  { value: 'b2b', weight: 70 },
  { value: 'b2g', weight: 20 },
  { value: 'b2c', weight: 10 },
];
