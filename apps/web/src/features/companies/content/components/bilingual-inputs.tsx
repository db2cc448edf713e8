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
  // The asterisk goes on the English input only: either language is enough.
  const languages = [
    {
      field: `${base}En` as const,
      label: t('form.inEnglish', { label }),
      lang: 'en',
      dir: 'ltr',
      withAsterisk: isRequired,
    },
    { field: `${base}Ar` as const, label: t('form.inArabic', { label }), lang: 'ar', dir: 'rtl', withAsterisk: false },
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {languages.map(({ field, ...language }) => (
        <Input
          key={language.lang}
          {...language}
          description={description ?? (isRequired ? t('form.oneLanguageHint') : undefined)}
          maxLength={maxLength}
          {...multiline}
          {...inputProps(field)}
        />
      ))}
    </SimpleGrid>
  );
}
