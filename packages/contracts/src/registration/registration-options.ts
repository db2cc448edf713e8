/**
 * Choices of the consultant form that no lookup list (lookups/lookup-lists.ts) covers (the spec
 * names the fields, not their options). Bilingual, like the lookup lists; the form shows them as
 * selects.
 */
export type RegistrationOption = { code: string; nameEn: string; nameAr: string };

/** Language proficiency, after the CEFR bands. */
export const PROFICIENCY_LEVELS = [
  { code: 'basic', nameEn: 'Basic', nameAr: 'مبتدئ' },
  { code: 'intermediate', nameEn: 'Intermediate', nameAr: 'متوسط' },
  { code: 'advanced', nameEn: 'Advanced', nameAr: 'متقدم' },
  { code: 'native', nameEn: 'Native or bilingual', nameAr: 'لغة أم أو ثنائي اللغة' },
] as const satisfies readonly RegistrationOption[];

/** Highest degree. */
export const DEGREE_LEVELS = [
  { code: 'diploma', nameEn: 'Diploma', nameAr: 'دبلوم' },
  { code: 'bachelor', nameEn: "Bachelor's degree", nameAr: 'بكالوريوس' },
  { code: 'master', nameEn: "Master's degree", nameAr: 'ماجستير' },
  { code: 'doctorate', nameEn: 'Doctorate', nameAr: 'دكتوراه' },
] as const satisfies readonly RegistrationOption[];

/** The CFA Program level reached by a candidate who is not a charterholder. */
export const CFA_LEVELS = [
  { code: 'none', nameEn: 'Not a candidate', nameAr: 'لست مرشحًا' },
  { code: 'level_1', nameEn: 'Level I', nameAr: 'المستوى الأول' },
  { code: 'level_2', nameEn: 'Level II', nameAr: 'المستوى الثاني' },
  { code: 'level_3', nameEn: 'Level III', nameAr: 'المستوى الثالث' },
] as const satisfies readonly RegistrationOption[];

/** The kind of the consultant's current employer. */
export const EMPLOYER_TYPES = [
  { code: 'self_employed', nameEn: 'Self-employed', nameAr: 'عمل حر' },
  { code: 'private_company', nameEn: 'Private company', nameAr: 'شركة خاصة' },
  { code: 'listed_company', nameEn: 'Listed company', nameAr: 'شركة مدرجة' },
  { code: 'bank', nameEn: 'Bank or financial institution', nameAr: 'بنك أو مؤسسة مالية' },
  { code: 'consultancy', nameEn: 'Consulting firm', nameAr: 'شركة استشارات' },
  { code: 'government', nameEn: 'Government entity', nameAr: 'جهة حكومية' },
  { code: 'academia', nameEn: 'University or research', nameAr: 'جامعة أو جهة بحثية' },
  { code: 'other', nameEn: 'Other', nameAr: 'أخرى' },
] as const satisfies readonly RegistrationOption[];

/** Freelancing availability. */
export const AVAILABILITY_OPTIONS = [
  { code: 'full_time', nameEn: 'Full time', nameAr: 'دوام كامل' },
  { code: 'part_time', nameEn: 'Part time', nameAr: 'دوام جزئي' },
  { code: 'weekends', nameEn: 'Weekends only', nameAr: 'عطلات نهاية الأسبوع فقط' },
  { code: 'per_project', nameEn: 'Per project', nameAr: 'حسب المشروع' },
] as const satisfies readonly RegistrationOption[];
