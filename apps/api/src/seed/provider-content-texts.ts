/*
 * Bilingual texts the provider-content seed draws from (provider-content.ts): services, projects,
 * team designations, awards and testimonials by theme (the provider's ISIC division), and client
 * companies. Fees are starting fees in SAR.
 */

/** A text in both languages. */
export type Pair = readonly [en: string, ar: string];

/** A service a provider of a theme offers: title, description and a starting-fee range in SAR. */
export type ServiceText = { title: Pair; description: Pair; fee: readonly [number, number] };

/** What providers of one theme offer and deliver. */
export type Theme = { services: readonly ServiceText[]; projects: readonly { title: Pair; description: Pair }[] };

const it: Theme = {
  services: [
    {
      title: ['Custom web application development', 'تطوير تطبيقات الويب حسب الطلب'],
      description: [
        'Design, build and launch of secure web applications with Arabic and English interfaces.',
        'تصميم وبناء وإطلاق تطبيقات ويب آمنة بواجهات عربية وإنجليزية.',
      ],
      fee: [25_000, 60_000],
    },
    {
      title: ['Mobile app development', 'تطوير تطبيقات الجوال'],
      description: [
        'Native and cross-platform apps for iOS and Android, from prototype to store release.',
        'تطبيقات أصلية ومتعددة المنصات لنظامي iOS وأندرويد من النموذج الأولي حتى النشر في المتاجر.',
      ],
      fee: [35_000, 90_000],
    },
    {
      title: ['Cloud migration and managed hosting', 'الترحيل إلى السحابة والاستضافة المُدارة'],
      description: [
        'Moving systems to local cloud regions with monitoring and backups.',
        'نقل الأنظمة إلى مراكز سحابية محلية مع المراقبة والنسخ الاحتياطي.',
      ],
      fee: [15_000, 40_000],
    },
    {
      title: ['Cybersecurity assessment', 'تقييم الأمن السيبراني'],
      description: [
        'Gap assessment against the NCA Essential Cybersecurity Controls with a remediation plan.',
        'تقييم الفجوات وفق الضوابط الأساسية للأمن السيبراني الصادرة عن الهيئة الوطنية مع خطة معالجة.',
      ],
      fee: [20_000, 55_000],
    },
    {
      title: ['ERP implementation', 'تطبيق أنظمة تخطيط الموارد'],
      description: [
        'Implementation of ERP systems with e-invoicing (ZATCA) integration.',
        'تطبيق أنظمة تخطيط موارد المؤسسة مع الربط بالفوترة الإلكترونية (هيئة الزكاة والضريبة والجمارك).',
      ],
      fee: [40_000, 120_000],
    },
  ],
  projects: [
    {
      title: ['Customer portal for a logistics company', 'بوابة عملاء لشركة خدمات لوجستية'],
      description: [
        'Shipment tracking, invoices and support tickets in one bilingual portal.',
        'تتبع الشحنات والفواتير وتذاكر الدعم في بوابة واحدة ثنائية اللغة.',
      ],
    },
    {
      title: ['E-invoicing integration for a retail chain', 'ربط الفوترة الإلكترونية لسلسلة متاجر'],
      description: [
        'Phase two ZATCA integration across 40 branches.',
        'ربط المرحلة الثانية مع هيئة الزكاة والضريبة والجمارك في 40 فرعًا.',
      ],
    },
    {
      title: ['Booking app for a clinic group', 'تطبيق حجوزات لمجموعة عيادات'],
      description: [
        'Appointments, reminders and online payment for five clinics.',
        'المواعيد والتذكيرات والدفع الإلكتروني لخمس عيادات.',
      ],
    },
  ],
};

