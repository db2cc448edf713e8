import type { LookupListName, StaticLookupItem } from './lookup-lists.ts';

/**
 * Lookup lists answered from reference data (database tables seeded from data/, or the npm
 * packages i18n-iso-countries and currency-codes); every other list is kept in code below.
 */
export const DATA_BACKED_LOOKUP_LISTS = [
  'countries',
  'currencies',
  'mena-countries',
  'saudi-country',
  'cities',
  'sectors',
  'industrial-classification-level-1',
  'industrial-classification-level-2',
  'industrial-classification-level-4',
] as const satisfies readonly LookupListName[];

export type DataBackedListName = (typeof DATA_BACKED_LOOKUP_LISTS)[number];
export type StaticListName = Exclude<LookupListName, DataBackedListName>;

type CodesOf<T extends readonly StaticLookupItem[]> = {
  readonly [K in keyof T]: T[K] extends { code: infer C } ? C : never;
};

/** The codes of a list, in order, typed as the tuple of its literal codes (for z.enum). */
function codesOf<const T extends readonly StaticLookupItem[]>(items: T): CodesOf<T> {
  // map keeps length and order, so the array is exactly the tuple CodesOf<T> describes
  return items.map((item) => item.code) as unknown as CodesOf<T>;
}

/** Forms of the Saudi Companies Law (Royal Decree M/132, 1443H / 2022), plus sole
 * proprietorships (registered as establishments) and branches of foreign companies. */
const LEGAL_FORMS = [
  { code: 'joint_stock', nameEn: 'Joint Stock Company', nameAr: 'شركة مساهمة' },
  { code: 'simplified_joint_stock', nameEn: 'Simplified Joint Stock Company', nameAr: 'شركة مساهمة مبسطة' },
  { code: 'limited_liability', nameEn: 'Limited Liability Company', nameAr: 'شركة ذات مسؤولية محدودة' },
  { code: 'general_partnership', nameEn: 'General Partnership', nameAr: 'شركة تضامن' },
  { code: 'limited_partnership', nameEn: 'Limited Partnership', nameAr: 'شركة توصية بسيطة' },
  { code: 'sole_proprietorship', nameEn: 'Sole Proprietorship (Establishment)', nameAr: 'مؤسسة فردية' },
  { code: 'professional', nameEn: 'Professional Company', nameAr: 'شركة مهنية' },
  { code: 'foreign_branch', nameEn: 'Branch of a Foreign Company', nameAr: 'فرع شركة أجنبية' },
] as const satisfies readonly StaticLookupItem[];
export const LEGAL_FORM_CODES = codesOf(LEGAL_FORMS);
export type LegalForm = (typeof LEGAL_FORM_CODES)[number];

const BUSINESS_TYPES = [
  { code: 'b2b', nameEn: 'B2B (business to business)', nameAr: 'بين الشركات (B2B)' },
  { code: 'b2c', nameEn: 'B2C (business to consumer)', nameAr: 'من الشركات إلى المستهلكين (B2C)' },
  { code: 'b2g', nameEn: 'B2G (business to government)', nameAr: 'من الشركات إلى الجهات الحكومية (B2G)' },
  {
    code: 'b2b2c',
    nameEn: 'B2B2C (business to business to consumer)',
    nameAr: 'من الشركات إلى المستهلكين عبر الشركاء (B2B2C)',
  },
  { code: 'd2c', nameEn: 'D2C (direct to consumer)', nameAr: 'البيع المباشر للمستهلك (D2C)' },
  { code: 'marketplace', nameEn: 'Marketplace', nameAr: 'سوق إلكتروني' },
  { code: 'saas', nameEn: 'SaaS (software as a service)', nameAr: 'البرمجيات كخدمة (SaaS)' },
  { code: 'franchise', nameEn: 'Franchise', nameAr: 'امتياز تجاري' },
] as const satisfies readonly StaticLookupItem[];
export const BUSINESS_TYPE_CODES = codesOf(BUSINESS_TYPES);
export type BusinessType = (typeof BUSINESS_TYPE_CODES)[number];

