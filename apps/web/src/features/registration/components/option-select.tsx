import type { SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RegistrationOption } from '@hissa/contracts/registration/registration-options';
import { CodeListSelect } from '../../../components/code-list-select';

/**
 * A Select of one of the registration's own option lists (registration-options.ts in
 * contracts: proficiency, degree, CFA level, employer type, availability), names in the
 * current language. Short lists: not searchable.
 */
export function OptionSelect({
  options,
  ...props
}: Omit<SelectProps, 'data' | 'onChange'> & {
  options: readonly RegistrationOption[];
  onChange?: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  return <CodeListSelect items={options} placeholder={t('lookup.choose')} allowDeselect={false} {...props} />;
}
