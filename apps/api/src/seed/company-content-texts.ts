import type { NewsType, ProductKind } from '@hissa/contracts/company-profile';

/*
 * The bilingual texts the company-content seeder draws from: products and services by ISIC
 * section, team roles, awards and news templates. Arabic is written as Saudi companies write
 * it, not translated word for word.
 */

type ProductTemplate = {
  kind: ProductKind;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
};

const p = (
  kind: ProductKind,
  nameEn: string,
  nameAr: string,
  descriptionEn: string,
  descriptionAr: string,
): ProductTemplate => ({ kind, nameEn, nameAr, descriptionEn, descriptionAr });

/** Products and services by ISIC Rev.4 section letter; `default` for the others. */
export const PRODUCTS_BY_SECTION: Readonly<Record<string, readonly ProductTemplate[]>> = {
  A: [
    p(
      'product',
      'Fresh dates',
      'التمور الطازجة',
      'Sukkari, Khalas and Ajwa dates graded and packed on our farms.',
      'تمور السكري والخلاص والعجوة، تُفرز وتُعبأ في مزارعنا.',
    ),
    p(
      'product',
      'Greenhouse vegetables',
      'خضروات البيوت المحمية',
      'Tomatoes, cucumbers and peppers grown year-round with drip irrigation.',
      'طماطم وخيار وفلفل تُزرع طوال العام بالري بالتنقيط.',
    ),
    p(
      'service',
      'Farm management',
      'إدارة المزارع',
      'Operation of farms for owners, from planting plans to harvest.',
      'تشغيل المزارع لملاكها من خطط الزراعة حتى الحصاد.',
    ),
  ],
  C: [
    p(
      'product',
      'Industrial packaging',
      'مواد التغليف الصناعي',
      'Corrugated boxes and stretch film made to order for factories and distributors.',
      'كراتين مضلعة وأغشية تغليف تُصنع حسب الطلب للمصانع والموزعين.',
    ),
    p(
      'product',
      'Private-label manufacturing',
      'التصنيع للعلامات الخاصة',
      'Production lines that make products under our clients\u2019 brands.',
      'خطوط إنتاج تصنع المنتجات بعلامات عملائنا التجارية.',
    ),
    p(
      'service',
      'Quality testing',
      'فحص الجودة',
      'In-house laboratory tests against SASO standards before every shipment.',
      'فحوص مخبرية داخلية وفق مواصفات الهيئة السعودية للمواصفات قبل كل شحنة.',
    ),
  ],
  F: [
    p(
      'service',
      'General contracting',
      'المقاولات العامة',
      'Design-and-build of commercial and residential buildings, with in-house site teams.',
      'تصميم وتنفيذ المباني التجارية والسكنية بفرق مواقع تابعة لنا.',
    ),
    p(
      'service',
      'Operation and maintenance',
      'التشغيل والصيانة',
      'Preventive maintenance contracts for facilities, with round-the-clock response.',
      'عقود صيانة وقائية للمنشآت مع استجابة على مدار الساعة.',
    ),
    p(
      'service',
      'Fit-out works',
      'أعمال التشطيبات',
      'Interior fit-out of offices, showrooms and restaurants.',
      'تشطيبات داخلية للمكاتب والمعارض والمطاعم.',
    ),
  ],
  G: [
    p(
      'product',
      'Wholesale distribution',
      'التوزيع بالجملة',
      'Supply of fast-moving consumer goods to supermarkets across the Kingdom.',
      'توريد السلع الاستهلاكية سريعة الدوران لمحلات التموينات في أنحاء المملكة.',
    ),
    p(
      'product',
      'Online store',
      'المتجر الإلكتروني',
      'Our range online with delivery within 48 hours in major cities.',
      'منتجاتنا عبر الإنترنت مع التوصيل خلال 48 ساعة في المدن الرئيسية.',
    ),
    p(
      'service',
      'After-sales service',
      'خدمة ما بعد البيع',
      'Installation, warranty and spare parts through our service centres.',
      'التركيب والضمان وقطع الغيار عبر مراكز الخدمة التابعة لنا.',
    ),
  ],
  H: [
    p(
      'service',
      'Freight transport',
      'نقل البضائع',
      'Trucking between Dammam, Riyadh and Jeddah with GPS-tracked fleets.',
      'نقل بري بين الدمام والرياض وجدة بأسطول مزود بالتتبع.',
    ),
    p(
      'service',
      'Warehousing',
      'التخزين',
      'Bonded and temperature-controlled warehouses close to the ports.',
      'مستودعات جمركية ومبردة قريبة من الموانئ.',
    ),
    p(
      'service',
      'Last-mile delivery',
      'توصيل الميل الأخير',
      'Same-day delivery for online retailers.',
      'توصيل في اليوم نفسه للمتاجر الإلكترونية.',
    ),
  ],
  I: [
    p(
      'service',
      'Restaurants',
      'المطاعم',
      'Family restaurants serving Saudi and Levantine dishes.',
      'مطاعم عائلية تقدم الأطباق السعودية والشامية.',
    ),
    p(
      'service',
      'Event catering',
      'تموين الفعاليات',
      'Catering for conferences, weddings and corporate events.',
      'خدمات الضيافة للمؤتمرات والأفراح وفعاليات الشركات.',
    ),
    p(
      'product',
      'Packaged sweets',
      'الحلويات المعلبة',
      'Maamoul and date sweets sold in gift boxes.',
      'معمول وحلويات التمر في علب الهدايا.',
    ),
  ],
  J: [
    p(
      'product',
      'Cloud ERP',
      'نظام تخطيط الموارد السحابي',
      'Arabic-first ERP for small and medium businesses, linked to ZATCA e-invoicing.',
      'نظام تخطيط موارد عربي للمنشآت الصغيرة والمتوسطة، مرتبط بالفوترة الإلكترونية من هيئة الزكاة والضريبة والجمارك.',
    ),
    p(
      'product',
      'Mobile apps',
      'تطبيقات الجوال',
      'Custom iOS and Android apps for retailers and service companies.',
      'تطبيقات مخصصة لأنظمة iOS وأندرويد لمتاجر التجزئة وشركات الخدمات.',
    ),
    p(
      'service',
      'Managed IT services',
      'خدمات تقنية المعلومات المدارة',
      'Network, security and help-desk support under service-level agreements.',
      'دعم الشبكات والأمن السيبراني ومكتب المساعدة وفق اتفاقيات مستوى الخدمة.',
    ),
    p(
      'service',
      'Data analytics',
      'تحليل البيانات',
      'Dashboards and reports that turn sales data into decisions.',
      'لوحات معلومات وتقارير تحول بيانات المبيعات إلى قرارات.',
    ),
  ],
  K: [
    p(
      'service',
      'SME financing',
      'تمويل المنشآت الصغيرة والمتوسطة',
      'Sharia-compliant working-capital financing for small businesses.',
      'تمويل رأس المال العامل للمنشآت الصغيرة وفق الضوابط الشرعية.',
    ),
    p(
      'service',
      'Insurance brokerage',
      'وساطة التأمين',
      'Medical and motor insurance placed with licensed insurers.',
      'تأمين طبي وتأمين مركبات لدى شركات تأمين مرخصة.',
    ),
    p(
      'service',
      'Payment solutions',
      'حلول الدفع',
      'Point-of-sale terminals and payment links for merchants.',
      'أجهزة نقاط البيع وروابط الدفع للتجار.',
    ),
  ],
  L: [
    p(
      'service',
      'Property management',
      'إدارة الأملاك',
      'Leasing, rent collection and maintenance for residential compounds.',
      'التأجير وتحصيل الإيجارات والصيانة للمجمعات السكنية.',
    ),
    p(
      'product',
      'Off-plan units',
      'الوحدات على الخارطة',
      'Apartments and villas sold off-plan under the Wafi programme.',
      'شقق وفلل تُباع على الخارطة ضمن برنامج وافي.',
    ),
    p(
      'service',
      'Real estate valuation',
      'التقييم العقاري',
      'Valuations by accredited valuers for banks and owners.',
      'تقييمات يعدها مقيمون معتمدون للبنوك والملاك.',
    ),
  ],
  M: [
    p(
      'service',
      'Management consulting',
      'الاستشارات الإدارية',
      'Strategy, restructuring and performance programmes.',
      'برامج الإستراتيجية وإعادة الهيكلة وتحسين الأداء.',
    ),
    p(
      'service',
      'Engineering design',
      'التصميم الهندسي',
      'Architectural and MEP design with Saudi Building Code compliance.',
      'تصميم معماري وكهروميكانيكي متوافق مع كود البناء السعودي.',
    ),
    p(
      'service',
      'Accounting and zakat',
      'المحاسبة والزكاة',
      'Bookkeeping, VAT filing and zakat returns.',
      'مسك الدفاتر وإقرارات ضريبة القيمة المضافة والزكاة.',
    ),
  ],
  N: [
    p(
      'service',
      'Facility services',
      'خدمات المرافق',
      'Cleaning, security and reception staff for offices and malls.',
      'عمالة النظافة والأمن والاستقبال للمكاتب والمراكز التجارية.',
    ),
    p(
      'service',
      'Equipment rental',
      'تأجير المعدات',
      'Rental of cranes, generators and site equipment.',
      'تأجير الرافعات والمولدات ومعدات المواقع.',
    ),
    p(
      'service',
      'Travel management',
      'إدارة السفر',
      'Corporate travel and Umrah packages.',
      'السفر لقطاع الأعمال وباقات العمرة.',
    ),
  ],
  P: [
    p(
      'service',
      'Professional training',
      'التدريب المهني',
      'Accredited courses in project management and finance.',
      'دورات معتمدة في إدارة المشاريع والمالية.',
    ),
    p(
      'service',
      'Private schooling',
      'التعليم الأهلي',
      'Bilingual kindergarten and primary classes.',
      'فصول رياض أطفال وابتدائية ثنائية اللغة.',
    ),
    p(
      'product',
      'E-learning platform',
      'منصة التعلم الإلكتروني',
      'Arabic online courses with certificates.',
      'دورات عربية عبر الإنترنت مع شهادات.',
    ),
  ],
  Q: [
    p(
      'service',
      'Outpatient clinics',
      'العيادات الخارجية',
      'Family medicine, dental and dermatology clinics.',
      'عيادات طب الأسرة والأسنان والجلدية.',
    ),
    p(
      'service',
      'Home healthcare',
      'الرعاية الصحية المنزلية',
      'Nursing and physiotherapy visits at home.',
      'زيارات التمريض والعلاج الطبيعي في المنزل.',
    ),
    p(
      'service',
      'Medical laboratory',
      'المختبر الطبي',
      'Accredited tests with results on the app.',
      'فحوص معتمدة مع النتائج عبر التطبيق.',
    ),
  ],
  default: [
    p(
      'service',
      'Consulting and studies',
      'الدراسات والاستشارات',
      'Feasibility studies and technical advice for clients.',
      'دراسات الجدوى والاستشارات الفنية للعملاء.',
    ),
    p(
      'service',
      'Project delivery',
      'تنفيذ المشاريع',
      'Turnkey delivery of projects for public and private clients.',
      'تنفيذ المشاريع بنظام تسليم المفتاح لعملاء القطاعين العام والخاص.',
    ),
    p(
      'product',
      'Supply contracts',
      'عقود التوريد',
      'Long-term supply agreements with fixed service levels.',
      'اتفاقيات توريد طويلة الأجل بمستويات خدمة محددة.',
    ),
  ],
};

