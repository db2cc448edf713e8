import { z } from 'zod';
import { pageSchema } from './pagination.ts';

/**
 * The investors directory: the list of individual and institutional investors with its filters,
 * and an investor's profile detail view (the endpoints are in investors-endpoints.ts). Decision
 * 005 records the rules.
 */

export const INVESTOR_KINDS = ['individual', 'institutional'] as const;
export type InvestorKind = (typeof INVESTOR_KINDS)[number];

/** Message keys of the investors calls; texts in messages/{en,ar}.json under "investors". */
export const INVESTOR_KEYS = {
  investorNotFound: 'investors.investorNotFound',
} as const;

/** Investment strategies an investor states. */
export const INVESTMENT_STRATEGIES = [
  { code: 'venture', nameEn: 'Venture (early-stage growth)', nameAr: 'رأس المال الجريء (النمو المبكر)' },
  { code: 'growth', nameEn: 'Growth equity', nameAr: 'ملكية النمو' },
  { code: 'buyout', nameEn: 'Buyout and control', nameAr: 'الاستحواذ والسيطرة' },
  { code: 'value', nameEn: 'Value investing', nameAr: 'الاستثمار في القيمة' },
  { code: 'income', nameEn: 'Income and dividends', nameAr: 'الدخل والتوزيعات' },
  { code: 'impact', nameEn: 'Impact investing', nameAr: 'الاستثمار المؤثر' },
  { code: 'diversified', nameEn: 'Diversified', nameAr: 'متنوع' },
] as const;
export const INVESTMENT_STRATEGY_CODES = [
  'venture',
  'growth',
  'buyout',
  'value',
  'income',
  'impact',
  'diversified',
] as const;
export type InvestmentStrategy = (typeof INVESTMENT_STRATEGY_CODES)[number];

/** Filter keys of filter-investors, with the operation each allows. */
export const INVESTOR_FILTER_KEYS = {
  type: 'equals',
  countryCode: 'equals',
  /** An ISIC section letter (lookup sectors). */
  sectorFocus: 'equals',
  /** An ISO 3166-1 alpha-2 code (lookup mena-countries). */
  geographicFocus: 'equals',
  strategy: 'equals',
  name: 'contains',
} as const;

/** Sort keys of filter-investors. */
export const INVESTOR_SORT_KEYS = ['id', 'name'] as const;

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/** A row of the investors list, names in the request's language. */
export const InvestorListItemSchema = z.object({
  investorId: z.number().int(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  type: z.enum(INVESTOR_KINDS),
  country: CodeNameSchema,
  city: CodeNameSchema.nullable(),
  sectorFocus: z.array(CodeNameSchema),
  geographicFocus: z.array(CodeNameSchema),
  strategy: CodeNameSchema.nullable(),
});
export type InvestorListItem = z.infer<typeof InvestorListItemSchema>;

/** GET investors / POST filter-investors response. */
export const InvestorPageSchema = pageSchema(InvestorListItemSchema);
export type InvestorPage = z.infer<typeof InvestorPageSchema>;

/** A previous investment: company name, ownership, ownership date. */
export const PreviousInvestmentSchema = z.object({
  companyName: z.string(),
  /** Percentage as a decimal string, 0 to 100 ("12.50"). */
  ownershipPercentage: z.string(),
  ownershipDate: z.string(),
});

/** A key member of an institutional investor (name, designation, degree), in the request's language. */
export const InvestorKeyMemberSchema = z.object({
  fullName: z.string(),
  designation: CodeNameSchema.nullable(),
  degree: z.string(),
});
export type InvestorKeyMember = z.infer<typeof InvestorKeyMemberSchema>;

/** An investor's profile detail view (key members: institutional investors only, leader first). */
export const InvestorDetailsResponseSchema = z.object({
  data: InvestorListItemSchema.extend({
    nameEn: z.string(),
    nameAr: z.string(),
    biography: z.string().nullable(),
    description: z.string().nullable(),
    website: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    establishedDate: z.string().nullable(),
    numberOfEmployees: CodeNameSchema.nullable(),
    previousInvestments: z.array(PreviousInvestmentSchema),
    keyMembers: z.array(InvestorKeyMemberSchema),
  }),
});
export type InvestorDetailsResponse = z.infer<typeof InvestorDetailsResponseSchema>;