const consulting: Theme = {
  services: [
    {
      title: ['Business plan and feasibility study', 'خطة العمل ودراسة الجدوى'],
      description: [
        'Market sizing, financial model and a bankable feasibility study.',
        'تقدير حجم السوق ونموذج مالي ودراسة جدوى مقبولة لدى جهات التمويل.',
      ],
      fee: [12_000, 35_000],
    },
    {
      title: ['Strategy and transformation', 'الاستراتيجية والتحول المؤسسي'],
      description: [
        'Strategy workshops, operating model and a roadmap aligned with Vision 2030.',
        'ورش عمل استراتيجية ونموذج تشغيلي وخارطة طريق متوافقة مع رؤية 2030.',
      ],
      fee: [45_000, 150_000],
    },
    {
      title: ['Organisation structure and HR policies', 'الهيكل التنظيمي وسياسات الموارد البشرية'],
      description: [
        'Job descriptions, grading and policies compliant with the Labor Law.',
        'الأوصاف الوظيفية والسلم الوظيفي وسياسات متوافقة مع نظام العمل.',
      ],
      fee: [18_000, 45_000],
    },
    {
      title: ['Governance and board advisory', 'الحوكمة واستشارات مجالس الإدارة'],
      description: [
        'Governance manuals and board committees for family and private companies.',
        'أدلة الحوكمة ولجان مجالس الإدارة للشركات العائلية والخاصة.',
      ],
      fee: [25_000, 70_000],
    },
  ],
  projects: [
    {
      title: ['Five-year strategy for a food manufacturer', 'استراتيجية خمسية لمصنع أغذية'],
      description: ['Growth plan, export markets and investment priorities.', 'خطة نمو وأسواق تصدير وأولويات استثمار.'],
    },
    {
      title: ['Feasibility study for a new hotel in AlUla', 'دراسة جدوى لفندق جديد في العلا'],
      description: [
        'Demand study, financial model and operator shortlist.',
        'دراسة الطلب ونموذج مالي وقائمة مختصرة بالمشغلين.',
      ],
    },
    {
      title: ['Governance framework for a family group', 'إطار حوكمة لمجموعة عائلية'],
      description: [
        'Family charter, board charter and succession plan.',
        'ميثاق العائلة وميثاق مجلس الإدارة وخطة التعاقب.',
      ],
    },
  ],
};

const legal: Theme = {
  services: [
    {
      title: ['Company formation and licensing', 'تأسيس الشركات والتراخيص'],
      description: [
        'Commercial registration, articles of association and MISA licences.',
        'السجل التجاري وعقد التأسيس وتراخيص وزارة الاستثمار.',
      ],
      fee: [6_000, 20_000],
    },
    {
      title: ['Commercial contracts', 'العقود التجارية'],
      description: [
        'Drafting and review of supply, agency and partnership contracts.',
        'صياغة ومراجعة عقود التوريد والوكالة والشراكة.',
      ],
      fee: [3_500, 15_000],
    },
    {
      title: ['Bookkeeping and VAT filing', 'مسك الدفاتر وإقرارات ضريبة القيمة المضافة'],
      description: [
        'Monthly bookkeeping, VAT returns and Zakat declarations.',
        'مسك الدفاتر الشهري وإقرارات ضريبة القيمة المضافة والزكاة.',
      ],
      fee: [2_500, 8_000],
    },
    {
      title: ['Financial statements audit', 'مراجعة القوائم المالية'],
      description: [
        'Annual audit under IFRS as endorsed by SOCPA.',
        'مراجعة سنوية وفق المعايير الدولية المعتمدة من الهيئة السعودية للمراجعين والمحاسبين.',
      ],
      fee: [15_000, 60_000],
    },
  ],
  projects: [
    {
      title: ['Restructuring of a trading group', 'إعادة هيكلة مجموعة تجارية'],
      description: ['Merged four entities into a holding company.', 'دمج أربع منشآت في شركة قابضة.'],
    },
    {
      title: ['First IFRS audit of a growing startup', 'أول مراجعة وفق المعايير الدولية لشركة ناشئة'],
      description: ['Audit ahead of a Series A round.', 'مراجعة قبل جولة التمويل الأولى.'],
    },
    {
      title: ['Franchise agreements for a café brand', 'اتفاقيات امتياز لعلامة مقاهٍ'],
      description: [
        'Franchise disclosure and agreements for 12 franchisees.',
        'إفصاح الامتياز واتفاقيات 12 صاحب امتياز.',
      ],
    },
  ],
};

