import { z } from 'zod';
import { MediaEventSchema } from '../media/media.ts';
import { NewsCardSchema } from '../news/news-articles.ts';
import { pageSchema } from '../pagination.ts';

/*
 * The fintech hub's directory (docs/decisions/031-fintech-hub.md, spec §3 "Fintech": name,
 * headquarter, category, status, funding stage, announced date, funded date, raised, total
 * funding). Amounts are SAR decimal strings with two places on the wire (contracts money.ts),
 * dates yyyy-mm-dd, names in the request's language.
 */

/** The fixed peg of the Saudi riyal: SAR per US dollar (SAMA, since 1986). */
export const SAR_PER_USD = '3.75';

/** SAR decimal string -> USD decimal string at the peg, rounded half up to the cent. */
export function sarToUsd(sar: string): string {
  const [whole = '0', fraction = ''] = sar.replace('-', '').split('.');
  const halalas = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  // cents = halalas / 3.75 = halalas * 4 / 15, rounded half up
  const cents = (halalas * 4n * 2n + 15n) / 30n;
  const sign = sar.startsWith('-') && cents > 0n ? '-' : '';
  return `${sign}${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** USD decimal string -> SAR decimal string at the peg (exact: 3.75 has two decimals). */
export function usdToSar(usd: string): string {
  const [whole = '0', fraction = ''] = usd.split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  const halalas = (cents * 375n) / 100n;
  return `${halalas / 100n}.${(halalas % 100n).toString().padStart(2, '0')}`;
}

/** Where a fintech company is on its path. */
export const FINTECH_STATUSES = ['active', 'acquired', 'ipo', 'closed'] as const;
export type FintechStatus = (typeof FINTECH_STATUSES)[number];

/** Funding stages of a round, earliest first (a company's stage is its latest round's). */
export const FINTECH_STAGES = [
  'pre_seed',
  'seed',
  'series_a',
  'series_b',
  'series_c',
  'series_d',
  'bridge',
  'debt',
  'grant',
] as const;
export type FintechStage = (typeof FINTECH_STAGES)[number];

/** Headquarters countries of the directory (ISO 3166-1 alpha-2): Saudi Arabia and the region. */
export const FINTECH_COUNTRIES = ['SA', 'AE', 'BH', 'KW', 'QA', 'OM', 'EG', 'JO'] as const;
export type FintechCountry = (typeof FINTECH_COUNTRIES)[number];

/** Where a figure comes from; `company` once the company's owner has verified it. */
export const FIGURE_SOURCES = ['press_release', 'regulator', 'investor', 'media', 'company'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];

/** Names of the directory's code lists in both languages (statuses, stages, countries, sources). */
export const FINTECH_NAMES = {
  status: {
    active: { en: 'Active', ar: 'نشطة' },
    acquired: { en: 'Acquired', ar: 'تم الاستحواذ عليها' },
    ipo: { en: 'Listed (IPO)', ar: 'مدرجة' },
    closed: { en: 'Closed', ar: 'متوقفة' },
  },
  stage: {
    pre_seed: { en: 'Pre-seed', ar: 'ما قبل البذرة' },
    seed: { en: 'Seed', ar: 'البذرة' },
    series_a: { en: 'Series A', ar: 'الجولة A' },
    series_b: { en: 'Series B', ar: 'الجولة B' },
    series_c: { en: 'Series C', ar: 'الجولة C' },
    series_d: { en: 'Series D+', ar: 'الجولة D وما بعدها' },
    bridge: { en: 'Bridge', ar: 'تمويل مرحلي' },
    debt: { en: 'Debt financing', ar: 'تمويل بالدين' },
    grant: { en: 'Grant', ar: 'منحة' },
  },
  country: {
    SA: { en: 'Saudi Arabia', ar: 'السعودية' },
    AE: { en: 'United Arab Emirates', ar: 'الإمارات' },
    BH: { en: 'Bahrain', ar: 'البحرين' },
    KW: { en: 'Kuwait', ar: 'الكويت' },
    QA: { en: 'Qatar', ar: 'قطر' },
    OM: { en: 'Oman', ar: 'عُمان' },
    EG: { en: 'Egypt', ar: 'مصر' },
    JO: { en: 'Jordan', ar: 'الأردن' },
  },
  source: {
    press_release: { en: 'Press release', ar: 'بيان صحفي' },
    regulator: { en: 'Regulator disclosure', ar: 'إفصاح الجهة التنظيمية' },
    investor: { en: 'Investor announcement', ar: 'إعلان المستثمر' },
    media: { en: 'Media report', ar: 'تقرير إعلامي' },
    company: { en: 'The company', ar: 'الشركة' },
  },
} as const;

const CodeNameSchema = z.object({ code: z.string(), name: z.string() });

/** A figure's provenance: its source and whether the company's verified owner confirmed it. */
export const ProvenanceSchema = z.object({ source: CodeNameSchema, isVerified: z.boolean() });
export type Provenance = z.infer<typeof ProvenanceSchema>;

/**
 * A company as the screener lists it. `stage`, `announcedDate`, `fundedDate` and `raised` are its
 * latest round's; `totalFunding` the sum of its rounds (SAR). `companyId` links the companies
 * directory when the fintech is also listed there.
 */
export const FintechCompanySchema = z.object({
  fintechId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  nameAr: z.string(),
  country: CodeNameSchema,
  city: z.string(),
  category: CodeNameSchema,
  status: CodeNameSchema,
  stage: CodeNameSchema.nullable(),
  announcedDate: z.string().nullable(),
  fundedDate: z.string().nullable(),
  raised: z.string().nullable(),
  totalFunding: z.string(),
  roundsCount: z.number().int(),
  foundedYear: z.number().int(),
  companyId: z.number().int().nullable(),
  isClaimed: z.boolean(),
});
export type FintechCompany = z.infer<typeof FintechCompanySchema>;

/** A funding round as the funding search and the hub list it, with its company and investors. */
export const FintechRoundSchema = z.object({
  roundId: z.number().int(),
  fintechId: z.number().int(),
  companyName: z.string(),
  category: CodeNameSchema,
  country: CodeNameSchema,
  stage: CodeNameSchema,
  announcedDate: z.string(),
  fundedDate: z.string().nullable(),
  raised: z.string(),
  investors: z.array(z.string()),
  provenance: ProvenanceSchema,
});
export type FintechRound = z.infer<typeof FintechRoundSchema>;

export const FintechCompanyPageSchema = pageSchema(FintechCompanySchema);
export type FintechCompanyPage = z.infer<typeof FintechCompanyPageSchema>;
export const FintechRoundPageSchema = pageSchema(FintechRoundSchema);
export type FintechRoundPage = z.infer<typeof FintechRoundPageSchema>;

/** A fintech's profile: the listing's fields, its description, website, rounds and figures' provenance. */
export const FintechProfileSchema = FintechCompanySchema.extend({
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  description: z.string(),
  website: z.string().nullable(),
  employees: z.number().int().nullable(),
  profileProvenance: ProvenanceSchema,
  rounds: z.array(FintechRoundSchema),
  investors: z.array(z.object({ name: z.string(), roundsCount: z.number().int() })),
  news: z.array(z.object({ newsId: z.number().int(), title: z.string(), publishedAt: z.string() })),
});
export type FintechProfile = z.infer<typeof FintechProfileSchema>;

/** One bar of a chart: a year or a stage, how many rounds and how much they raised (SAR). */
export const FundingBarSchema = z.object({
  key: z.string(),
  label: z.string(),
  rounds: z.number().int(),
  raised: z.string(),
});
export type FundingBar = z.infer<typeof FundingBarSchema>;

/** The funding charts (funding-rounds-details-bar): by year (oldest first) and by stage (earliest first). */
export const FundingBarsSchema = z.object({ byYear: z.array(FundingBarSchema), byStage: z.array(FundingBarSchema) });
export type FundingBars = z.infer<typeof FundingBarsSchema>;

/** The signed-in caller's standing on a profile: none, a claim awaiting the e-mail, or the owner. */
export const MyFintechClaimSchema = z.object({ claimStatus: z.enum(['none', 'awaiting_email', 'effective']) });
export type MyFintechClaim = z.infer<typeof MyFintechClaimSchema>;

/**
 * The hub landing: counters, charts, latest rounds, top news (the news module's fintech category,
 * as NewsListEndpoint gives them) and the media hub's upcoming events (decision 041).
 */
export const FintechHubSchema = z.object({
  counters: z.object({
    companies: z.number().int(),
    rounds: z.number().int(),
    totalRaised: z.string(),
    investors: z.number().int(),
  }),
  bars: FundingBarsSchema,
  latestRounds: z.array(FintechRoundSchema),
  topNews: z.array(NewsCardSchema),
  upcomingEvents: z.array(MediaEventSchema),
});
export type FintechHub = z.infer<typeof FintechHubSchema>;

/**
 * The owner's edit of the profile: both descriptions (10-2000 characters), website (https, or
 * empty for none), employees (whole number, or empty); the figures are then "verified". Accepts
 * the form's strings as well as JSON values.
 */
export const FintechProfileEditSchema = z.object({
  descriptionEn: z.string().trim().min(10, 'validation.tooShort').max(2000, 'validation.tooLong'),
  descriptionAr: z.string().trim().min(10, 'validation.tooShort').max(2000, 'validation.tooLong'),
  website: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .string()
      .trim()
      .max(200, 'validation.tooLong')
      .regex(/^https:\/\/\S+$/, 'fintech.websiteInvalid')
      .nullable(),
  ),
  employees: z.preprocess(
    (value) => (value === '' || value === null ? null : typeof value === 'string' ? Number(value) : value),
    z
      .number('validation.wholeNumber')
      .int('validation.wholeNumber')
      .min(1, 'validation.invalidValue')
      .max(1_000_000, 'validation.invalidValue')
      .nullable(),
  ),
});
export type FintechProfileEdit = z.infer<typeof FintechProfileEditSchema>;
