import { Select, type SelectProps } from '@mantine/core';
import { localName } from '@hissa/contracts/languages';
import { useLanguage } from '../i18n/use-language';
import { useFormatters } from '../lib/formatting';

/** An item of one of the contracts' bilingual code lists. */
type CodeItem<Code extends string> = { code: Code; nameEn: string; nameAr: string };

/**
 * A Select of one of the contracts' bilingual code lists (funding stages and statuses, investment
 * strategies, revenue brackets, registration options), names in the current language and digits.
 * `onChange` gets the chosen item's code, or null when it is cleared.
 */
export function CodeListSelect<Code extends string>({
  items,
  onChange,
  ...props
}: Omit<SelectProps, 'data' | 'onChange'> & {
  items: readonly CodeItem<Code>[];
  onChange?: (code: Code | null) => void;
}) {
  const { language } = useLanguage();
  const format = useFormatters();
  return (
    <Select
      data={items.map((item) => ({ value: item.code, label: format.digitsOf(localName(item, language)) }))}
      onChange={(value) => onChange?.(items.find((item) => item.code === value)?.code ?? null)}
      {...props}
    />
  );
}
