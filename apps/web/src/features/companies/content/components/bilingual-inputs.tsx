import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The English and Arabic inputs of one text (`{base}En`, `{base}Ar`), side by side from tablet
 * width, each marked with its language and direction. `isRequired` marks the pair: at least one
 * of the two is needed (the contract's rule; its message shows under the English input).
 */
export function BilingualInputs<Base extends string>({
  base,
  label,
  inputProps,
  maxLength,
  isMultiline = false,
  isRequired = false,
  description,
}: {
  base: Base;
  label: string;
  /** useValidatedForm's inputProps (value, onChange, onBlur, error of a field). */
  inputProps: (field: `${Base}En` | `${Base}Ar`) => Record<string, unknown>;
  maxLength: number;
  isMultiline?: boolean;
  isRequired?: boolean;
  description?: string;
}) {
  const { t } = useTranslation('companyProfile');
  const Input = isMultiline ? Textarea : TextInput;
  const multiline = isMultiline ? { autosize: true, minRows: 3, maxRows: 10 } : {};
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Input
        label={t('form.inEnglish', { label })}
        description={description ?? (isRequired ? t('form.oneLanguageHint') : undefined)}
        lang="en"
        dir="ltr"
        maxLength={maxLength}
        withAsterisk={isRequired}
        {...multiline}
        {...inputProps(`${base}En` as const)}
      />
      <Input
        label={t('form.inArabic', { label })}
        description={description ?? (isRequired ? t('form.oneLanguageHint') : undefined)}
        lang="ar"
        dir="rtl"
        maxLength={maxLength}
        {...multiline}
        {...inputProps(`${base}Ar` as const)}
      />
    </SimpleGrid>
  );
}
