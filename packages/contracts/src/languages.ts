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

/**
 * The language a request states in its Accept-Language (its first range), or null when it
 * states none of ours: what is stored as a new account's preferred language.
 */
export function statedLanguage(header: string | undefined): Language | null {
  const first = header?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return isLanguage(first) ? first : null;
}

/**
 * The digits numbers are written with: Arabic-Indic (٠١٢٣, the ar-SA default) or Latin (0123).
 * English is always written with Latin digits.
 */
export type DigitSystem = 'arab' | 'latn';

/**
 * The Accept-Language value of a page: its language with the digit system as a BCP 47 Unicode
 * extension ("ar-u-nu-latn", "ar-u-nu-arab"), so the server writes numbers in its messages the
 * way the page does. English is sent as "en".
 */
export function acceptLanguageValue(language: Language, digits: DigitSystem): string {
  return language === 'ar' ? `ar-u-nu-${digits}` : language;
}

/**
 * The digit system asked for by an Accept-Language value: the "nu" key of the first range's
 * Unicode extension ("ar-SA-u-nu-arab" -> arab, as the web sends it). Without one, and for
 * every language but Arabic, Latin digits: a client that does not ask gets numbers as before.
 */
export function digitsFromHeader(header: string | undefined): DigitSystem {
  if (languageFromHeader(header) !== 'ar') return 'latn';
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /-u(?:-[a-z0-9]{2,8})*?-nu-arab(?:-|$)/.test(first) ? 'arab' : 'latn';
}

/**
 * `text` with its numbers in `digits`: with 'arab', each run of 1 to 6 Latin digits becomes
 * Arabic-Indic (0 -> ٠) and a comma between digits the Arabic thousands separator (1,000 ->
 * ١٬٠٠٠); runs of 7 or more digits (phone numbers, references) and digits right after "+" stay as
 * written. With 'latn' the text is returned as it is. One rule for the web's texts and the
 * server's names ("من 6 إلى 49 موظفًا"), so a page shows one digit system (design.md, "Numbers").
 */
export function inDigits(text: string, digits: DigitSystem): string {
  if (digits === 'latn') return text;
  return text
    .replace(/(?<![\d+])\d{1,6}(?!\d)/g, (run) =>
      run.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit))),
    )
    .replace(/(?<=[٠-٩]),(?=[٠-٩])/g, '٬');
}

/** Picks the English or Arabic form of a bilingual name. */
export function localName(item: { nameEn: string; nameAr: string }, language: Language): string {
  return language === 'ar' ? item.nameAr : item.nameEn;
}

/**
 * A person's first and last name in `language`: for Arabic, each name's Arabic form when the
 * person has one ("سارة"), else the name as written (decision 044).
 */
export function personName(
  person: { firstName: string; lastName: string; firstNameAr: string | null; lastNameAr: string | null },
  language: Language,
): { firstName: string; lastName: string } {
  if (language !== 'ar') return { firstName: person.firstName, lastName: person.lastName };
  return { firstName: person.firstNameAr ?? person.firstName, lastName: person.lastNameAr ?? person.lastName };
}

/** A person's full name in `language` ("سارة القحطاني" / "Sara Al-Qahtani"), by personName's rule. */
export function fullPersonName(
  person: { firstName: string; lastName: string; firstNameAr: string | null; lastNameAr: string | null },
  language: Language,
): string {
  const { firstName, lastName } = personName(person, language);
  return `${firstName} ${lastName}`.trim();
}
