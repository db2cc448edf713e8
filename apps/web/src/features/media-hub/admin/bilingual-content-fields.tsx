import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../../components/rich-text-editor';
import type { MediaFormFields } from './use-media-form';

type BilingualValues<T extends string, B extends string> = Record<`${T}En` | `${T}Ar` | `${B}En` | `${B}Ar`, string>;

/**
 * A media item's title (or subject) and rich-text description (or body) in English and Arabic
 * (decision 040): the English fields written left to right, the Arabic right to left, on either
 * page language; the bodies through the shared Tiptap editor (the server sanitises them).
 * `titleField` and `bodyField` are the field names' stems ("title" -> titleEn, titleAr).
 */
export function BilingualContentFields<T extends string, B extends string>({
  fields,
  titleField,
  bodyField,
  labels,
}: {
  fields: MediaFormFields<BilingualValues<T, B>>;
  titleField: T;
  bodyField: B;
  labels: { titleEn: string; titleAr: string; bodyEn: string; bodyAr: string };
}) {
  const { values, inputProps, errorOf, form } = fields;
  const field = <S extends T | B>(stem: S, language: 'En' | 'Ar') => `${stem}${language}` as const;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <TextInput label={labels.titleEn} dir="ltr" lang="en" required {...inputProps(field(titleField, 'En'))} />
        <TextInput label={labels.titleAr} dir="rtl" lang="ar" required {...inputProps(field(titleField, 'Ar'))} />
      </SimpleGrid>
      {(['En', 'Ar'] as const).map((language) => {
        const name = field(bodyField, language);
        return (
          <RichTextEditor
            key={name}
            label={language === 'En' ? labels.bodyEn : labels.bodyAr}
            dir={language === 'En' ? 'ltr' : 'rtl'}
            value={values[name]}
            onChange={(html) => form.setFieldValue(name, html as never)}
            error={errorOf(name)}
            required
          />
        );
      })}
    </Stack>
  );
}

/** An event's, episode's or report's bilingual title and description (BilingualContentFields with their labels). */
export function TitleAndDescriptionFields({
  fields,
}: {
  fields: MediaFormFields<BilingualValues<'title', 'description'>>;
}) {
  const { t } = useTranslation('mediaHub');
  return (
    <BilingualContentFields
      fields={fields}
      titleField="title"
      bodyField="description"
      labels={{
        titleEn: t('admin.titleEn'),
        titleAr: t('admin.titleAr'),
        bodyEn: t('admin.descriptionEn'),
        bodyAr: t('admin.descriptionAr'),
      }}
    />
  );
}