type RoleTemplate = {
  titleEn: string;
  titleAr: string;
  titleArFeminine: string;
  areaEn: string;
  areaAr: string;
};

/** Team roles, in the order a profile lists them. */
export const TEAM_ROLES: readonly RoleTemplate[] = [
  {
    titleEn: 'Chief Executive Officer',
    titleAr: 'الرئيس التنفيذي',
    titleArFeminine: 'الرئيسة التنفيذية',
    areaEn: 'strategy and corporate leadership',
    areaAr: 'القيادة والإستراتيجية المؤسسية',
  },
  {
    titleEn: 'Chief Financial Officer',
    titleAr: 'المدير المالي',
    titleArFeminine: 'المديرة المالية',
    areaEn: 'corporate finance and investor relations',
    areaAr: 'التمويل المؤسسي وعلاقات المستثمرين',
  },
  {
    titleEn: 'Chief Operating Officer',
    titleAr: 'مدير العمليات',
    titleArFeminine: 'مديرة العمليات',
    areaEn: 'operations and supply chains',
    areaAr: 'العمليات وسلاسل الإمداد',
  },
  {
    titleEn: 'Chief Technology Officer',
    titleAr: 'مدير التقنية',
    titleArFeminine: 'مديرة التقنية',
    areaEn: 'technology and digital transformation',
    areaAr: 'التقنية والتحول الرقمي',
  },
  {
    titleEn: 'Head of Sales',
    titleAr: 'مدير المبيعات',
    titleArFeminine: 'مديرة المبيعات',
    areaEn: 'sales and business development',
    areaAr: 'المبيعات وتطوير الأعمال',
  },
  {
    titleEn: 'Human Resources Director',
    titleAr: 'مدير الموارد البشرية',
    titleArFeminine: 'مديرة الموارد البشرية',
    areaEn: 'talent and organisational development',
    areaAr: 'استقطاب المواهب والتطوير المؤسسي',
  },
];