const DEVELOPMENT_STAGES = [
  { code: 'idea', nameEn: 'Idea', nameAr: 'الفكرة' },
  { code: 'pre_seed', nameEn: 'Pre-seed (prototype)', nameAr: 'ما قبل البذرة (نموذج أولي)' },
  { code: 'early_revenue', nameEn: 'Early revenue', nameAr: 'بداية تحقيق الإيرادات' },
  { code: 'growth', nameEn: 'Growth', nameAr: 'النمو' },
  { code: 'expansion', nameEn: 'Expansion', nameAr: 'التوسع' },
  { code: 'mature', nameEn: 'Mature', nameAr: 'النضج' },
  { code: 'pre_ipo', nameEn: 'Pre-IPO', nameAr: 'ما قبل الطرح العام الأولي' },
] as const satisfies readonly StaticLookupItem[];
export const DEVELOPMENT_STAGE_CODES = codesOf(DEVELOPMENT_STAGES);
export type DevelopmentStage = (typeof DEVELOPMENT_STAGE_CODES)[number];

/** Brackets follow Monsha'at's enterprise sizes: micro 1-5, small 6-49, medium 50-249, large 250+. */
const EMPLOYEE_BRACKETS = [
  { code: '1-5', nameEn: '1-5 employees', nameAr: 'من 1 إلى 5 موظفين' },
  { code: '6-49', nameEn: '6-49 employees', nameAr: 'من 6 إلى 49 موظفًا' },
  { code: '50-249', nameEn: '50-249 employees', nameAr: 'من 50 إلى 249 موظفًا' },
  { code: '250-999', nameEn: '250-999 employees', nameAr: 'من 250 إلى 999 موظفًا' },
  { code: '1000-4999', nameEn: '1,000-4,999 employees', nameAr: 'من 1,000 إلى 4,999 موظفًا' },
  { code: '5000+', nameEn: '5,000 employees or more', nameAr: '5,000 موظف فأكثر' },
] as const satisfies readonly StaticLookupItem[];
export const EMPLOYEE_BRACKET_CODES = codesOf(EMPLOYEE_BRACKETS);
export type EmployeeBracket = (typeof EMPLOYEE_BRACKET_CODES)[number];

const FUNDING_TYPES = [
  { code: 'equity', nameEn: 'Equity', nameAr: 'حقوق ملكية' },
  { code: 'convertible_note', nameEn: 'Convertible note', nameAr: 'سند قابل للتحويل' },
  {
    code: 'safe',
    nameEn: 'SAFE (simple agreement for future equity)',
    nameAr: 'اتفاقية الملكية المستقبلية البسيطة (SAFE)',
  },
  { code: 'venture_debt', nameEn: 'Venture debt', nameAr: 'الدين الجريء' },
  { code: 'revenue_based', nameEn: 'Revenue-based financing', nameAr: 'التمويل القائم على الإيرادات' },
  { code: 'grant', nameEn: 'Grant', nameAr: 'منحة' },
  { code: 'equity_crowdfunding', nameEn: 'Equity crowdfunding', nameAr: 'التمويل الجماعي بالأسهم' },
  { code: 'debt_crowdfunding', nameEn: 'Debt crowdfunding', nameAr: 'التمويل الجماعي بالدين' },
  // Saudi banks lend through Sharia-compliant financing, hence "تمويل" rather than "قرض"
  { code: 'bank_loan', nameEn: 'Bank loan', nameAr: 'تمويل بنكي' },
  { code: 'sukuk', nameEn: 'Sukuk', nameAr: 'صكوك' },
  { code: 'government_program', nameEn: 'Government financing program', nameAr: 'برنامج تمويل حكومي' },
  { code: 'private_placement', nameEn: 'Private placement', nameAr: 'طرح خاص' },
] as const satisfies readonly StaticLookupItem[];
export const FUNDING_TYPE_CODES = codesOf(FUNDING_TYPES);
export type FundingType = (typeof FUNDING_TYPE_CODES)[number];

