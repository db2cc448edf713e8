import type { BilingualWord } from './bilingual-word.ts';

/** What investors say they invest in, for their one-line descriptions. */
export const INVESTMENT_FOCUS: readonly BilingualWord[] = [
  { en: 'real estate', ar: 'العقارات' },
  { en: 'private companies', ar: 'الشركات الخاصة' },
  { en: 'technology start-ups', ar: 'الشركات التقنية الناشئة' },
  { en: 'fintech', ar: 'التقنية المالية' },
  { en: 'healthcare', ar: 'الرعاية الصحية' },
  { en: 'industry', ar: 'القطاع الصناعي' },
  { en: 'retail', ar: 'قطاع التجزئة' },
  { en: 'food and agriculture', ar: 'الأغذية والزراعة' },
  { en: 'logistics', ar: 'الخدمات اللوجستية' },
  { en: 'education', ar: 'التعليم' },
  { en: 'renewable energy', ar: 'الطاقة المتجددة' },
  { en: 'tourism and hospitality', ar: 'السياحة والضيافة' },
  { en: 'small and medium enterprises', ar: 'المنشآت الصغيرة والمتوسطة' },
  { en: 'entertainment', ar: 'الترفيه' },
];
