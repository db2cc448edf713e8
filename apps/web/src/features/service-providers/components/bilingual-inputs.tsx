import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type InputProps = Record<string, unknown> & { error?: string };

/**
 * One text asked in both languages, side by side on wide screens and stacked on phones
 * (docs/decisions/014): the English input left-to-right, the Arabic one right-to-left, each
 * labelled with its language. `long` uses textareas. `props(field)` are the form's input props.
 */
export function BilingualInputs({
  base,
  label,
  long = false,
  props,
}: {
  base: string;
  label: string;
  long?: boolean;
  props: (field: string) => InputProps;
}) {
  const { t } = useTranslation('providerProfile');
  const Input = long ? Textarea : TextInput;
  const extra = long ? { autosize: true, minRows: 3, maxRows: 10 } : {};
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Input label={t('inEnglish', { label })} lang="en" dir="ltr" {...extra} {...props(`${base}En`)} />
      <Input label={t('inArabic', { label })} lang="ar" dir="rtl" {...extra} {...props(`${base}Ar`)} />
    </SimpleGrid>
  );
}
