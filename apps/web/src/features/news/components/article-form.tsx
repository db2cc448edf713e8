import {
  Button,
  FileInput,
  Group,
  Image,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ARTICLE_KINDS,
  NEWS_CATEGORIES,
  NEWS_COVER_CONTENT_TYPES,
  SaveArticleSchema,
  type NewsroomArticle,
  type SaveArticle,
} from '@hissa/contracts/news/news-articles';
import { showNotification } from '../../../lib/notify';
import { PublicationStatusFields } from '../../../components/publication-status';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { errorMessage } from '../../../lib/api-client';
import { contractFormSchema } from '../../../lib/contract-form-schema';
import { NEWSROOM_PATHS } from '../../../lib/routes';
import { useValidatedForm } from '../../../lib/use-validated-form';
import { useSaveArticle, useUploadCover } from '../api/news-api';

/** The editor's text fields (publishAt an ISO date-time or ''). */
type ArticleFormValues = {
  titleEn: string;
  titleAr: string;
  summaryEn: string;
  summaryAr: string;
  bodyEn: string;
  bodyAr: string;
  category: string;
  kind: string;
  status: string;
  publishAt: string;
};

function toRequest(values: ArticleFormValues): SaveArticle {
  return {
    ...values,
    category: values.category as SaveArticle['category'],
    kind: values.kind as SaveArticle['kind'],
    status: values.status as SaveArticle['status'],
    publishAt: values.publishAt || null,
  };
}

const schema = contractFormSchema<ArticleFormValues, unknown>(SaveArticleSchema, toRequest);

/** The form's values of `article`, or of a new draft. */
function initialValuesOf(article: NewsroomArticle | undefined): ArticleFormValues {
  return {
    titleEn: article?.titleEn ?? '',
    titleAr: article?.titleAr ?? '',
    summaryEn: article?.summaryEn ?? '',
    summaryAr: article?.summaryAr ?? '',
    bodyEn: article?.bodyEn ?? '',
    bodyAr: article?.bodyAr ?? '',
    category: article?.category ?? 'private-companies',
    kind: article?.kind ?? 'news',
    status: article?.status ?? 'draft',
    publishAt: article?.publishAt ?? '',
  };
}

/**
 * The newsroom's article editor (decision 029): headline, summary and body in English and Arabic
 * (the Arabic fields written right to left), category, kind, status with the publication time of a
 * scheduled article, and the cover image once the article exists. Checked with the contract's
 * SaveArticleSchema as the server checks it; the server's field errors show under their inputs.
 */
export function ArticleForm({ article }: { article?: NewsroomArticle }) {
  const { t } = useTranslation('news');
  const navigate = useNavigate();
  const articleId = article?.id ?? null;
  const save = useSaveArticle(articleId);
  const uploadCover = useUploadCover(articleId);
  const { values, inputProps, onSubmit, applyServerErrors, form, translate, isErrorShown, clientErrors } =
    useValidatedForm<ArticleFormValues>({ schema, initialValues: initialValuesOf(article) });

  const errorOf = (field: keyof ArticleFormValues) => {
    const key = clientErrors.get(field);
    return key && isErrorShown(field) ? translate(key) : undefined;
  };

  const submit = onSubmit((formValues) => {
    save.mutate(toRequest(formValues), {
      onSuccess: (response) => {
        showNotification({ color: 'green', message: response.message });
        if (articleId === null) void navigate(NEWSROOM_PATHS.edit(response.data.id), { replace: true });
      },
      onError: (error) => {
        applyServerErrors(error);
        showNotification({ color: 'red', message: errorMessage(error) });
      },
    });
  });

  const onCover = (file: File | null) => {
    if (!file) return;
    uploadCover.mutate(file, {
      onSuccess: (response) => showNotification({ color: 'green', message: response.message }),
      onError: (error) => showNotification({ color: 'red', message: errorMessage(error) }),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="md">
            <TextInput label={t('form.titleEn')} dir="ltr" required {...inputProps('titleEn')} />
            <Textarea
              label={t('form.summaryEn')}
              dir="ltr"
              autosize
              minRows={2}
              required
              {...inputProps('summaryEn')}
            />
          </Stack>
          <Stack gap="md">
            <TextInput label={t('form.titleAr')} dir="rtl" lang="ar" required {...inputProps('titleAr')} />
            <Textarea
              label={t('form.summaryAr')}
              dir="rtl"
              lang="ar"
              autosize
              minRows={2}
              required
              {...inputProps('summaryAr')}
            />
          </Stack>
        </SimpleGrid>
        <RichTextEditor
          label={t('form.bodyEn')}
          dir="ltr"
          value={values.bodyEn}
          onChange={(html) => form.setFieldValue('bodyEn', html)}
          error={errorOf('bodyEn') ?? (form.errors.bodyEn as string | undefined)}
          required
        />
        <RichTextEditor
          label={t('form.bodyAr')}
          dir="rtl"
          value={values.bodyAr}
          onChange={(html) => form.setFieldValue('bodyAr', html)}
          error={errorOf('bodyAr') ?? (form.errors.bodyAr as string | undefined)}
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <Select
            label={t('form.category')}
            data={NEWS_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
            allowDeselect={false}
            required
            {...inputProps('category')}
          />
          <Select
            label={t('form.kind')}
            data={ARTICLE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            allowDeselect={false}
            required
            {...inputProps('kind')}
          />
          <PublicationStatusFields
            statusInput={inputProps('status')}
            publishAt={values.publishAt}
            onPublishAtChange={(publishAt) => form.setFieldValue('publishAt', publishAt)}
            publishAtError={errorOf('publishAt') ?? (form.errors.publishAt as string | undefined)}
          />
        </SimpleGrid>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Text fw={600}>{t('form.cover')}</Text>
            {article?.coverUrl && <Image src={article.coverUrl} alt="" maw={420} radius="sm" />}
            {articleId === null ? (
              <Text size="sm" c="dimmed">
                {t('form.coverAfterSave')}
              </Text>
            ) : (
              <FileInput
                label={t('form.coverPick')}
                description={t('form.coverHint')}
                accept={NEWS_COVER_CONTENT_TYPES.join(',')}
                leftSection={<IconPhoto size={18} />}
                onChange={onCover}
                disabled={uploadCover.isPending}
                clearable={false}
                maw={420}
              />
            )}
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