const engineering: Theme = {
  services: [
    {
      title: ['Architectural design', 'التصميم المعماري'],
      description: [
        'Concept to construction drawings for commercial and residential buildings.',
        'من الفكرة إلى مخططات التنفيذ للمباني التجارية والسكنية.',
      ],
      fee: [30_000, 120_000],
    },
    {
      title: ['Construction supervision', 'الإشراف على التنفيذ'],
      description: [
        'Site supervision, quality control and progress reporting.',
        'الإشراف الميداني وضبط الجودة وتقارير سير العمل.',
      ],
      fee: [20_000, 80_000],
    },
    {
      title: ['MEP design', 'تصميم الأنظمة الكهروميكانيكية'],
      description: [
        'Mechanical, electrical and plumbing design compliant with the Saudi Building Code.',
        'تصميم الأنظمة الميكانيكية والكهربائية والسباكة وفق كود البناء السعودي.',
      ],
      fee: [18_000, 65_000],
    },
    {
      title: ['Fit-out works', 'أعمال التشطيبات الداخلية'],
      description: [
        'Turnkey fit-out of offices, showrooms and restaurants.',
        'تشطيب متكامل للمكاتب والمعارض والمطاعم.',
      ],
      fee: [50_000, 250_000],
    },
  ],
  projects: [
    {
      title: ['Head office fit-out in Riyadh', 'تشطيب المقر الرئيسي في الرياض'],
      description: ['3,000 m² of offices delivered in 14 weeks.', 'تشطيب 3,000 م² من المكاتب في 14 أسبوعًا.'],
    },
    {
      title: ['School building design in Dammam', 'تصميم مبنى مدرسي في الدمام'],
      description: ['Design and permits for a 24-classroom school.', 'التصميم والتصاريح لمدرسة من 24 فصلًا.'],
    },
    {
      title: ['Warehouse extension in Jeddah', 'توسعة مستودع في جدة'],
      description: ['Supervision of a 10,000 m² steel structure.', 'الإشراف على هيكل فولاذي بمساحة 10,000 م².'],
    },
  ],
};

const marketing: Theme = {
  services: [
    {
      title: ['Brand identity design', 'تصميم الهوية التجارية'],
      description: [
        'Logo, colour palette and brand guidelines in Arabic and English.',
        'الشعار ولوحة الألوان ودليل الهوية بالعربية والإنجليزية.',
      ],
      fee: [8_000, 30_000],
    },
    {
      title: ['Social media management', 'إدارة حسابات التواصل الاجتماعي'],
      description: [
        'Monthly content calendar, design and community management.',
        'خطة محتوى شهرية وتصميم وإدارة التفاعل.',
      ],
      fee: [4_500, 15_000],
    },
    {
      title: ['Digital advertising campaigns', 'الحملات الإعلانية الرقمية'],
      description: [
        'Search and social campaigns with weekly performance reports.',
        'حملات البحث والتواصل الاجتماعي مع تقارير أداء أسبوعية.',
      ],
      fee: [6_000, 25_000],
    },
    {
      title: ['Video production', 'إنتاج الفيديو'],
      description: [
        'Corporate films and product videos, script to final cut.',
        'أفلام تعريفية ومقاطع للمنتجات من كتابة النص حتى المونتاج النهائي.',
      ],
      fee: [10_000, 45_000],
    },
  ],
  projects: [
    {
      title: ['Rebrand of a Riyadh café chain', 'إعادة تصميم هوية سلسلة مقاهٍ في الرياض'],
      description: ['New identity rolled out across 18 branches.', 'هوية جديدة طُبقت في 18 فرعًا.'],
    },
    {
      title: ['Ramadan campaign for a food brand', 'حملة رمضان لعلامة أغذية'],
      description: ['Campaign reaching 4 million viewers.', 'حملة وصلت إلى 4 ملايين مشاهد.'],
    },
    {
      title: ['Launch film for a fintech app', 'فيلم إطلاق لتطبيق تقنية مالية'],
      description: ['Launch video and social cut-downs.', 'فيديو الإطلاق ومقاطع مختصرة لوسائل التواصل.'],
    },
  ],
};

