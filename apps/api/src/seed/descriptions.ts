import { findStaticLookupItem, type LegalForm } from '@hissa/contracts/lookups/static-lists';
import { activityFieldEn, type Activity } from './names/activity.ts';
import type { BilingualWord } from './names/bilingual-word.ts';
import type { TradeName } from './trade-names.ts';

/** One sentence in each language about a directory entry. */
type Description = { descriptionEn: string; descriptionAr: string };

function withArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`;
}

/** Arabic agreement with the head noun of the name: مقرها / تأسست / تعمل or مقره / تأسس / يعمل. */
function agreement(name: TradeName): { its: string; founded: string; works: string; invests: string } {
  return name.isMasculine
    ? { its: 'مقره', founded: 'تأسس', works: 'يعمل', invests: 'يستثمر' }
    : { its: 'مقرها', founded: 'تأسست', works: 'تعمل', invests: 'تستثمر' };
}

/**
 * "Al Zamil Contracting Co. is a limited liability company based in Riyadh, founded in 1998
 * and working in contracting." / "شركة الزامل للمقاولات شركة ذات مسؤولية محدودة مقرها
 * الرياض، تأسست عام 1998 وتعمل في مجال المقاولات."
 */
export function describeCompany(
  name: TradeName,
  legalForm: LegalForm,
  city: BilingualWord,
  foundingYear: number,
  activity: Activity,
): Description {
  const form = findStaticLookupItem('legal-forms', legalForm);
  const formEn = withArticle((form?.nameEn ?? 'company').toLowerCase());
  const formAr = form?.nameAr ?? 'شركة';
  const ar = agreement(name);
  return {
    descriptionEn: `${name.nameEn} is ${formEn} based in ${city.en}, founded in ${foundingYear} and working in ${activityFieldEn(activity)}.`,
    descriptionAr: `${name.nameAr} ${formAr} ${ar.its} ${city.ar}، ${ar.founded} عام ${foundingYear} و${ar.works} في مجال ${activity.ar}.`,
  };
}

/** Like describeCompany, for a service provider (whose legal form is not recorded). */
export function describeProvider(
  name: TradeName,
  city: BilingualWord,
  foundingYear: number,
  activity: Activity,
): Description {
  const ar = agreement(name);
  return {
    descriptionEn: `${name.nameEn} is a service provider based in ${city.en}, founded in ${foundingYear} and working in ${activityFieldEn(activity)}.`,
    descriptionAr: `${name.nameAr}، ${ar.its} ${city.ar}، ${ar.founded} عام ${foundingYear} و${ar.works} في مجال ${activity.ar}.`,
  };
}

/**
 * "Sanad Ventures is a venture capital firm based in Riyadh, investing in fintech and
 * healthcare." / "سند فنتشرز شركة رأس مال جريء مقرها الرياض، تستثمر في التقنية المالية والرعاية الصحية."
 */
export function describeInstitutionalInvestor(
  name: TradeName,
  kind: BilingualWord,
  place: BilingualWord,
  focus: readonly [BilingualWord, BilingualWord],
): Description {
  const ar = agreement(name);
  return {
    descriptionEn: `${name.nameEn} is ${kind.en} based in ${place.en}, investing in ${focus[0].en} and ${focus[1].en}.`,
    descriptionAr: `${name.nameAr} ${kind.ar} ${ar.its} ${place.ar}، ${ar.invests} في ${focus[0].ar} و${focus[1].ar}.`,
  };
}

/**
 * "Noura Al Qahtani is a private investor based in Jeddah, interested in real estate and
 * healthcare." / "نورة القحطاني مستثمرة مقيمة في جدة، تهتم بالاستثمار في العقارات والرعاية الصحية."
 */
export function describeIndividualInvestor(
  person: BilingualWord & { isFemale: boolean },
  place: BilingualWord,
  focus: readonly [BilingualWord, BilingualWord],
): Description {
  const ar = person.isFemale
    ? { investor: 'مستثمرة مقيمة', interested: 'تهتم' }
    : { investor: 'مستثمر مقيم', interested: 'يهتم' };
  return {
    descriptionEn: `${person.en} is a private investor based in ${place.en}, interested in ${focus[0].en} and ${focus[1].en}.`,
    descriptionAr: `${person.ar} ${ar.investor} في ${place.ar}، ${ar.interested} بالاستثمار في ${focus[0].ar} و${focus[1].ar}.`,
  };
}
