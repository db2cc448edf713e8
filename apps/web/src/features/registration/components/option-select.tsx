import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localName } from '@hissa/contracts/languages';
import type { RegistrationOption } from '@hissa/contracts/registration/registration-options';
import { useLanguage } from '../../../i18n/use-language';

/**
 * A Select of one of the registration's own option lists (registration-options.ts in
 * contracts: proficiency, degree, CFA level, employer type, availability), names in the
 * current language. Short lists: not searchable.
 */
export function OptionSelect({ options, ...props }: Omit<SelectProps, 'data'> & { options: readonly RegistrationOption[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const data = options.map((option) => ({ value: option.code, label: localName(option, language) }));
  return <Select data={data} placeholder={t('lookup.choose')} allowDeselect={false} {...props} />;
}