const operations: Theme = {
  services: [
    {
      title: ['Facility management', 'إدارة المرافق'],
      description: [
        'Cleaning, maintenance and security staff under one contract.',
        'النظافة والصيانة وحراسة الأمن ضمن عقد واحد.',
      ],
      fee: [15_000, 60_000],
    },
    {
      title: ['Staffing and recruitment', 'التوظيف وتوفير الكوادر'],
      description: [
        'Saudi talent sourcing and outsourced staff with Nitaqat compliance.',
        'استقطاب الكفاءات السعودية وتوفير الكوادر بما يحقق متطلبات نطاقات.',
      ],
      fee: [5_000, 20_000],
    },
    {
      title: ['Corporate training programmes', 'برامج التدريب للشركات'],
      description: [
        'Accredited courses in leadership, sales and customer service.',
        'دورات معتمدة في القيادة والمبيعات وخدمة العملاء.',
      ],
      fee: [3_000, 12_000],
    },
    {
      title: ['Freight and warehousing', 'الشحن والتخزين'],
      description: [
        'Road freight across the Kingdom and bonded warehousing.',
        'الشحن البري داخل المملكة والتخزين في المستودعات الجمركية.',
      ],
      fee: [4_000, 18_000],
    },
    {
      title: ['Event management', 'تنظيم الفعاليات'],
      description: [
        'Conferences, exhibitions and corporate events end to end.',
        'تنظيم المؤتمرات والمعارض وفعاليات الشركات من البداية إلى النهاية.',
      ],
      fee: [20_000, 90_000],
    },
  ],
  projects: [
    {
      title: ['Annual conference for a bank', 'المؤتمر السنوي لأحد البنوك'],
      description: ['Two-day event for 1,200 guests.', 'فعالية لمدة يومين لـ 1,200 ضيف.'],
    },
    {
      title: ['Leadership academy for a retailer', 'أكاديمية القيادة لشركة تجزئة'],
      description: ['Six-month programme for 80 store managers.', 'برنامج لمدة ستة أشهر لـ 80 مدير متجر.'],
    },
    {
      title: ['Facility management of a business park', 'إدارة مرافق مجمع أعمال'],
      description: ['Operation of 12 buildings with 95% satisfaction.', 'تشغيل 12 مبنى بنسبة رضا 95%.'],
    },
  ],
};

/** The theme of an ISIC division (the provider's category); others use operations. */
export function themeOf(divisionCode: string): Theme {
  if (['58', '59', '60', '61', '62', '63'].includes(divisionCode)) return it;
  if (['69', '66', '64', '65'].includes(divisionCode)) return legal;
  if (['70', '72'].includes(divisionCode)) return consulting;
  if (['71', '41', '42', '43', '68'].includes(divisionCode)) return engineering;
  if (['73', '74', '90'].includes(divisionCode)) return marketing;
  return operations;
}

/** Client companies (name, sector designation, short description). */
export const CLIENTS: readonly { name: Pair; designation: Pair; description: Pair }[] = [
  {
    name: ['Al Noor Medical Group', 'مجموعة النور الطبية'],
    designation: ['Healthcare', 'الرعاية الصحية'],
    description: ['Hospitals and clinics in Riyadh and Qassim.', 'مستشفيات وعيادات في الرياض والقصيم.'],
  },
  {
    name: ['Qahwa House', 'بيت القهوة'],
    designation: ['Cafés and restaurants', 'المقاهي والمطاعم'],
    description: ['Specialty coffee chain with 18 branches.', 'سلسلة قهوة مختصة بـ 18 فرعًا.'],
  },
  {
    name: ['Rawabi Logistics', 'روابي للخدمات اللوجستية'],
    designation: ['Logistics', 'الخدمات اللوجستية'],
    description: ['Freight and last-mile delivery.', 'الشحن والتوصيل للميل الأخير.'],
  },
  {
    name: ['Sahab Real Estate', 'سحاب العقارية'],
    designation: ['Real estate development', 'التطوير العقاري'],
    description: ['Residential communities in Jeddah.', 'مجمعات سكنية في جدة.'],
  },
  {
    name: ['Thimar Foods', 'ثمار للأغذية'],
    designation: ['Food manufacturing', 'صناعة الأغذية'],
    description: ['Dates and packaged foods exporter.', 'مصدّر للتمور والأغذية المعبأة.'],
  },
  {
    name: ['Manarat Schools', 'مدارس المنارات'],
    designation: ['Education', 'التعليم'],
    description: ['Private schools in the Eastern Province.', 'مدارس أهلية في المنطقة الشرقية.'],
  },
  {
    name: ['Wasl Fintech', 'وصل للتقنية المالية'],
    designation: ['Financial technology', 'التقنية المالية'],
    description: ['Payments app licensed by SAMA.', 'تطبيق مدفوعات مرخص من البنك المركزي السعودي.'],
  },
  {
    name: ['Bawadi Retail', 'بوادي للتجزئة'],
    designation: ['Retail', 'التجزئة'],
    description: ['Home goods stores across the Kingdom.', 'متاجر أدوات منزلية في أنحاء المملكة.'],
  },
  {
    name: ['Najm Industrial', 'نجم الصناعية'],
    designation: ['Manufacturing', 'الصناعة'],
    description: ['Steel fabrication in Jubail.', 'تصنيع هياكل فولاذية في الجبيل.'],
  },
  {
    name: ['Diyar Hospitality', 'ديار للضيافة'],
    designation: ['Hospitality', 'الضيافة'],
    description: ['Boutique hotels in Makkah and Madinah.', 'فنادق بوتيك في مكة المكرمة والمدينة المنورة.'],
  },
];

