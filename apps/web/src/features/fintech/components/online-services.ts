/*
 * The curated Saudi fintech online services (fintech/online-services): official sites, each with
 * its name and what it is for in both languages. Reviewed by hand; addresses are the bodies' own.
 */

/** One service: name and purpose in English and Arabic, and its official address. */
export type OnlineService = { nameEn: string; nameAr: string; purposeEn: string; purposeAr: string; url: string };

export const ONLINE_SERVICES: readonly OnlineService[] = [
  {
    nameEn: 'Fintech Saudi',
    nameAr: 'فنتك السعودية',
    purposeEn: 'The national fintech programme: guides, events, the fintech directory and support for founders.',
    purposeAr: 'البرنامج الوطني للتقنية المالية: أدلة وفعاليات ودليل الشركات ودعم المؤسسين.',
    url: 'https://fintechsaudi.com',
  },
  {
    nameEn: 'SAMA Regulatory Sandbox',
    nameAr: 'البيئة التجريبية التشريعية للبنك المركزي السعودي',
    purposeEn: 'Test new payment, lending and banking products under the central bank’s supervision.',
    purposeAr: 'اختبار منتجات المدفوعات والتمويل والخدمات المصرفية الجديدة تحت إشراف البنك المركزي.',
    url: 'https://www.sama.gov.sa',
  },
  {
    nameEn: 'CMA FinTech Lab',
    nameAr: 'مختبر التقنية المالية في هيئة السوق المالية',
    purposeEn: 'Experimental permits for crowdfunding, robo-advice and other capital-market fintech.',
    purposeAr: 'تصاريح تجريبية للتمويل الجماعي والاستشارات الآلية وغيرها من تقنيات السوق المالية.',
    url: 'https://cma.org.sa',
  },
  {
    nameEn: 'ZATCA e-invoicing (Fatoora)',
    nameAr: 'الفوترة الإلكترونية (فاتورة) - هيئة الزكاة والضريبة والجمارك',
    purposeEn: 'Register solutions and onboard businesses for e-invoicing.',
    purposeAr: 'تسجيل الحلول وربط المنشآت بمنظومة الفوترة الإلكترونية.',
    url: 'https://zatca.gov.sa',
  },
  {
    nameEn: 'Saudi Business Center',
    nameAr: 'المركز السعودي للأعمال',
    purposeEn: 'Start a company: commercial registration, licences and government services in one place.',
    purposeAr: 'تأسيس الشركات: السجل التجاري والتراخيص والخدمات الحكومية في مكان واحد.',
    url: 'https://business.sa',
  },
  {
    nameEn: 'Monsha’at',
    nameAr: 'منشآت',
    purposeEn: 'The SME authority: financing programmes, incubators and support for small businesses.',
    purposeAr: 'الهيئة العامة للمنشآت الصغيرة والمتوسطة: برامج تمويل وحاضنات ودعم للمنشآت.',
    url: 'https://www.monshaat.gov.sa',
  },
  {
    nameEn: 'Saudi Venture Capital (SVC)',
    nameAr: 'الشركة السعودية للاستثمار الجريء',
    purposeEn: 'Government fund of funds investing in venture funds and startups.',
    purposeAr: 'صندوق حكومي يستثمر في صناديق رأس المال الجريء والشركات الناشئة.',
    url: 'https://svc.com.sa',
  },
  {
    nameEn: 'Saudi Payments (mada, SARIE, sarie instant)',
    nameAr: 'المدفوعات السعودية (مدى، سريع)',
    purposeEn: 'The national payment networks: mada cards and instant transfers between banks.',
    purposeAr: 'شبكات المدفوعات الوطنية: بطاقات مدى والتحويلات الفورية بين البنوك.',
    url: 'https://www.saudipayments.com',
  },
  {
    nameEn: 'SADAD',
    nameAr: 'سداد',
    purposeEn: 'Pay bills and government fees through your bank.',
    purposeAr: 'سداد الفواتير والرسوم الحكومية عبر البنك.',
    url: 'https://www.sadad.com',
  },
  {
    nameEn: 'Nafath',
    nameAr: 'نفاذ',
    purposeEn: 'The national single sign-on used to verify identity in fintech apps.',
    purposeAr: 'النفاذ الوطني الموحد للتحقق من الهوية في تطبيقات التقنية المالية.',
    url: 'https://www.iam.gov.sa',
  },
];
