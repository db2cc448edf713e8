import { z } from 'zod';

/** Company types: listed on the Saudi Exchange or a private (non-listed) company. */
export const COMPANY_TYPES = ['listed', 'non_listed'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** Filter keys accepted by the companies list (CompaniesPageEndpoint), with the operation each allows. */
export const COMPANY_FILTER_KEYS = {
  companyName: 'contains',
  cityCode: 'equals',
  regionCode: 'equals',
  sectorCode: 'equals',
  companyType: 'equals',
} as const;
export type CompanyFilterKey = keyof typeof COMPANY_FILTER_KEYS;

/** Sort keys accepted by company searches. */
export const COMPANY_SORT_KEYS = ['id', 'companyName', 'establishedDate', 'paidCapital'] as const;

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });
export type CodeName = z.infer<typeof CodeNameSchema>;

/**
 * A company row of the companies list, names in the request's language.
 * Amounts are SAR decimal strings; dates are ISO yyyy-mm-dd.
 */
export const CompanyListItemSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  companyType: z.enum(COMPANY_TYPES),
  symbol: z.string().nullable(),
  city: CodeNameSchema.nullable(),
  sector: CodeNameSchema.nullable(),
  legalForm: CodeNameSchema.nullable(),
  establishedDate: z.string().nullable(),
});
export type CompanyListItem = z.infer<typeof CompanyListItemSchema>;

/** A page of companies: the answer of the companies list and of the search by name. */
export const CompanyPageSchema = z.object({
  data: z.array(CompanyListItemSchema),
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});
export type CompanyPage = z.infer<typeof CompanyPageSchema>;

/**
 * The basic-details tab of a company profile (the Company record).
 * SAR amounts are decimal strings; `numberOfEmployees` is a bracket of the lookup list.
 */
export const CompanyProfileSchema = CompanyListItemSchema.extend({
  nameEn: z.string(),
  nameAr: z.string(),
  tradingName: z.string().nullable(),
  description: z.string().nullable(),
  market: z.enum(['main', 'nomu']).nullable(),
  isin: z.string().nullable(),
  exchangeSector: CodeNameSchema.nullable(),
  region: CodeNameSchema.nullable(),
  industryGroup: CodeNameSchema.nullable(),
  industry: CodeNameSchema.nullable(),
  businessType: CodeNameSchema.nullable(),
  developmentStage: CodeNameSchema.nullable(),
  numberOfEmployees: CodeNameSchema.nullable(),
  registrationNumber: z.string().nullable(),
  paidCapital: z.string().nullable(),
  authorizedCapital: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof CompanyProfileSchema>;

/** A company's basic details: the answer of CompanyProfileEndpoint. */
export const CompanyProfileResponseSchema = z.object({ data: CompanyProfileSchema });

export { companyIdFromSlug, companyProfileSlug } from './company-paths.ts';