const INVESTOR_TYPES = [
  { code: 'angel', nameEn: 'Angel investor', nameAr: 'مستثمر ملائكي' },
  { code: 'venture_capital', nameEn: 'Venture capital', nameAr: 'رأس مال جريء' },
  { code: 'private_equity', nameEn: 'Private equity', nameAr: 'ملكية خاصة' },
  { code: 'family_office', nameEn: 'Family office', nameAr: 'مكتب عائلي' },
  { code: 'corporate', nameEn: 'Corporate investor', nameAr: 'شركة مستثمرة' },
  { code: 'sovereign_fund', nameEn: 'Sovereign or government fund', nameAr: 'صندوق سيادي أو حكومي' },
  { code: 'institutional', nameEn: 'Institutional investor', nameAr: 'مستثمر مؤسسي' },
  { code: 'asset_manager', nameEn: 'Asset manager', nameAr: 'شركة إدارة أصول' },
  { code: 'hnwi', nameEn: 'High-net-worth individual', nameAr: 'فرد من ذوي الملاءة المالية العالية' },
  { code: 'accelerator', nameEn: 'Accelerator or incubator', nameAr: 'مسرّعة أو حاضنة أعمال' },
] as const satisfies readonly StaticLookupItem[];
export const INVESTOR_TYPE_CODES = codesOf(INVESTOR_TYPES);
export type InvestorType = (typeof INVESTOR_TYPE_CODES)[number];

/** Titles: Dr., Mr., Ms. */
const TITLES = [
  { code: 'dr', nameEn: 'Dr.', nameAr: 'د.' },
  { code: 'mr', nameEn: 'Mr.', nameAr: 'السيد' },
  { code: 'ms', nameEn: 'Ms.', nameAr: 'السيدة' },
] as const satisfies readonly StaticLookupItem[];
export const TITLE_CODES = codesOf(TITLES);
export type Title = (typeof TITLE_CODES)[number];

/** Honorifics beyond the three titles, as used in Saudi correspondence. */
const CUSTOM_TITLES = [
  { code: 'eng', nameEn: 'Eng.', nameAr: 'المهندس' },
  { code: 'prof', nameEn: 'Prof.', nameAr: 'الأستاذ الدكتور' },
  { code: 'sheikh', nameEn: 'Sheikh', nameAr: 'الشيخ' },
  { code: 'his_excellency', nameEn: 'H.E.', nameAr: 'سعادة' },
  { code: 'hrh_prince', nameEn: 'HRH Prince', nameAr: 'صاحب السمو الملكي الأمير' },
  { code: 'hrh_princess', nameEn: 'HRH Princess', nameAr: 'صاحبة السمو الملكي الأميرة' },
  { code: 'hh_prince', nameEn: 'HH Prince', nameAr: 'صاحب السمو الأمير' },
  { code: 'mrs', nameEn: 'Mrs.', nameAr: 'السيدة' },
  { code: 'miss', nameEn: 'Miss', nameAr: 'الآنسة' },
  { code: 'capt', nameEn: 'Capt.', nameAr: 'الكابتن' },
] as const satisfies readonly StaticLookupItem[];

const DESIGNATIONS = [
  { code: 'chairman', nameEn: 'Chairman of the Board', nameAr: 'رئيس مجلس الإدارة' },
  { code: 'board_member', nameEn: 'Board Member', nameAr: 'عضو مجلس الإدارة' },
  { code: 'ceo', nameEn: 'Chief Executive Officer', nameAr: 'الرئيس التنفيذي' },
  { code: 'managing_director', nameEn: 'Managing Director', nameAr: 'العضو المنتدب' },
  { code: 'general_manager', nameEn: 'General Manager', nameAr: 'المدير العام' },
  { code: 'cfo', nameEn: 'Chief Financial Officer', nameAr: 'الرئيس التنفيذي للمالية' },
  { code: 'coo', nameEn: 'Chief Operating Officer', nameAr: 'الرئيس التنفيذي للعمليات' },
  { code: 'cto', nameEn: 'Chief Technology Officer', nameAr: 'الرئيس التنفيذي للتقنية' },
  { code: 'cio', nameEn: 'Chief Investment Officer', nameAr: 'الرئيس التنفيذي للاستثمار' },
  { code: 'founder', nameEn: 'Founder', nameAr: 'المؤسس' },
  { code: 'co_founder', nameEn: 'Co-founder', nameAr: 'شريك مؤسس' },
  { code: 'owner', nameEn: 'Owner', nameAr: 'المالك' },
  { code: 'partner', nameEn: 'Partner', nameAr: 'شريك' },
  { code: 'director', nameEn: 'Director', nameAr: 'مدير إدارة' },
  { code: 'investment_manager', nameEn: 'Investment Manager', nameAr: 'مدير الاستثمار' },
  { code: 'finance_manager', nameEn: 'Finance Manager', nameAr: 'المدير المالي' },
  { code: 'analyst', nameEn: 'Analyst', nameAr: 'محلل' },
  { code: 'consultant', nameEn: 'Consultant', nameAr: 'مستشار' },
  { code: 'other', nameEn: 'Other', nameAr: 'أخرى' },
] as const satisfies readonly StaticLookupItem[];

