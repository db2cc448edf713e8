import type { ActivityGroup } from './activity.ts';

/** Lines of business of service providers (ISIC sections H, J, K, M, N, P). */
export const SERVICE_ACTIVITY_GROUPS: readonly ActivityGroup[] = [
  {
    businessTypes: [
      { value: 'b2b', weight: 45 },
      { value: 'saas', weight: 25 },
      { value: 'b2g', weight: 20 },
      { value: 'b2b2c', weight: 10 },
    ],
    activities: [
      { en: 'Software Development', ar: 'تطوير البرمجيات', isicClass: '6201' },
      { en: 'App Development', ar: 'تطوير التطبيقات', isicClass: '6201' },
      { en: 'Web Design', ar: 'تصميم المواقع الإلكترونية', isicClass: '6201' },
      { en: 'IT Consulting', ar: 'استشارات تقنية المعلومات', isicClass: '6202', fieldEn: 'IT consulting' },
      { en: 'Cybersecurity', ar: 'الأمن السيبراني', isicClass: '6202' },
      { en: 'Digital Solutions', ar: 'الحلول الرقمية', isicClass: '6209' },
      { en: 'IT Services', ar: 'خدمات تقنية المعلومات', isicClass: '6209', fieldEn: 'IT services' },
      { en: 'Cloud Services', ar: 'الخدمات السحابية', isicClass: '6311' },
      { en: 'Data Analytics', ar: 'تحليل البيانات', isicClass: '6311' },
      { en: 'Payment Solutions', ar: 'حلول الدفع', isicClass: '6619' },
    ],
  },
  {
    businessTypes: [
      { value: 'b2b', weight: 80 },
      { value: 'b2g', weight: 15 },
      { value: 'b2c', weight: 5 },
    ],
    activities: [
      { en: 'Management Consulting', ar: 'الاستشارات الإدارية', isicClass: '7020' },
      { en: 'Financial Advisory', ar: 'الاستشارات المالية', isicClass: '6619' },
      { en: 'Feasibility Studies', ar: 'دراسات الجدوى', isicClass: '7020' },
      { en: 'HR Consulting', ar: 'استشارات الموارد البشرية', isicClass: '7020', fieldEn: 'HR consulting' },
      { en: 'Public Relations', ar: 'العلاقات العامة', isicClass: '7020' },
      { en: 'Advertising', ar: 'الدعاية والإعلان', isicClass: '7310' },
      { en: 'Digital Marketing', ar: 'التسويق الرقمي', isicClass: '7310' },
      { en: 'Market Research', ar: 'أبحاث السوق', isicClass: '7320' },
      { en: 'Research and Studies', ar: 'الأبحاث والدراسات', isicClass: '7220' },
      { en: 'Technical Testing', ar: 'الفحص والاختبارات الفنية', isicClass: '7120' },
      { en: 'Interior Design', ar: 'التصميم الداخلي', isicClass: '7410' },
      { en: 'Graphic Design', ar: 'التصميم الجرافيكي', isicClass: '7410' },
      { en: 'Photography', ar: 'التصوير', isicClass: '7420' },
      { en: 'Media Production', ar: 'الإنتاج الإعلامي', isicClass: '5911' },
      { en: 'Translation', ar: 'الترجمة', isicClass: '7490' },
      { en: 'Insurance Brokerage', ar: 'وساطة التأمين', isicClass: '6622' },
    ],
  },
  {
    businessTypes: [
      { value: 'b2b', weight: 60 },
      { value: 'b2g', weight: 35 },
      { value: 'b2c', weight: 5 },
    ],
    activities: [
      { en: 'Recruitment', ar: 'الاستقدام', isicClass: '7810' },
      { en: 'Staffing Solutions', ar: 'حلول التوظيف', isicClass: '7820' },
      { en: 'Security Services', ar: 'الحراسات الأمنية', isicClass: '8010' },
      { en: 'Security Systems', ar: 'أنظمة الأمن والسلامة', isicClass: '8020' },
      { en: 'Facility Management', ar: 'إدارة المرافق', isicClass: '8110' },
      { en: 'Cleaning Services', ar: 'خدمات النظافة', isicClass: '8121' },
      { en: 'Landscaping', ar: 'تنسيق الحدائق', isicClass: '8130' },
      { en: 'Exhibitions and Conferences', ar: 'تنظيم المعارض والمؤتمرات', isicClass: '8230' },
      { en: 'Call Centre Services', ar: 'خدمات مراكز الاتصال', isicClass: '8220' },
      { en: 'Business Services', ar: 'الخدمات المساندة للأعمال', isicClass: '8299' },
      { en: 'Equipment Rental', ar: 'تأجير المعدات', isicClass: '7730' },
      { en: 'Logistics', ar: 'الخدمات اللوجستية', isicClass: '5229' },
      { en: 'Customs Clearance', ar: 'التخليص الجمركي', isicClass: '5229' },
      { en: 'Warehousing', ar: 'المستودعات', isicClass: '5210' },
      { en: 'Courier Services', ar: 'خدمات البريد السريع', isicClass: '5320' },
    ],
  },
  {
    businessTypes: [
      { value: 'b2c', weight: 50 },
      { value: 'b2b', weight: 35 },
      { value: 'b2g', weight: 15 },
    ],
    activities: [
      { en: 'Training', ar: 'التدريب', isicClass: '8549' },
      { en: 'E-learning', ar: 'التعليم الإلكتروني', isicClass: '8549' },
      { en: 'Language Training', ar: 'تعليم اللغات', isicClass: '8549' },
      { en: 'Educational Consulting', ar: 'الاستشارات التعليمية', isicClass: '8550' },
      { en: 'Travel and Tourism', ar: 'السفر والسياحة', isicClass: '7911' },
      { en: 'Car Rental', ar: 'تأجير السيارات', isicClass: '7710' },
    ],
  },
];
