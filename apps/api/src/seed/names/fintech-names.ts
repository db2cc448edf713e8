import type { FintechCategory } from '@hissa/contracts/lookups/static-lists';
import type { FintechCountry } from '@hissa/contracts/fintech/fintech-directory';

/*
 * Word lists of the generated fintech directory (seed/fintech-directory.ts). Brand roots are
 * invented Arabic words in the way Gulf fintechs name themselves (a word, transliterated in
 * English), completed by a suffix that fits the category. Investors are invented too: no real
 * firm is shown with made-up deals.
 */

type Pair = readonly [en: string, ar: string];

/** Brand roots: [English transliteration, Arabic]. */
export const BRAND_ROOTS: readonly Pair[] = [
  ['Wafra', 'وفرة'],
  ['Nuqood', 'نقود'],
  ['Sahm', 'سهم'],
  ['Raseed', 'رصيد'],
  ['Tharwa', 'ثروة'],
  ['Yusr', 'يسر'],
  ['Sanad', 'سند'],
  ['Mizan', 'ميزان'],
  ['Amanah', 'أمانة'],
  ['Dinar', 'دينار'],
  ['Rawaj', 'رواج'],
  ['Barq', 'برق'],
  ['Qist', 'قسط'],
  ['Hasala', 'حصالة'],
  ['Marsa', 'مرسى'],
  ['Waha', 'واحة'],
  ['Sadeem', 'سديم'],
  ['Najm', 'نجم'],
  ['Lamha', 'لمحة'],
  ['Tamkeen', 'تمكين'],
  ['Masar', 'مسار'],
  ['Ruwad', 'رواد'],
  ['Nama', 'نماء'],
  ['Ithmar', 'إثمار'],
  ['Rabih', 'رابح'],
  ['Dafa', 'دفعة'],
  ['Kanz', 'كنز'],
  ['Sila', 'صلة'],
  ['Tadawur', 'تداور'],
  ['Jisr', 'جسر'],
  ['Bawaba', 'بوابة'],
  ['Fanar', 'فنار'],
  ['Rukn', 'ركن'],
  ['Sukuk', 'صكوك'],
  ['Ajr', 'أجر'],
  ['Mathaqa', 'مثاقة'],
  ['Qimma', 'قمة'],
  ['Ruya', 'رؤية'],
  ['Safqa', 'صفقة'],
  ['Takaful', 'تكافل'],
  ['Mawared', 'موارد'],
  ['Hisab', 'حساب'],
  ['Falak', 'فلك'],
  ['Sabeel', 'سبيل'],
  ['Nawaa', 'نواة'],
  ['Zakhm', 'زخم'],
  ['Ufuq', 'أفق'],
  ['Dana', 'دانة'],
  ['Lulua', 'لؤلؤة'],
  ['Maktab', 'مكتب'],
  ['Wasel', 'واصل'],
  ['Rifq', 'رفق'],
  ['Tasdeed', 'تسديد'],
  ['Mustaqbal', 'مستقبل'],
  ['Khazna', 'خزنة'],
  ['Burj', 'برج'],
  ['Sarraf', 'صراف'],
  ['Athar', 'أثر'],
  ['Fazaa', 'فزعة'],
  ['Salam', 'سلام'],
];