/** Team member names (title code, name) and designations. */
export const TEAM: readonly { title: 'dr' | 'mr' | 'ms'; name: Pair }[] = [
  { title: 'mr', name: ['Abdullah Al-Qahtani', 'عبدالله القحطاني'] },
  { title: 'ms', name: ['Noura Al-Otaibi', 'نورة العتيبي'] },
  { title: 'dr', name: ['Fahad Al-Harbi', 'فهد الحربي'] },
  { title: 'ms', name: ['Reem Al-Shehri', 'ريم الشهري'] },
  { title: 'mr', name: ['Khalid Al-Dossary', 'خالد الدوسري'] },
  { title: 'dr', name: ['Sara Al-Ghamdi', 'سارة الغامدي'] },
  { title: 'mr', name: ['Turki Al-Mutairi', 'تركي المطيري'] },
  { title: 'ms', name: ['Lama Al-Zahrani', 'لمى الزهراني'] },
];
export const DESIGNATIONS: readonly Pair[] = [
  ['Managing Partner', 'الشريك المدير'],
  ['Chief Executive Officer', 'الرئيس التنفيذي'],
  ['Head of Delivery', 'رئيس قسم التنفيذ'],
  ['Senior Consultant', 'مستشار أول'],
  ['Project Manager', 'مدير المشاريع'],
  ['Business Development Manager', 'مدير تطوير الأعمال'],
];

/** Honors and awards (title, issuing institute). */
export const AWARDS: readonly { title: Pair; issuer: Pair }[] = [
  {
    title: ['SME of the Year', 'منشأة العام الصغيرة والمتوسطة'],
    issuer: ["Monsha'at", 'الهيئة العامة للمنشآت الصغيرة والمتوسطة (منشآت)'],
  },
  {
    title: ['Best Saudi Workplace', 'أفضل بيئة عمل سعودية'],
    issuer: ['Great Place to Work KSA', 'مؤسسة أفضل بيئة عمل - السعودية'],
  },
  { title: ['Excellence in Customer Service', 'التميز في خدمة العملاء'], issuer: ['Riyadh Chamber', 'غرفة الرياض'] },
  { title: ['Innovation Award', 'جائزة الابتكار'], issuer: ['Eastern Province Chamber', 'غرفة الشرقية'] },
  { title: ['ISO 9001 certification', 'شهادة الأيزو 9001'], issuer: ['Bureau Veritas', 'مكتب فيريتاس'] },
];

/** Testimonials (quote) with an author designation. */
export const QUOTES: readonly { quote: Pair; designation: Pair }[] = [
  {
    quote: [
      'They delivered on time and kept us informed every week.',
      'سلّموا العمل في موعده وأطلعونا على التقدم كل أسبوع.',
    ],
    designation: ['Operations Director', 'مدير العمليات'],
  },
  {
    quote: ['A professional team that understood our market from day one.', 'فريق محترف فهم سوقنا من اليوم الأول.'],
    designation: ['Founder', 'المؤسس'],
  },
  {
    quote: [
      'Clear pricing, no surprises, and excellent follow-up after delivery.',
      'أسعار واضحة بلا مفاجآت ومتابعة ممتازة بعد التسليم.',
    ],
    designation: ['Chief Financial Officer', 'الرئيس التنفيذي للمالية'],
  },
  {
    quote: ['We have renewed our contract three years in a row.', 'جددنا عقدنا معهم ثلاث سنوات متتالية.'],
    designation: ['General Manager', 'المدير العام'],
  },
];
