import { inDigits, type Language } from '@hissa/contracts/languages';
import { useLanguage } from '../i18n/use-language';
import { useDigitPreference, type DigitPreference } from './digit-preference';

/**
 * The one place numbers, SAR amounts and dates are formatted (design.md, "Numbers", "Dates").
 * Everything goes through Intl; Arabic uses ar-SA with the user's digit choice, English en-GB
 * (day-month-year, as read in the Kingdom).
 */
type Calendar = 'gregory' | 'islamic-umalqura';

/**
 * The BCP 47 locale for a language, digits and calendar. ar-SA defaults to the Umm al-Qura
 * calendar, so the Gregorian calendar is always named explicitly.
 */
export function localeFor(language: Language, digits: DigitPreference, calendar: Calendar = 'gregory'): string {
  return language === 'ar' ? `ar-SA-u-ca-${calendar}-nu-${digits}` : `en-GB-u-ca-${calendar}-nu-latn`;
}

/**
 * Reads an ISO date ("2020-03-12" or a full timestamp) as a UTC instant, so a calendar date
 * never slides a day in the viewer's time zone. Returns null for missing or invalid input.
 */
export function parseIsoDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** True for a plain decimal string such as "1500000.00", which Intl formats without a float. */
function isDecimalString(value: string): value is `${number}` {
  return /^-?\d+(\.\d+)?$/.test(value);
}

/** Formatters bound to one language and digit preference. */
interface Formatters {
  /** A count or plain number with grouping: 12,345 / ١٢٬٣٤٥. */
  number: (value: number) => string;
  /** A whole number without grouping (an id or a year): 2021 / ٢٠٢١. */
  wholeNumber: (value: number) => string;
  /** A text written with numbers in it (a lookup name, "من 6 إلى 49 موظفًا") in the page's digits (contracts inDigits). */
  digitsOf: (text: string) => string;
  /** A decimal string (a price or amount without its currency), exactly, with grouping: 1,250.5 / ١٬٢٥٠٫٥. */
  decimal: (value: string) => string;
  /** A SAR amount given as a decimal string ("1500000.00"), never a float, always with both decimals: SAR 1,500,000.00 / ‏١٬٥٠٠٬٠٠٠٫٠٠ ر.س.‏ */
  sar: (amount: string) => string;
  /** A SAR price without its currency (a chart axis), always with both decimals: 45.50 / ٤٥٫٥٠. */
  price: (value: string) => string;
  /** A date (ISO yyyy-mm-dd) in the Gregorian calendar: 12 March 2020. */
  gregorianDate: (iso: string) => string;
  /** The same date in the Umm al-Qura Hijri calendar: 17 Rajab 1441 AH. */
  hijriDate: (iso: string) => string;
  /** The Gregorian year of a date: 2020 / ٢٠٢٠. */
  year: (iso: string | Date) => string;
  /** An instant (ISO timestamp) as date and time in the viewer's time zone: 12 March 2026, 10:30 AM. */
  dateTime: (iso: string) => string;
  /** A month of the Gregorian calendar, from ISO yyyy-mm, a date in it or an instant in ms (a chart axis): November 2026 / نوفمبر ٢٠٢٦. */
  monthYear: (value: string | number) => string;
  /** A large SAR amount in short form for summary figures: SAR 4.21B / ‏٤٫٢١ مليار ر.س.‏ */
  sarCompact: (amount: string) => string;
  /** A percentage given as a decimal string of percent ("12.50") with at most one decimal: 12.5% / ١٢٫٥٪ (design.md, "Numbers"). */
  percent: (value: string) => string;
  /** A US-dollar amount given as a decimal string ("400000.00"): USD 400,000 / ‏٤٠٠٬٠٠٠ US$ */
  usd: (amount: string) => string;
  /** A large US-dollar amount in short form: USD 1.12B. */
  usdCompact: (amount: string) => string;
}

/**
 * The formatters of each language and digit preference, built once: an Intl formatter costs far
 * more to build than to use, and numbers in translated texts are formatted one by one (i18n.ts).
 */
const formattersByLocale = new Map<string, Formatters>();

/** The formatters for a language and digit preference, the same object on every call. */
export function formattersFor(language: Language, digits: DigitPreference): Formatters {
  const key = `${language}-${digits}`;
  let formatters = formattersByLocale.get(key);
  if (!formatters) {
    formatters = buildFormatters(language, digits);
    formattersByLocale.set(key, formatters);
  }
  return formatters;
}

