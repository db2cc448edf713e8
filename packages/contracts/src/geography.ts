/** Default country and currency of the product (Saudi Arabia, Saudi riyal). */
export const DEFAULT_COUNTRY_CODE = 'SA';
export const DEFAULT_CURRENCY = 'SAR';

/**
 * Middle East and North Africa, as ISO 3166-1 alpha-2 codes: the "MENA countries" lookup.
 * No standard body fixes MENA's membership; this is the World Bank's MENA region
 * (docs/decisions/001-reference-data.md).
 */
export const MENA_COUNTRY_CODES = [
  'AE',
  'BH',
  'DJ',
  'DZ',
  'EG',
  'IL',
  'IQ',
  'IR',
  'JO',
  'KW',
  'LB',
  'LY',
  'MA',
  'MT',
  'OM',
  'PS',
  'QA',
  'SA',
  'SY',
  'TN',
  'YE',
] as const;