/** Award titles; the issuer is the chamber of commerce of the company's city. */
export const AWARD_TITLES: readonly { en: string; ar: string; descriptionEn: string; descriptionAr: string }[] = [
  {
    en: 'Excellence in Customer Service',
    ar: 'جائزة التميز في خدمة العملاء',
    descriptionEn: 'For the highest customer satisfaction scores among member companies.',
    descriptionAr: 'لتحقيقها أعلى نسب رضا العملاء بين الشركات الأعضاء.',
  },
  {
    en: 'Fastest-Growing Company',
    ar: 'جائزة الشركة الأسرع نموًا',
    descriptionEn: 'For three years of revenue growth above 30% a year.',
    descriptionAr: 'لنمو إيراداتها أكثر من 30% سنويًا ثلاث سنوات متتالية.',
  },
  {
    en: 'Best Workplace',
    ar: 'جائزة أفضل بيئة عمل',
    descriptionEn: 'Chosen by an employee survey on culture and training.',
    descriptionAr: 'بناءً على استطلاع للموظفين حول ثقافة العمل والتدريب.',
  },
  {
    en: 'Saudization Excellence',
    ar: 'جائزة التميز في التوطين',
    descriptionEn: 'For raising the share of Saudi employees in leadership roles.',
    descriptionAr: 'لرفع نسبة الكوادر السعودية في المناصب القيادية.',
  },
  {
    en: 'Innovation Award',
    ar: 'جائزة الابتكار',
    descriptionEn: 'For a new product developed with local universities.',
    descriptionAr: 'لمنتج جديد طُوِّر بالتعاون مع الجامعات المحلية.',
  },
  {
    en: 'Sustainability Leadership',
    ar: 'جائزة الريادة في الاستدامة',
    descriptionEn: 'For cutting energy use and waste in its operations.',
    descriptionAr: 'لخفض استهلاك الطاقة والنفايات في عملياتها.',
  },
];

