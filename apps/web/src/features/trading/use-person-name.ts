import { localName } from '@hissa/contracts/languages';
import { useLanguage } from '../../i18n/use-language';

/**
 * A trading party's name in the page's language: `name` as written, or `nameAr` (the name with
 * its Arabic forms where given, decision 044) for Arabic.
 */
export function usePersonName(): (name: string, nameAr: string) => string {
  const { language } = useLanguage();
  return (name, nameAr) => localName({ nameEn: name, nameAr }, language);
}
