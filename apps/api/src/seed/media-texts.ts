/*
 * Bilingual texts of the media hub's demo events, podcast episodes and reports (seed/media-demo.ts).
 */

/** Event topics: English and Arabic title and one-line description. */
export const EVENT_TOPICS = [
  {
    en: 'Private Equity Forum',
    ar: 'منتدى الملكية الخاصة',
    aboutEn: 'Fund managers and family offices discuss secondary deals in Saudi private companies.',
    aboutAr: 'مديرو الصناديق والمكاتب العائلية يناقشون الصفقات الثانوية في الشركات السعودية الخاصة.',
  },
  {
    en: 'Fintech Founders Meetup',
    ar: 'لقاء مؤسسي التقنية المالية',
    aboutEn: 'Founders share what worked in their last funding round and what regulators expect.',
    aboutAr: 'مؤسسون يشاركون تجاربهم في جولة التمويل الأخيرة وما تتوقعه الجهات التنظيمية.',
  },
  {
    en: 'SME Financing Workshop',
    ar: 'ورشة تمويل المنشآت الصغيرة والمتوسطة',
    aboutEn: 'A practical workshop on preparing a business plan and choosing a loan product.',
    aboutAr: 'ورشة عملية عن إعداد خطة العمل واختيار منتج التمويل المناسب.',
  },
  {
    en: 'Shareholder Rights Webinar',
    ar: 'ندوة حقوق المساهمين',
    aboutEn: 'Lawyers explain share transfers, pre-emption rights and minority protections.',
    aboutAr: 'محامون يشرحون نقل ملكية الحصص وحق الأولوية وحماية مساهمي الأقلية.',
  },
  {
    en: 'Investor Relations Roundtable',
    ar: 'طاولة مستديرة لعلاقات المستثمرين',
    aboutEn: 'Company executives on reporting to investors between funding rounds.',
    aboutAr: 'تنفيذيون يتحدثون عن التواصل مع المستثمرين بين جولات التمويل.',
  },
  {
    en: 'Venture Capital Outlook',
    ar: 'آفاق رأس المال الجريء',
    aboutEn: 'Where venture capital in the Kingdom is heading, sector by sector.',
    aboutAr: 'إلى أين يتجه رأس المال الجريء في المملكة، قطاعًا بعد قطاع.',
  },
] as const;

/** Places of in-person events, with coordinates for the map link. */
export const EVENT_PLACES = [
  { en: 'Riyadh Front Exhibition Centre, Riyadh', ar: 'مركز واجهة الرياض للمعارض، الرياض', lat: 24.8489, lon: 46.7304 },
  {
    en: 'King Abdullah Financial District, Riyadh',
    ar: 'مركز الملك عبدالله المالي، الرياض',
    lat: 24.7636,
    lon: 46.6406,
  },
  { en: 'Jeddah Superdome, Jeddah', ar: 'سوبر دوم جدة، جدة', lat: 21.5088, lon: 39.1767 },
  { en: 'Dhahran Expo, Dammam', ar: 'معرض الظهران الدولي، الدمام', lat: 26.3001, lon: 50.1434 },
] as const;

/** Podcast episode topics. */
export const EPISODE_TOPICS = [
  {
    en: 'How a secondary share sale works',
    ar: 'كيف يتم بيع الحصص في السوق الثانوية',
    aboutEn: 'From the first offer to the transfer of ownership, step by step.',
    aboutAr: 'من العرض الأول حتى نقل الملكية، خطوة بخطوة.',
  },
  {
    en: 'Valuing a private company',
    ar: 'تقييم الشركة الخاصة',
    aboutEn: 'Multiples, discounted cash flows and what buyers really pay for.',
    aboutAr: 'المضاعفات والتدفقات النقدية المخصومة وما يدفع المشترون مقابله فعلًا.',
  },
  {
    en: 'Raising a seed round in Riyadh',
    ar: 'جمع جولة تمويل أولية في الرياض',
    aboutEn: 'A founder and an angel investor compare notes on their first deal.',
    aboutAr: 'مؤسس ومستثمر ملائكي يقارنان تجربتهما في صفقتهما الأولى.',
  },
  {
    en: 'Open banking and the next fintechs',
    ar: 'المصرفية المفتوحة والجيل القادم من التقنية المالية',
    aboutEn: 'What the open banking framework changes for payments and lending.',
    aboutAr: 'ما الذي يغيره إطار المصرفية المفتوحة في المدفوعات والإقراض.',
  },
  {
    en: 'Family businesses and succession',
    ar: 'الشركات العائلية وانتقال الملكية',
    aboutEn: 'Keeping a family company growing when the next generation takes over.',
    aboutAr: 'كيف تستمر الشركة العائلية في النمو حين يتسلم الجيل التالي.',
  },
] as const;

/** Report topics, each with its category. */
export const REPORT_TOPICS = [
  {
    en: 'Saudi Private Markets Review',
    ar: 'مراجعة الأسواق الخاصة السعودية',
    category: 'market',
    aboutEn: 'Deal counts, values and valuations of private share transactions over the year.',
    aboutAr: 'أعداد الصفقات وقيمها وتقييمات تداول الحصص الخاصة خلال العام.',
  },
  {
    en: 'Fintech Funding Tracker',
    ar: 'متتبع تمويل التقنية المالية',
    category: 'fintech',
    aboutEn: 'Rounds raised by Saudi fintechs by stage, sector and lead investor.',
    aboutAr: 'الجولات التي جمعتها شركات التقنية المالية السعودية حسب المرحلة والقطاع والمستثمر الرئيس.',
  },
  {
    en: 'Healthcare Sector Outlook',
    ar: 'آفاق قطاع الرعاية الصحية',
    category: 'sector',
    aboutEn: 'Private operators, consolidation and the investment pipeline in healthcare.',
    aboutAr: 'المشغلون من القطاع الخاص والاندماجات وفرص الاستثمار في الرعاية الصحية.',
  },
  {
    en: 'Venture Capital in the Kingdom',
    ar: 'رأس المال الجريء في المملكة',
    category: 'funding',
    aboutEn: 'Funds, deployment and exits of venture capital investing in Saudi startups.',
    aboutAr: 'الصناديق وحجم الاستثمار والتخارجات في استثمارات رأس المال الجريء بالشركات الناشئة السعودية.',
  },
  {
    en: 'Companies Law: What Changed',
    ar: 'نظام الشركات: ما الذي تغير',
    category: 'regulation',
    aboutEn: 'The new Companies Law and its effect on share transfers in limited companies.',
    aboutAr: 'نظام الشركات الجديد وأثره على نقل الحصص في الشركات ذات المسؤولية المحدودة.',
  },
] as const;

/** Report publishers. */
export const REPORT_PUBLISHERS = ['Hissa Research', 'Argaam Insights', 'Riyadh Capital Partners'] as const;