/** Key highlights of a profile, one per line once joined. */
export const KEY_HIGHLIGHTS: readonly { en: string; ar: string }[] = [
  { en: 'Profitable for the last three financial years', ar: 'حققت أرباحًا في آخر ثلاث سنوات مالية' },
  { en: 'Clients in all 13 regions of the Kingdom', ar: 'عملاء في مناطق المملكة الثلاث عشرة' },
  { en: 'ISO 9001 certified quality management', ar: 'نظام إدارة جودة حاصل على شهادة الأيزو 9001' },
  { en: 'More than 60% of staff are Saudi nationals', ar: 'يشكل السعوديون أكثر من 60% من الموظفين' },
  { en: 'Recurring contracts make up most of the revenue', ar: 'العقود المتكررة تشكل معظم الإيرادات' },
];

/** A news template: the company's names (and a city) fill the placeholders. */
type NewsTemplate = { type: NewsType; titleEn: string; titleAr: string; bodyEn: string; bodyAr: string };

/**
 * News and announcements. Placeholders: {company} / {companyAr}, {city} / {cityAr} (the head
 * office), {branchCity} / {branchCityAr} (another major city), {year}.
 */
export const NEWS_TEMPLATES: readonly NewsTemplate[] = [
  {
    type: 'announcement',
    titleEn: '{company} invites shareholders to the Ordinary General Assembly',
    titleAr: '{companyAr} تدعو المساهمين لحضور الجمعية العامة العادية',
    bodyEn:
      'The Board of Directors invites shareholders to the Ordinary General Assembly at the head office in {city}. The agenda includes the financial statements for {year}, the auditor\u2019s report and the Board\u2019s proposal on dividends. Shareholders may also vote electronically.',
    bodyAr:
      'يدعو مجلس الإدارة المساهمين إلى حضور اجتماع الجمعية العامة العادية في المقر الرئيسي بمدينة {cityAr}. ويتضمن جدول الأعمال القوائم المالية لعام {year} وتقرير مراجع الحسابات ومقترح مجلس الإدارة بشأن توزيع الأرباح، ويمكن للمساهمين التصويت إلكترونيًا.',
  },
  {
    type: 'news',
    titleEn: '{company} opens a new branch in {branchCity}',
    titleAr: '{companyAr} تفتتح فرعًا جديدًا في {branchCityAr}',
    bodyEn:
      'The new branch brings our services closer to clients in the region and adds 25 jobs, most of them for Saudi graduates.',
    bodyAr: 'يقرّب الفرع الجديد خدماتنا من العملاء في المنطقة، ويوفر 25 وظيفة معظمها لخريجين سعوديين.',
  },
  {
    type: 'announcement',
    titleEn: 'Board approves cash dividends for {year}',
    titleAr: 'مجلس الإدارة يوافق على توزيع أرباح نقدية عن عام {year}',
    bodyEn:
      'The Board of Directors has approved a cash dividend to shareholders registered at the close of the record date. Payment will follow within 15 working days.',
    bodyAr:
      'وافق مجلس الإدارة على توزيع أرباح نقدية على المساهمين المقيدين في السجل بنهاية يوم الأحقية، على أن يتم الصرف خلال 15 يوم عمل.',
  },
  {
    type: 'news',
    titleEn: '{company} signs a strategic partnership to grow across the GCC',
    titleAr: '{companyAr} توقع شراكة إستراتيجية للتوسع في دول الخليج',
    bodyEn:
      'The agreement gives our clients access to a wider network in the UAE, Kuwait and Bahrain, and supports our plan to double exports by 2030.',
    bodyAr:
      'تتيح الاتفاقية لعملائنا الوصول إلى شبكة أوسع في الإمارات والكويت والبحرين، وتدعم خطتنا لمضاعفة الصادرات بحلول عام 2030.',
  },
  {
    type: 'news',
    titleEn: '{company} completes its digital transformation programme',
    titleAr: '{companyAr} تستكمل برنامج التحول الرقمي',
    bodyEn:
      'Orders, invoices and support requests now run on one platform linked to ZATCA e-invoicing, cutting response times by half.',
    bodyAr:
      'أصبحت الطلبات والفواتير وطلبات الدعم تُدار عبر منصة واحدة مرتبطة بالفوترة الإلكترونية، ما خفّض زمن الاستجابة إلى النصف.',
  },
];