const FIELDS_OF_STUDY = [
  { code: 'accounting', nameEn: 'Accounting', nameAr: 'المحاسبة' },
  { code: 'finance', nameEn: 'Finance', nameAr: 'المالية' },
  { code: 'islamic_banking', nameEn: 'Islamic Banking and Finance', nameAr: 'المصرفية والتمويل الإسلامي' },
  { code: 'economics', nameEn: 'Economics', nameAr: 'الاقتصاد' },
  { code: 'business_administration', nameEn: 'Business Administration', nameAr: 'إدارة الأعمال' },
  { code: 'marketing', nameEn: 'Marketing', nameAr: 'التسويق' },
  { code: 'human_resources', nameEn: 'Human Resource Management', nameAr: 'إدارة الموارد البشرية' },
  { code: 'supply_chain', nameEn: 'Supply Chain Management', nameAr: 'إدارة سلاسل الإمداد' },
  { code: 'law', nameEn: 'Law', nameAr: 'القانون' },
  { code: 'computer_science', nameEn: 'Computer Science', nameAr: 'علوم الحاسب' },
  { code: 'information_systems', nameEn: 'Information Systems', nameAr: 'نظم المعلومات' },
  { code: 'data_science', nameEn: 'Data Science', nameAr: 'علم البيانات' },
  { code: 'engineering', nameEn: 'Engineering', nameAr: 'الهندسة' },
  { code: 'mathematics_statistics', nameEn: 'Mathematics and Statistics', nameAr: 'الرياضيات والإحصاء' },
  { code: 'actuarial_science', nameEn: 'Actuarial Science', nameAr: 'العلوم الاكتوارية' },
  { code: 'other', nameEn: 'Other', nameAr: 'أخرى' },
] as const satisfies readonly StaticLookupItem[];

const FIRST_GRADUATION_YEAR = 1970;
/** 1970 up to the current year, one entry per year; the list grows on its own each January. */
function graduationYears(): StaticLookupItem[] {
  const years: StaticLookupItem[] = [];
  for (let year = FIRST_GRADUATION_YEAR; year <= new Date().getUTCFullYear(); year += 1) {
    years.push({ code: String(year), nameEn: String(year), nameAr: String(year) });
  }
  return years;
}

const YEARS_OF_EXPERIENCE = [
  { code: 'under-1', nameEn: 'Less than 1 year', nameAr: 'أقل من سنة' },
  { code: '1-2', nameEn: '1-2 years', nameAr: 'من سنة إلى سنتين' },
  { code: '3-5', nameEn: '3-5 years', nameAr: 'من 3 إلى 5 سنوات' },
  { code: '6-10', nameEn: '6-10 years', nameAr: 'من 6 إلى 10 سنوات' },
  { code: '11-15', nameEn: '11-15 years', nameAr: 'من 11 إلى 15 سنة' },
  { code: '16-20', nameEn: '16-20 years', nameAr: 'من 16 إلى 20 سنة' },
  { code: '20+', nameEn: 'More than 20 years', nameAr: 'أكثر من 20 سنة' },
] as const satisfies readonly StaticLookupItem[];

const INDUSTRIES_OF_EXPERTISE = [
  { code: 'banking', nameEn: 'Banking', nameAr: 'القطاع المصرفي' },
  { code: 'insurance', nameEn: 'Insurance', nameAr: 'التأمين' },
  { code: 'capital_markets', nameEn: 'Capital Markets', nameAr: 'السوق المالية' },
  { code: 'real_estate', nameEn: 'Real Estate', nameAr: 'العقارات' },
  { code: 'energy', nameEn: 'Energy', nameAr: 'الطاقة' },
  { code: 'petrochemicals', nameEn: 'Petrochemicals', nameAr: 'البتروكيماويات' },
  { code: 'mining', nameEn: 'Mining', nameAr: 'التعدين' },
  { code: 'healthcare', nameEn: 'Healthcare', nameAr: 'الرعاية الصحية' },
  { code: 'retail', nameEn: 'Retail', nameAr: 'تجارة التجزئة' },
  { code: 'telecom', nameEn: 'Telecommunications', nameAr: 'الاتصالات' },
  { code: 'technology', nameEn: 'Technology', nameAr: 'التقنية' },
  { code: 'construction', nameEn: 'Construction', nameAr: 'التشييد والبناء' },
  { code: 'manufacturing', nameEn: 'Manufacturing', nameAr: 'الصناعة' },
  { code: 'logistics', nameEn: 'Transport and Logistics', nameAr: 'النقل والخدمات اللوجستية' },
  { code: 'tourism', nameEn: 'Tourism and Hospitality', nameAr: 'السياحة والضيافة' },
  { code: 'education', nameEn: 'Education', nameAr: 'التعليم' },
  { code: 'food_agriculture', nameEn: 'Food and Agriculture', nameAr: 'الأغذية والزراعة' },
  { code: 'government', nameEn: 'Government Sector', nameAr: 'القطاع الحكومي' },
] as const satisfies readonly StaticLookupItem[];