/** Name endings per category: [English, Arabic]. */
export const CATEGORY_SUFFIXES: Record<FintechCategory, readonly Pair[]> = {
  payments: [
    ['Pay', 'باي'],
    ['Payments', 'للمدفوعات'],
    ['Checkout', 'تشيك آوت'],
  ],
  digital_wallets: [
    ['Wallet', 'والت'],
    ['Cash', 'كاش'],
    ['Pocket', 'بوكت'],
  ],
  pos: [
    ['POS', 'بوس'],
    ['Terminal', 'ترمينال'],
    ['Merchant', 'ميرشنت'],
  ],
  lending: [
    ['Finance', 'للتمويل'],
    ['Credit', 'كريدت'],
    ['Lend', 'لند'],
  ],
  bnpl: [
    ['Later', 'ليتر'],
    ['Split', 'سبليت'],
    ['Installments', 'للتقسيط'],
  ],
  wealthtech: [
    ['Invest', 'إنفست'],
    ['Capital', 'كابيتال'],
    ['Wealth', 'للثروات'],
  ],
  insurtech: [
    ['Insure', 'للتأمين'],
    ['Cover', 'كفر'],
    ['Shield', 'شيلد'],
  ],
  regtech: [
    ['Comply', 'كومبلاي'],
    ['KYC', 'كي واي سي'],
    ['Verify', 'فيريفاي'],
  ],
  open_banking: [
    ['Connect', 'كونكت'],
    ['Link', 'لينك'],
    ['API', 'إيه بي آي'],
  ],
  crowdfunding: [
    ['Crowd', 'كراود'],
    ['Funding', 'للتمويل الجماعي'],
    ['Together', 'معًا'],
  ],
  digital_banking: [
    ['Bank', 'بنك'],
    ['Neo', 'نيو'],
    ['Digital', 'الرقمي'],
  ],
  remittance: [
    ['Transfer', 'للحوالات'],
    ['Remit', 'ريميت'],
    ['Send', 'سند'],
  ],
  islamic_fintech: [
    ['Halal', 'حلال'],
    ['Sharia', 'الشرعية'],
    ['Ethical', 'الأخلاقية'],
  ],
  personal_finance: [
    ['Budget', 'بادجت'],
    ['Save', 'سيف'],
    ['Money', 'موني'],
  ],
  e_invoicing: [
    ['Books', 'بوكس'],
    ['Invoice', 'للفوترة'],
    ['Ledger', 'ليدجر'],
  ],
};

/** What a category's company does, for the generated description: [English, Arabic]. */
export const CATEGORY_ACTIVITY: Record<FintechCategory, Pair> = {
  payments: ['online and in-store payment acceptance for merchants', 'قبول المدفوعات الإلكترونية والحضورية للتجار'],
  digital_wallets: ['a mobile wallet for everyday spending and transfers', 'محفظة رقمية للإنفاق اليومي والتحويلات'],
  pos: ['smart point-of-sale terminals and merchant software', 'أجهزة نقاط بيع ذكية وبرمجيات للتجار'],
  lending: [
    'working-capital financing for small and medium businesses',
    'تمويل رأس المال العامل للمنشآت الصغيرة والمتوسطة',
  ],
  bnpl: ['interest-free instalment plans at checkout', 'خطط تقسيط بدون فوائد عند الدفع'],
  wealthtech: ['digital investment portfolios and robo-advice', 'محافظ استثمارية رقمية واستشارات آلية'],
  insurtech: ['comparing and buying insurance online', 'مقارنة وثائق التأمين وشرائها عبر الإنترنت'],
  regtech: ['identity verification and compliance automation', 'التحقق من الهوية وأتمتة الامتثال'],
  open_banking: [
    'account aggregation and payment initiation through open banking',
    'تجميع الحسابات وبدء المدفوعات عبر المصرفية المفتوحة',
  ],
  crowdfunding: [
    'debt and equity crowdfunding for growing companies',
    'التمويل الجماعي بالدين والملكية للشركات النامية',
  ],
  digital_banking: [
    'a fully digital bank account for individuals and freelancers',
    'حساب مصرفي رقمي بالكامل للأفراد وأصحاب العمل الحر',
  ],
  remittance: ['low-cost international money transfers', 'حوالات دولية منخفضة التكلفة'],
  islamic_fintech: ['Sharia-compliant savings and financing products', 'منتجات ادخار وتمويل متوافقة مع أحكام الشريعة'],
  personal_finance: ['budgeting, saving goals and spending insights', 'إدارة الميزانية وأهداف الادخار وتحليل الإنفاق'],
  e_invoicing: [
    'ZATCA-compliant e-invoicing and bookkeeping',
    'الفوترة الإلكترونية المتوافقة مع هيئة الزكاة والضريبة والجمارك والمحاسبة',
  ],
};

