import { useTranslation } from 'react-i18next';

/** Picks the English or the Arabic text of a bilingual field for the page's language. */
export function useLocalized(): (english: string, arabic: string) => string {
  const { i18n } = useTranslation();
  return (english, arabic) => (i18n.language === 'ar' ? arabic || english : english || arabic);
}