const AREAS_OF_EXPERTISE = [
  { code: 'valuation', nameEn: 'Business Valuation', nameAr: 'تقييم المنشآت' },
  { code: 'financial_modelling', nameEn: 'Financial Modelling', nameAr: 'النمذجة المالية' },
  { code: 'mergers_acquisitions', nameEn: 'Mergers and Acquisitions', nameAr: 'الاندماج والاستحواذ' },
  { code: 'fundraising', nameEn: 'Fundraising', nameAr: 'جمع التمويل' },
  // "الفحص النافي للجهالة" is the Capital Market Authority's term for due diligence
  { code: 'due_diligence', nameEn: 'Due Diligence', nameAr: 'الفحص النافي للجهالة' },
  { code: 'ipo_advisory', nameEn: 'IPO Advisory', nameAr: 'استشارات الطرح العام الأولي' },
  { code: 'restructuring', nameEn: 'Restructuring', nameAr: 'إعادة الهيكلة' },
  { code: 'corporate_governance', nameEn: 'Corporate Governance', nameAr: 'حوكمة الشركات' },
  { code: 'zakat_tax', nameEn: 'Zakat and Tax', nameAr: 'الزكاة والضريبة' },
  { code: 'fp_and_a', nameEn: 'Financial Planning and Analysis', nameAr: 'التخطيط والتحليل المالي' },
  { code: 'feasibility_studies', nameEn: 'Feasibility Studies', nameAr: 'دراسات الجدوى' },
  { code: 'business_plans', nameEn: 'Business Plans', nameAr: 'خطط الأعمال' },
  { code: 'risk_management', nameEn: 'Risk Management', nameAr: 'إدارة المخاطر' },
  { code: 'accounting_audit', nameEn: 'Accounting and Audit', nameAr: 'المحاسبة والمراجعة' },
  { code: 'shariah_compliance', nameEn: 'Sharia Compliance', nameAr: 'الالتزام بالضوابط الشرعية' },
  { code: 'strategy', nameEn: 'Strategy', nameAr: 'الاستراتيجية' },
] as const satisfies readonly StaticLookupItem[];

const REASONS_TO_APPLY = [
  { code: 'extra_income', nameEn: 'Earn additional income', nameAr: 'تحقيق دخل إضافي' },
  { code: 'flexible_work', nameEn: 'Work flexible hours', nameAr: 'العمل بساعات مرنة' },
  { code: 'independent_career', nameEn: 'Work as an independent consultant', nameAr: 'العمل مستشارًا مستقلًا' },
  { code: 'new_sectors', nameEn: 'Gain experience in new sectors', nameAr: 'اكتساب خبرة في قطاعات جديدة' },
  { code: 'network', nameEn: 'Grow my professional network', nameAr: 'توسيع شبكة علاقاتي المهنية' },
  { code: 'support_smes', nameEn: 'Support small and medium enterprises', nameAr: 'دعم المنشآت الصغيرة والمتوسطة' },
  { code: 'share_expertise', nameEn: 'Share my expertise', nameAr: 'مشاركة خبراتي' },
  { code: 'other', nameEn: 'Other', nameAr: 'أخرى' },
] as const satisfies readonly StaticLookupItem[];

