import { useLanguage } from '../../i18n/use-language';

/** A company's name in the current language (the English one when the Arabic is missing). */
export function useCompanyName(): (company: { companyNameEn: string; companyNameAr: string }) => string {
  const { language } = useLanguage();
  return (company) => (language === 'ar' ? company.companyNameAr || company.companyNameEn : company.companyNameEn);
}
