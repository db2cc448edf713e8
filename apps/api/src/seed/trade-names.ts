import { activityNameAr, type Activity } from './names/activity.ts';
import type { BilingualWord } from './names/bilingual-word.ts';
import type { GivenName } from './names/given-names.ts';

/**
 * A bilingual trade name. `isMasculine` tells the Arabic description how to agree with the
 * name's head noun: شركة, مؤسسة and مجموعة are feminine, مكتب and فرع masculine.
 */
export type TradeName = { nameEn: string; nameAr: string; isMasculine: boolean };

/** Someone a trade name is named after: "Noura Al Qahtani" / "نورة القحطاني". */
export type Person = BilingualWord & { isFemale: boolean };

/** Joins a first name and a family name in both languages. */
export function personName(given: GivenName, family: BilingualWord): Person {
  return { en: `${given.en} ${family.en}`, ar: `${given.ar} ${family.ar}`, isFemale: given.isFemale };
}

function feminine(nameEn: string, nameAr: string): TradeName {
  return { nameEn, nameAr, isMasculine: false };
}

function masculine(nameEn: string, nameAr: string): TradeName {
  return { nameEn, nameAr, isMasculine: true };
}

/** "Al Zamil Contracting Co." / "شركة الزامل للمقاولات" */
export function companyName(owner: BilingualWord, activity: Activity): TradeName {
  return feminine(`${owner.en} ${activity.en} Co.`, `شركة ${owner.ar} ${activityNameAr(activity)}`);
}

/** "Al Zamil Contracting Co. Ltd." / "شركة الزامل للمقاولات المحدودة" */
export function limitedCompanyName(owner: BilingualWord, activity: Activity): TradeName {
  return feminine(`${owner.en} ${activity.en} Co. Ltd.`, `شركة ${owner.ar} ${activityNameAr(activity)} المحدودة`);
}

/** "Noura Al Qahtani Consulting Est." / "مؤسسة نورة القحطاني للاستشارات" */
export function establishmentName(owner: BilingualWord, activity: Activity): TradeName {
  return feminine(`${owner.en} ${activity.en} Est.`, `مؤسسة ${owner.ar} ${activityNameAr(activity)}`);
}

/** "Noura Al Qahtani Translation Office" / "مكتب نورة القحطاني للترجمة" */
export function officeName(owner: BilingualWord, activity: Activity): TradeName {
  return masculine(`${owner.en} ${activity.en} Office`, `مكتب ${owner.ar} ${activityNameAr(activity)}`);
}

/** "Al Zamil Holding Co." / "شركة الزامل القابضة" */
export function holdingName(family: BilingualWord): TradeName {
  return feminine(`${family.en} Holding Co.`, `شركة ${family.ar} القابضة`);
}

/** "Al Zamil Group" / "مجموعة الزامل" */
export function groupName(family: BilingualWord): TradeName {
  return feminine(`${family.en} Group`, `مجموعة ${family.ar}`);
}

/** "Abdullah Al Zamil & Sons Contracting Co." / "شركة عبدالله الزامل وأولاده للمقاولات" */
export function sonsName(person: Person, activity: Activity): TradeName {
  const sons = person.isFemale ? 'وأولادها' : 'وأولاده';
  return feminine(`${person.en} & Sons ${activity.en} Co.`, `شركة ${person.ar} ${sons} ${activityNameAr(activity)}`);
}

/** "Al Zamil Brothers Contracting Co." / "شركة إخوان الزامل للمقاولات" */
export function brothersName(family: BilingualWord, activity: Activity): TradeName {
  return feminine(`${family.en} Brothers ${activity.en} Co.`, `شركة إخوان ${family.ar} ${activityNameAr(activity)}`);
}

/** "Abdullah Al Zamil & Partners Contracting Co." / "شركة عبدالله الزامل وشركاه للمقاولات" */
export function partnersName(person: Person, activity: Activity): TradeName {
  return feminine(
    `${person.en} & Partners ${activity.en} Co.`,
    `شركة ${person.ar} ${partners(person)} ${activityNameAr(activity)}`,
  );
}

/** "Sarah Al Ghamdi & Partners Law Firm" / "شركة سارة الغامدي وشركاؤها للمحاماة والاستشارات القانونية" */
export function professionalFirmName(person: Person, activity: Activity): TradeName {
  return feminine(
    `${person.en} & Partners ${activity.en}`,
    `شركة ${person.ar} ${partners(person)} ${activityNameAr(activity)}`,
  );
}

function partners(person: Person): string {
  return person.isFemale ? 'وشركاؤها' : 'وشركاه';
}

/** "Branch of Al Khaleej International Trading Co." / "فرع شركة الخليج العالمية للتجارة" */
export function foreignBranchName(brand: BilingualWord, activity: Activity): TradeName {
  return masculine(
    `Branch of ${brand.en} International ${activity.en} Co.`,
    `فرع شركة ${brand.ar} العالمية ${activityNameAr(activity)}`,
  );
}

/** "Al Zamil Investment Co." / "شركة الزامل للاستثمار" */
export function investmentCompanyName(owner: BilingualWord): TradeName {
  return feminine(`${owner.en} Investment Co.`, `شركة ${owner.ar} للاستثمار`);
}

/** "Al Zamil Investment Group" / "مجموعة الزامل للاستثمار" */
export function investmentGroupName(family: BilingualWord): TradeName {
  return feminine(`${family.en} Investment Group`, `مجموعة ${family.ar} للاستثمار`);
}

/** "Al Zamil Family Office" / "مكتب الزامل العائلي" */
export function familyOfficeName(family: BilingualWord): TradeName {
  return masculine(`${family.en} Family Office`, `مكتب ${family.ar} العائلي`);
}

/** "Al Yamamah Capital" / "اليمامة المالية", as Saudi investment banks name themselves. */
export function capitalName(brand: BilingualWord): TradeName {
  return feminine(`${brand.en} Capital`, `${brand.ar} المالية`);
}

/** "Sanad Ventures" / "سند فنتشرز": Saudi venture firms keep "Ventures" transliterated. */
export function venturesName(brand: BilingualWord): TradeName {
  return feminine(`${brand.en} Ventures`, `${brand.ar} فنتشرز`);
}