/** Headquarters cities per country: [English, Arabic], the first the most common. */
export const CITIES: Record<FintechCountry, readonly Pair[]> = {
  SA: [
    ['Riyadh', 'الرياض'],
    ['Jeddah', 'جدة'],
    ['Khobar', 'الخبر'],
    ['Dammam', 'الدمام'],
    ['Madinah', 'المدينة المنورة'],
  ],
  AE: [
    ['Dubai', 'دبي'],
    ['Abu Dhabi', 'أبوظبي'],
  ],
  BH: [['Manama', 'المنامة']],
  KW: [['Kuwait City', 'مدينة الكويت']],
  QA: [['Doha', 'الدوحة']],
  OM: [['Muscat', 'مسقط']],
  EG: [
    ['Cairo', 'القاهرة'],
    ['Alexandria', 'الإسكندرية'],
  ],
  JO: [['Amman', 'عمّان']],
};

/** Invented investors of the region: venture funds, angels' networks, corporate and government-backed funds. */
export const INVESTORS: readonly Pair[] = [
  ['Nakhla Ventures', 'نخلة فنتشرز'],
  ['Dhow Capital', 'داو كابيتال'],
  ['Rimal Partners', 'رمال بارتنرز'],
  ['Sarawat Investments', 'السروات للاستثمار'],
  ['Najd Angels', 'ملائكة نجد'],
  ['Hijaz Growth Fund', 'صندوق الحجاز للنمو'],
  ['Tuwaiq Capital', 'طويق كابيتال'],
  ['Gulf Bridge Ventures', 'جسر الخليج فنتشرز'],
  ['Asir Seed Fund', 'صندوق عسير للبذرة'],
  ['Oasis Venture Partners', 'الواحة فنتشر بارتنرز'],
  ['Red Sea Fintech Fund', 'صندوق البحر الأحمر للتقنية المالية'],
  ['Dune Capital', 'ديون كابيتال'],
  ['Falcon Growth', 'الصقر للنمو'],
  ['Arabian Angels Network', 'شبكة المستثمرين الملائكيين العربية'],
  ['Saqr Ventures', 'صقر فنتشرز'],
  ['Majlis Capital', 'مجلس كابيتال'],
  ['Yamama Investments', 'اليمامة للاستثمار'],
  ['Alwaha Holding', 'الواحة القابضة'],
  ['Sadu Ventures', 'سدو فنتشرز'],
  ['Jabal Partners', 'جبل بارتنرز'],
  ['Qafila Capital', 'قافلة كابيتال'],
  ['Bedaya Fund', 'صندوق بداية'],
  ['Noor Technology Fund', 'صندوق نور للتقنية'],
  ['Marjan Capital', 'مرجان كابيتال'],
  ['Souq Ventures', 'سوق فنتشرز'],
  ['Khaleej Development Fund', 'صندوق الخليج للتنمية'],
  ['Nile Delta Ventures', 'دلتا النيل فنتشرز'],
  ['Petra Angels', 'ملائكة البتراء'],
  ['Corniche Capital', 'كورنيش كابيتال'],
  ['Sidra Investments', 'سدرة للاستثمار'],
  ['Anwar Family Office', 'مكتب عائلة الأنوار'],
  ['Mawsim Ventures', 'موسم فنتشرز'],
  ['Rihla Capital', 'رحلة كابيتال'],
  ['Zumurrud Growth Partners', 'زمرد بارتنرز للنمو'],
  ['Hadeed Corporate Ventures', 'حديد لرأس المال الجريء المؤسسي'],
  ['Thuraya Fund', 'صندوق الثريا'],
];
