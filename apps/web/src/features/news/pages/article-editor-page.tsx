import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BackLink } from '../../../components/back-link';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { NEWSROOM_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNewsroomArticle } from '../api/news-api';
import { ArticleForm } from '../components/article-form';

/** The newsroom's editor: /admin/newsroom/new for a new article, /admin/newsroom/:articleId to edit one. */
export function ArticleEditorPage() {
  const { t } = useTranslation('news');
  const { articleId } = useParams();
  const id = articleId && /^\d+$/.test(articleId) ? Number(articleId) : null;
  const article = useNewsroomArticle(id);
  const title = id === null ? t('newsroom.new') : t('newsroom.edit');
  useDocumentTitle(title);
  return (
    <Stack gap="lg">
      <BackLink to={NEWSROOM_PATHS.list}>{t('newsroom.back')}</BackLink>
      <PageTitle title={title} />
      {id === null ? (
        <ArticleForm />
      ) : article.isPending ? (
        <Skeleton height={480} radius="md" />
      ) : article.isError ? (
        <ErrorState error={article.error} onRetry={() => void article.refetch()} />
      ) : (
        <ArticleForm key={article.data.id} article={article.data} />
      )}
    </Stack>
  );
}
