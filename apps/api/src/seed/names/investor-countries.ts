/**
 * Where investors outside the Kingdom come from, with how their numbers are written:
 * `mobilePrefix` + `mobileDigits` random digits. The US and UK numbers use the ranges
 * reserved for fiction (555-01xx, 07700 900xxx).
 */
export type InvestorCountry = {
  readonly code: string;
  /** As it reads after "based in": "the United Arab Emirates". */
  readonly inEn: string;
  readonly ar: string;
  readonly mobilePrefix: string;
  readonly mobileDigits: number;
};

export const FOREIGN_INVESTOR_COUNTRIES: readonly InvestorCountry[] = [
  {
    code: 'AE',
    inEn: 'the United Arab Emirates',
    ar: 'الإمارات العربية المتحدة',
    mobilePrefix: '+97150',
    mobileDigits: 7,
  },
  { code: 'KW', inEn: 'Kuwait', ar: 'الكويت', mobilePrefix: '+9655', mobileDigits: 7 },
  { code: 'BH', inEn: 'Bahrain', ar: 'البحرين', mobilePrefix: '+9733', mobileDigits: 7 },
  { code: 'QA', inEn: 'Qatar', ar: 'قطر', mobilePrefix: '+9745', mobileDigits: 7 },
  { code: 'OM', inEn: 'Oman', ar: 'عُمان', mobilePrefix: '+9689', mobileDigits: 7 },
  { code: 'EG', inEn: 'Egypt', ar: 'مصر', mobilePrefix: '+2010', mobileDigits: 8 },
  { code: 'JO', inEn: 'Jordan', ar: 'الأردن', mobilePrefix: '+96279', mobileDigits: 7 },
  { code: 'US', inEn: 'the United States', ar: 'الولايات المتحدة', mobilePrefix: '+121255501', mobileDigits: 2 },
  { code: 'GB', inEn: 'the United Kingdom', ar: 'المملكة المتحدة', mobilePrefix: '+447700900', mobileDigits: 3 },
];
