import type { ArticleKind, NewsCategory } from '@hissa/contracts/news/news-articles';

/*
 * The bilingual texts of the demo news archive (seed/news-demo.ts). Placeholders: {company},
 * {city}, {amount} (millions of riyals), {percent}, {quarter}, {year}, {person}. Arabic is written as
 * Saudi business press writes it, not translated word for word.
 */

/** One article template: headline, summary and body paragraphs in both languages. */
export type NewsTemplate = {
  kind: ArticleKind;
  category: NewsCategory;
  titleEn: string;
  titleAr: string;
  summaryEn: string;
  summaryAr: string;
  bodyEn: readonly string[];
  bodyAr: readonly string[];
};

const t = (
  kind: ArticleKind,
  category: NewsCategory,
  [titleEn, titleAr]: readonly [string, string],
  [summaryEn, summaryAr]: readonly [string, string],
  bodyEn: readonly string[],
  bodyAr: readonly string[],
): NewsTemplate => ({ kind, category, titleEn, titleAr, summaryEn, summaryAr, bodyEn, bodyAr });

export const NEWS_TEMPLATES: readonly NewsTemplate[] = [
  t(
    'news',
    'private-companies',
    ['{company} opens a new branch in {city}', '{company} تفتتح فرعًا جديدًا في {city}'],
    [
      'The expansion adds jobs for Saudi graduates and brings the company closer to its customers.',
      'يوفّر التوسع فرص عمل للخريجين السعوديين ويقرّب الشركة من عملائها.',
    ],
    [
      '{company} announced the opening of its new branch in {city}, its third outside its home region.',
      'The company said the branch will employ about {percent} people in its first year, most of them Saudi graduates.',
    ],
    [
      'أعلنت {company} افتتاح فرعها الجديد في {city}، وهو الثالث خارج منطقتها الأم.',
      'وقالت الشركة إن الفرع سيوظف نحو {percent} موظفًا في عامه الأول، أغلبهم من الخريجين السعوديين.',
    ],
  ),
  t(
    'news',
    'private-companies',
    ['{company} reports revenue growth of {percent}% in {year}', 'إيرادات {company} تنمو {percent}% في {year}'],
    [
      'Higher demand from government and private clients lifted the family business to its best year.',
      'ارتفاع الطلب من الجهات الحكومية والعملاء من القطاع الخاص قاد الشركة العائلية إلى أفضل أعوامها.',
    ],
    [
      'Revenue of {company} grew {percent}% in {year}, helped by new long-term contracts.',
      'Its board said part of the profit will be reinvested in automation and staff training.',
    ],
    [
      'نمت إيرادات {company} بنسبة {percent}% في عام {year}، مدفوعة بعقود جديدة طويلة الأجل.',
      'وأوضح مجلس الإدارة أن جزءًا من الأرباح سيُعاد استثماره في الأتمتة وتدريب الموظفين.',
    ],
  ),
  t(
    'news',
    'fintech',
    [
      'New open-banking licence for a Riyadh payments start-up',
      'ترخيص جديد للمصرفية المفتوحة لشركة مدفوعات ناشئة في الرياض',
    ],
    [
      'The licence lets the company connect small merchants to their bank accounts in real time.',
      'يتيح الترخيص للشركة ربط صغار التجار بحساباتهم المصرفية لحظيًا.',
    ],
    [
      'A payments start-up based in {city} received an open-banking licence in {quarter} {year}.',
      'Its founders expect to serve {percent} thousand merchants within two years.',
    ],
    [
      'حصلت شركة مدفوعات ناشئة مقرها {city} على ترخيص المصرفية المفتوحة في {quarter} من عام {year}.',
      'ويتوقع مؤسسوها خدمة {percent} ألف تاجر خلال عامين.',
    ],
  ),
  t(
    'news',
    'fintech',
    [
      'Buy-now-pay-later volumes rise {percent}% in {quarter}',
      'حجم عمليات "اشترِ الآن وادفع لاحقًا" يرتفع {percent}% في {quarter}',
    ],
    [
      'Instalment payments keep growing in e-commerce, led by electronics and fashion.',
      'تواصل المدفوعات بالتقسيط نموها في التجارة الإلكترونية، بقيادة الإلكترونيات والأزياء.',
    ],
    [
      'Instalment payment volumes grew {percent}% in {quarter} {year} compared with a year earlier.',
      'Analysts expect regulation of consumer credit to keep the growth sustainable.',
    ],
    [
      'نما حجم المدفوعات بالتقسيط بنسبة {percent}% في {quarter} من عام {year} مقارنة بالعام السابق.',
      'ويتوقع المحللون أن يحافظ تنظيم الائتمان الاستهلاكي على استدامة هذا النمو.',
    ],
  ),
  t(
    'news',
    'funding',
    ['{company} closes a SAR {amount} million funding round', '{company} تغلق جولة تمويل بقيمة {amount} مليون ريال'],
    [
      'The round was led by a Riyadh-based fund and will finance expansion across the Gulf.',
      'قاد الجولة صندوق مقره الرياض، وستموّل التوسع في دول الخليج.',
    ],
    [
      '{company} closed a funding round of SAR {amount} million, led by a Riyadh-based venture fund.',
      'The company plans to use the capital to open offices in two Gulf capitals and to hire engineers.',
    ],
    [
      'أغلقت {company} جولة تمويل بقيمة {amount} مليون ريال قادها صندوق استثمار جريء مقره الرياض.',
      'وتعتزم الشركة استخدام التمويل لافتتاح مكتبين في عاصمتين خليجيتين وتوظيف مهندسين.',
    ],
  ),
  t(
    'news',
    'funding',
    [
      'Private-company funding reaches SAR {amount} million in {quarter}',
      'تمويل الشركات الخاصة يبلغ {amount} مليون ريال في {quarter}',
    ],
    [
      'Seed and growth rounds both rose, with logistics and health care attracting the most money.',
      'ارتفعت جولات التأسيس والنمو معًا، واستقطب قطاعا الخدمات اللوجستية والرعاية الصحية النصيب الأكبر.',
    ],
    [
      'Saudi private companies raised SAR {amount} million in {quarter} {year}, up {percent}% on the previous quarter.',
      'Logistics and health care led the quarter, followed by education technology.',
    ],
    [
      'جمعت الشركات السعودية الخاصة {amount} مليون ريال في {quarter} من عام {year}، بزيادة {percent}% عن الربع السابق.',
      'وتصدّر قطاعا الخدمات اللوجستية والرعاية الصحية الربع، تلاهما قطاع تقنيات التعليم.',
    ],
  ),
  t(
    'news',
    'government-initiatives',
    ['New programme to support family businesses in {city}', 'برنامج جديد لدعم الشركات العائلية في {city}'],
    [
      'The programme offers governance training and advisory support to second-generation owners.',
      'يقدّم البرنامج تدريبًا على الحوكمة ودعمًا استشاريًا لملاك الجيل الثاني.',
    ],
    [
      'A new government programme launched in {city} will help family businesses plan succession and governance.',
      'Up to {percent} companies will join the first intake in {year}.',
    ],
    [
      'أُطلق في {city} برنامج حكومي جديد يساعد الشركات العائلية على التخطيط للتعاقب الإداري والحوكمة.',
      'وستنضم إلى الدفعة الأولى ما يصل إلى {percent} شركة في عام {year}.',
    ],
  ),
  t(
    'news',
    'government-initiatives',
    [
      'SME financing guarantees grow {percent}% in {year}',
      'ضمانات تمويل المنشآت الصغيرة والمتوسطة تنمو {percent}% في {year}',
    ],
    [
      'More small businesses obtained bank financing thanks to the guarantee programme.',
      'حصلت منشآت صغيرة أكثر على تمويل مصرفي بفضل برنامج الضمانات.',
    ],
    [
      'Guarantees granted to small and medium enterprises grew {percent}% in {year}, reaching SAR {amount} million.',
      'Most of the financed businesses work in trade, construction and manufacturing.',
    ],
    [
      'نمت الضمانات الممنوحة للمنشآت الصغيرة والمتوسطة بنسبة {percent}% في عام {year} لتبلغ {amount} مليون ريال.',
      'ويعمل أغلب المنشآت المموّلة في التجارة والتشييد والصناعة.',
    ],
  ),
  t(
    'news',
    'investors',
    ['Family offices increase their stakes in private companies', 'المكاتب العائلية ترفع حصصها في الشركات الخاصة'],
    [
      'Investors look for steady dividends and long-term growth outside listed markets.',
      'يبحث المستثمرون عن توزيعات منتظمة ونمو طويل الأجل خارج الأسواق المدرجة.',
    ],
    [
      'Saudi family offices raised the share of private companies in their portfolios to {percent}% in {year}.',
      'Health care, education and food processing remain their favourite sectors.',
    ],
    [
      'رفعت المكاتب العائلية السعودية حصة الشركات الخاصة في محافظها إلى {percent}% في عام {year}.',
      'ولا تزال الرعاية الصحية والتعليم والصناعات الغذائية قطاعاتها المفضلة.',
    ],
  ),
  t(
    'news',
    'investors',
    [
      'Secondary share deals on private companies reach SAR {amount} million',
      'صفقات الأسهم الثانوية في الشركات الخاصة تبلغ {amount} مليون ريال',
    ],
    [
      'More shareholders sell part of their stakes to new investors instead of waiting for a listing.',
      'يبيع مساهمون أكثر جزءًا من حصصهم لمستثمرين جدد بدل انتظار الإدراج.',
    ],
    [
      'Secondary deals on private-company shares reached SAR {amount} million in {quarter} {year}.',
      'Early employees and founding shareholders made up most of the sellers.',
    ],
    [
      'بلغت الصفقات الثانوية على أسهم الشركات الخاصة {amount} مليون ريال في {quarter} من عام {year}.',
      'وشكّل الموظفون الأوائل والمساهمون المؤسسون أغلب البائعين.',
    ],
  ),
  t(
    'news',
    'providers',
    ['{company} launches a legal package for start-ups', '{company} تطلق باقة قانونية للشركات الناشئة'],
    [
      'The package covers incorporation, shareholder agreements and employee share plans.',
      'تشمل الباقة التأسيس واتفاقيات المساهمين وخطط أسهم الموظفين.',
    ],
    [
      '{company}, a service provider based in {city}, launched a fixed-price legal package for start-ups.',
      'The firm says {percent} companies signed up in the first month.',
    ],
    [
      'أطلقت {company}، وهي مزوّد خدمات مقره {city}، باقة قانونية بسعر ثابت للشركات الناشئة.',
      'وتقول الشركة إن {percent} شركة اشتركت في الشهر الأول.',
    ],
  ),
  t(
    'news',
    'providers',
    ['Accounting firms adopt e-invoicing for their clients', 'مكاتب المحاسبة تعتمد الفوترة الإلكترونية لعملائها'],
    [
      'Providers help small businesses meet the second phase of e-invoicing.',
      'يساعد مزوّدو الخدمات المنشآت الصغيرة على الالتزام بالمرحلة الثانية من الفوترة الإلكترونية.',
    ],
    [
      'Accounting providers in {city} report that {percent}% of their clients now issue e-invoices.',
      'They expect the rest to complete integration before the end of {year}.',
    ],
    [
      'تفيد مكاتب المحاسبة في {city} بأن {percent}% من عملائها يصدرون الآن فواتير إلكترونية.',
      'وتتوقع أن يُكمل البقية الربط قبل نهاية عام {year}.',
    ],
  ),
  t(
    'expert-thought',
    'investors',
    ['How to value a private company before buying its shares', 'كيف تقيّم شركة خاصة قبل شراء أسهمها'],
    [
      'Cash flow, governance and the shareholders agreement matter more than a single multiple.',
      'التدفق النقدي والحوكمة واتفاقية المساهمين أهم من مضاعف واحد.',
    ],
    [
      'Buying shares of a private company is not like buying a listed stock: there is no daily price to lean on.',
      'Start from cash flow, read the shareholders agreement carefully, and ask how you will exit in five years.',
    ],
    [
      'شراء أسهم شركة خاصة ليس كشراء سهم مدرج، فلا يوجد سعر يومي يُستند إليه.',
      'ابدأ بالتدفق النقدي، واقرأ اتفاقية المساهمين بعناية، واسأل كيف ستخرج من الاستثمار بعد خمس سنوات.',
    ],
  ),
  t(
    'expert-thought',
    'fintech',
    ['Open banking will change how small businesses borrow', 'المصرفية المفتوحة ستغيّر طريقة اقتراض المنشآت الصغيرة'],
    [
      'Lenders that read real transactions can price risk better than those reading last year’s statements.',
      'المموّل الذي يقرأ العمليات الفعلية يسعّر المخاطر أفضل ممن يقرأ قوائم العام الماضي.',
    ],
    [
      'For years, a small business needed audited statements to borrow. Open banking lets lenders see live cash flow instead.',
      'I expect financing decisions that took weeks to take days by {year}.',
    ],
    [
      'ظلت المنشأة الصغيرة لسنوات تحتاج إلى قوائم مدققة لتقترض، أما المصرفية المفتوحة فتتيح للمموّلين رؤية التدفق النقدي لحظيًا.',
      'وأتوقع أن تُختصر قرارات التمويل من أسابيع إلى أيام بحلول عام {year}.',
    ],
  ),
  t(
    'expert-thought',
    'private-companies',
    ['Governance is the first step towards a listing', 'الحوكمة أولى خطوات الإدراج'],
    [
      'Family companies that separate the board from management attract better investors.',
      'الشركات العائلية التي تفصل مجلس الإدارة عن الإدارة التنفيذية تجذب مستثمرين أفضل.',
    ],
    [
      'Many owners think of a listing as a financial event. In practice it starts years earlier, with governance.',
      'An independent board member, audited accounts and a clear dividend policy are where to begin.',
    ],
    [
      'يرى كثير من الملاك أن الإدراج حدث مالي، لكنه في الواقع يبدأ قبل سنوات بالحوكمة.',
      'عضو مجلس مستقل وحسابات مدققة وسياسة توزيعات واضحة هي نقطة البداية.',
    ],
  ),
  t(
    'interview',
    'funding',
    ['In conversation with {person} on raising a first round', 'حوار مع {person} حول جمع الجولة الأولى'],
    [
      'The founder explains what investors asked and what she would do differently.',
      'تشرح المؤسِّسة ما سأل عنه المستثمرون وما كانت ستفعله بشكل مختلف.',
    ],
    [
      'What surprised you most when raising? "How much time investors spent on the team rather than the product."',
      'Her advice to founders: know your numbers, and talk to investors long before you need the money.',
    ],
    [
      'ما الذي فاجأك أكثر أثناء جمع التمويل؟ "الوقت الذي قضاه المستثمرون في تقييم الفريق لا المنتج."',
      'ونصيحتها للمؤسسين: اعرف أرقامك جيدًا، وتحدّث مع المستثمرين قبل أن تحتاج المال بوقت طويل.',
    ],
  ),
  t(
    'interview',
    'government-initiatives',
    ['{person}: the next decade belongs to Saudi SMEs', '{person}: العقد المقبل للمنشآت السعودية الصغيرة والمتوسطة'],
    [
      'A programme director talks about financing, training and exports.',
      'مدير برنامج يتحدث عن التمويل والتدريب والتصدير.',
    ],
    [
      'Small and medium enterprises already employ most private-sector workers, says {person}.',
      'The next step is helping them export, starting with neighbouring Gulf markets.',
    ],
    [
      'يقول {person} إن المنشآت الصغيرة والمتوسطة توظف بالفعل أغلب العاملين في القطاع الخاص.',
      'والخطوة التالية مساعدتها على التصدير، بدءًا بالأسواق الخليجية المجاورة.',
    ],
  ),
];

/** People quoted in interviews, English and Arabic. */
export const INTERVIEW_PEOPLE: readonly (readonly [string, string])[] = [
  ['Noura Al-Qahtani', 'نورة القحطاني'],
  ['Faisal Al-Otaibi', 'فيصل العتيبي'],
  ['Reem Al-Harbi', 'ريم الحربي'],
  ['Abdulaziz Al-Shehri', 'عبدالعزيز الشهري'],
  ['Lama Al-Dossary', 'لمى الدوسري'],
];

/** Quarters, English and Arabic. */
export const QUARTERS: readonly (readonly [string, string])[] = [
  ['Q1', 'الربع الأول'],
  ['Q2', 'الربع الثاني'],
  ['Q3', 'الربع الثالث'],
  ['Q4', 'الربع الرابع'],
];
