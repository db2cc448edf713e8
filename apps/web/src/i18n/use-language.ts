import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@hissa/contracts/languages';

/**
 * The current language, its writing direction and a setter that switches the whole app
 * (texts, `<html lang dir>`, Mantine direction, Accept-Language of later calls).
 */
export function useLanguage(): { language: Language; dir: 'ltr' | 'rtl'; setLanguage: (language: Language) => void } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const dir = LANGUAGES.find((entry) => entry.code === language)?.dir ?? 'ltr';
  const setLanguage = (next: Language) => {
    void i18n.changeLanguage(next);
  };
  return { language, dir, setLanguage };
}