/** SAR per hour. */
const PREFERRED_HOURLY_RATES = [
  { code: 'under-100', nameEn: 'Less than SAR 100 per hour', nameAr: 'أقل من 100 ريال للساعة' },
  { code: '100-199', nameEn: 'SAR 100-199 per hour', nameAr: 'من 100 إلى 199 ريالًا للساعة' },
  { code: '200-349', nameEn: 'SAR 200-349 per hour', nameAr: 'من 200 إلى 349 ريالًا للساعة' },
  { code: '350-499', nameEn: 'SAR 350-499 per hour', nameAr: 'من 350 إلى 499 ريالًا للساعة' },
  { code: '500-749', nameEn: 'SAR 500-749 per hour', nameAr: 'من 500 إلى 749 ريالًا للساعة' },
  { code: '750-999', nameEn: 'SAR 750-999 per hour', nameAr: 'من 750 إلى 999 ريالًا للساعة' },
  { code: '1000+', nameEn: 'SAR 1,000 or more per hour', nameAr: '1,000 ريال فأكثر للساعة' },
] as const satisfies readonly StaticLookupItem[];

const PROJECTS_PER_WEEK = [
  { code: '1', nameEn: '1 project', nameAr: 'مشروع واحد' },
  { code: '2', nameEn: '2 projects', nameAr: 'مشروعان' },
  { code: '3', nameEn: '3 projects', nameAr: '3 مشاريع' },
  { code: '4', nameEn: '4 projects', nameAr: '4 مشاريع' },
  { code: '5+', nameEn: '5 projects or more', nameAr: '5 مشاريع فأكثر' },
] as const satisfies readonly StaticLookupItem[];

/** Order validity: good till cancelled or till a given date. */
const ORDER_TYPES = [
  { code: 'GTC', nameEn: 'Good till cancelled', nameAr: 'صالح حتى الإلغاء' },
  { code: 'GTE', nameEn: 'Good till expiry date', nameAr: 'صالح حتى تاريخ الانتهاء' },
] as const satisfies readonly StaticLookupItem[];
export const ORDER_TYPE_CODES = codesOf(ORDER_TYPES);
export type OrderType = (typeof ORDER_TYPE_CODES)[number];

const FINTECH_CATEGORIES = [
  { code: 'payments', nameEn: 'Payments', nameAr: 'المدفوعات' },
  { code: 'digital_wallets', nameEn: 'Digital Wallets', nameAr: 'المحافظ الرقمية' },
  { code: 'pos', nameEn: 'Point of Sale (POS)', nameAr: 'نقاط البيع' },
  { code: 'lending', nameEn: 'Lending', nameAr: 'التمويل' },
  { code: 'bnpl', nameEn: 'Buy Now, Pay Later', nameAr: 'اشترِ الآن وادفع لاحقًا' },
  { code: 'wealthtech', nameEn: 'WealthTech', nameAr: 'تقنية إدارة الثروات' },
  { code: 'insurtech', nameEn: 'InsurTech', nameAr: 'تقنية التأمين' },
  { code: 'regtech', nameEn: 'RegTech', nameAr: 'التقنية التنظيمية' },
  { code: 'open_banking', nameEn: 'Open Banking', nameAr: 'المصرفية المفتوحة' },
  { code: 'crowdfunding', nameEn: 'Crowdfunding', nameAr: 'التمويل الجماعي' },
  { code: 'digital_banking', nameEn: 'Digital Banking', nameAr: 'المصرفية الرقمية' },
  { code: 'remittance', nameEn: 'Remittances', nameAr: 'الحوالات المالية' },
  { code: 'islamic_fintech', nameEn: 'Islamic Fintech', nameAr: 'التقنية المالية الإسلامية' },
  { code: 'personal_finance', nameEn: 'Personal Finance Management', nameAr: 'إدارة المالية الشخصية' },
  { code: 'e_invoicing', nameEn: 'Accounting and E-invoicing', nameAr: 'المحاسبة والفوترة الإلكترونية' },
] as const satisfies readonly StaticLookupItem[];
export const FINTECH_CATEGORY_CODES = codesOf(FINTECH_CATEGORIES);
export type FintechCategory = (typeof FINTECH_CATEGORY_CODES)[number];

const SHARE_DEAL_TYPES = [
  { code: 'public', nameEn: 'Public deal', nameAr: 'صفقة عامة' },
  { code: 'private', nameEn: 'Private deal', nameAr: 'صفقة خاصة' },
] as const satisfies readonly StaticLookupItem[];
export const SHARE_DEAL_TYPE_CODES = codesOf(SHARE_DEAL_TYPES);
export type ShareDealType = (typeof SHARE_DEAL_TYPE_CODES)[number];