/**
 * Builds the page's number format before the first render needs it. A browser's first
 * Intl.NumberFormat loads the locale's number data, which costs far more than any later one
 * (about 40 ms on this project's test machine, 150 ms on a phone-like CPU); main.tsx calls this
 * in a task of its own while the page waits for its texts and fonts, so the first render does not
 * carry that cost. Every page shows numbers, so the work is never wasted.
 */
export function prepareNumberFormatting(language: Language, digits: DigitPreference): void {
  formattersFor(language, digits).wholeNumber(0);
}

/** `create()`'s value, made on the first call and reused after. */
function once<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}

/**
 * Builds formatters for a language and digit preference (pure; see formattersFor). Each Intl
 * formatter is made on its first use: a page that shows no Hijri date or dollar amount never
 * pays for those (together about 15 ms on a fast desktop at the first render).
 */
function buildFormatters(language: Language, digits: DigitPreference): Formatters {
  const gregorian = localeFor(language, digits, 'gregory');
  const hijri = localeFor(language, digits, 'islamic-umalqura');
  /** A number format of the page's locale, made on first use. */
  const numbers = (options: Intl.NumberFormatOptions) => once(() => new Intl.NumberFormat(gregorian, options));
  /** A currency format: the code in English (SAR 1,500.00), the symbol in Arabic. */
  const currency = (code: 'SAR' | 'USD', options: Intl.NumberFormatOptions) =>
    numbers({ style: 'currency', currency: code, currencyDisplay: language === 'ar' ? 'symbol' : 'code', ...options });
  /** A date format of `locale`, made on first use. */
  const dates = (locale: string, options: Intl.DateTimeFormatOptions) =>
    once(() => new Intl.DateTimeFormat(locale, options));
  const numberFormat = numbers({ maximumFractionDigits: 2 });
  const wholeNumberFormat = numbers({ maximumFractionDigits: 0, useGrouping: false });
  // Every SAR amount shows both decimals (SAR 3,200.00, SAR 45.50; never 45.5 beside 47.00).
  const sarFormat = currency('SAR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const priceFormat = numbers({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const dateOptions: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  const gregorianFormat = dates(gregorian, dateOptions);
  const hijriFormat = dates(hijri, dateOptions);
  const percentFormat = numbers({ style: 'percent', maximumFractionDigits: 1 });
  const sarCompactFormat = currency('SAR', { notation: 'compact', maximumFractionDigits: 2 });
  const usdFormat = currency('USD', { maximumFractionDigits: 0 });
  const usdCompactFormat = currency('USD', { notation: 'compact', maximumFractionDigits: 2 });
  const dateTimeFormat = dates(gregorian, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  const monthYearFormat = dates(gregorian, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const formatDate = (format: Intl.DateTimeFormat, iso: string) => {
    const date = parseIsoDate(iso);
    return date ? format.format(date) : iso;
  };
  return {
    number: (value) => numberFormat().format(value),
    wholeNumber: (value) => wholeNumberFormat().format(value),
    digitsOf: (text) => (language === 'ar' ? inDigits(text, digits) : text),
    decimal: (value) => (isDecimalString(value) ? numberFormat().format(value) : value),
    // A decimal string is formatted exactly by Intl (no float rounding of money).
    sar: (amount) => (isDecimalString(amount) ? sarFormat().format(amount) : amount),
    price: (value) => (isDecimalString(value) ? priceFormat().format(value) : value),
    gregorianDate: (iso) => formatDate(gregorianFormat(), iso),
    hijriDate: (iso) => formatDate(hijriFormat(), iso),
    // The Gregorian year as a whole number in the page's digits: the same text as a year-only
    // date format, without building one (a page's first date format costs about 12 ms on a phone).
    year: (value) => {
      const date = typeof value === 'string' ? parseIsoDate(value) : value;
      return date ? wholeNumberFormat().format(date.getUTCFullYear()) : '';
    },
    dateTime: (iso) => formatDate(dateTimeFormat(), iso),
    monthYear: (value) =>
      typeof value === 'number'
        ? monthYearFormat().format(value)
        : formatDate(monthYearFormat(), value.length === 7 ? `${value}-01` : value),
    sarCompact: (amount) => (isDecimalString(amount) ? sarCompactFormat().format(amount) : amount),
    // A display value only: the float never feeds a calculation.
    percent: (value) => (isDecimalString(value) ? percentFormat().format(Number(value) / 100) : value),
    usd: (amount) => (isDecimalString(amount) ? usdFormat().format(amount) : amount),
    usdCompact: (amount) => (isDecimalString(amount) ? usdCompactFormat().format(amount) : amount),
  };
}

/** Formatters for the current language and digit preference; a new object when either changes. */
export function useFormatters(): Formatters {
  const { language } = useLanguage();
  const digits = useDigitPreference();
  return formattersFor(language, digits);
}
