/**
 * The product's languages and their writing direction. English is the default; Arabic is laid out
 * right-to-left.
 */
export const LANGUAGES = [
  { code: 'en', dir: 'ltr', nativeName: 'English' },
  { code: 'ar', dir: 'rtl', nativeName: 'العربية' },
] as const;

export type Language = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: Language = 'en';

/** True when `value` is one of the supported language codes. */
export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language.code === value);
}

/**
 * Picks the language of a request from an Accept-Language header value
 * ("ar", "ar-SA,ar;q=0.9", "en-US"...). Unknown or missing -> English.
 */
export function languageFromHeader(header: string | undefined): Language {
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}

/** Picks the English or Arabic form of a bilingual name. */
export function localName(item: { nameEn: string; nameAr: string }, language: Language): string {
  return language === 'ar' ? item.nameAr : item.nameEn;
}