/** Order and bid statuses. */
const SHARE_OFFER_STATUSES = [
  { code: 'open', nameEn: 'Open', nameAr: 'مفتوح' },
  { code: 'closed', nameEn: 'Closed', nameAr: 'مغلق' },
  { code: 'approval_pending', nameEn: 'Approval Pending', nameAr: 'بانتظار الموافقة' },
  { code: 'executed', nameEn: 'Executed', nameAr: 'منفّذ' },
  { code: 'rejected', nameEn: 'Rejected', nameAr: 'مرفوض' },
  { code: 'settlement_pending', nameEn: 'Settlement Pending', nameAr: 'بانتظار التسوية' },
  { code: 'settlement_completed', nameEn: 'Settlement Completed', nameAr: 'تمت التسوية' },
  { code: 'admin_pending', nameEn: 'Admin Pending', nameAr: 'بانتظار مراجعة الإدارة' },
  { code: 'admin_approved', nameEn: 'Admin Approved', nameAr: 'معتمد من الإدارة' },
  { code: 'admin_rejected', nameEn: 'Admin Rejected', nameAr: 'مرفوض من الإدارة' },
  { code: 'negotiating_action_needed', nameEn: 'Negotiating (Action Needed)', nameAr: 'قيد التفاوض (يتطلب إجراء)' },
] as const satisfies readonly StaticLookupItem[];
export const SHARE_OFFER_STATUS_CODES = codesOf(SHARE_OFFER_STATUSES);
export type ShareOfferStatus = (typeof SHARE_OFFER_STATUS_CODES)[number];

const SHARE_TRADE_TYPES = [
  { code: 'buy', nameEn: 'Buy', nameAr: 'شراء' },
  { code: 'sell', nameEn: 'Sell', nameAr: 'بيع' },
] as const satisfies readonly StaticLookupItem[];
export const SHARE_TRADE_TYPE_CODES = codesOf(SHARE_TRADE_TYPES);
export type ShareTradeType = (typeof SHARE_TRADE_TYPE_CODES)[number];

/** Share classes of the Companies Law: ordinary shares and preferred shares. */
const SHARE_TYPES = [
  { code: 'common', nameEn: 'Common shares', nameAr: 'أسهم عادية' },
  { code: 'preferred', nameEn: 'Preferred shares', nameAr: 'أسهم ممتازة' },
] as const satisfies readonly StaticLookupItem[];
export const SHARE_TYPE_CODES = codesOf(SHARE_TYPES);
export type ShareType = (typeof SHARE_TYPE_CODES)[number];

/** Every lookup list kept in code, keyed by its name in LookupListEndpoint's path. */
export const STATIC_LOOKUP_LISTS: Record<StaticListName, readonly StaticLookupItem[]> = {
  'business-types': BUSINESS_TYPES,
  designations: DESIGNATIONS,
  'development-stages': DEVELOPMENT_STAGES,
  'funding-types': FUNDING_TYPES,
  'investor-types': INVESTOR_TYPES,
  'number-of-employees': EMPLOYEE_BRACKETS,
  titles: TITLES,
  'fields-of-study': FIELDS_OF_STUDY,
  'years-of-graduation': graduationYears(),
  'years-of-experience': YEARS_OF_EXPERIENCE,
  'industries-of-expertise': INDUSTRIES_OF_EXPERTISE,
  'areas-of-expertise': AREAS_OF_EXPERTISE,
  'reasons-to-apply': REASONS_TO_APPLY,
  'preferred-hourly-rates': PREFERRED_HOURLY_RATES,
  'projects-per-week': PROJECTS_PER_WEEK,
  'custom-titles': CUSTOM_TITLES,
  'order-types': ORDER_TYPES,
  'fintech-categories': FINTECH_CATEGORIES,
  'share-deal-types': SHARE_DEAL_TYPES,
  'share-offer-statuses': SHARE_OFFER_STATUSES,
  'share-trade-types': SHARE_TRADE_TYPES,
  'share-types': SHARE_TYPES,
  'legal-forms': LEGAL_FORMS,
};

/** The entry of a static list with `code`, or undefined. */
export function findStaticLookupItem(list: StaticListName, code: string): StaticLookupItem | undefined {
  return STATIC_LOOKUP_LISTS[list].find((item) => item.code === code);
}
