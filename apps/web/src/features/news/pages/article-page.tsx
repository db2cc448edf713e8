import { Badge, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { riyadhToday } from '@hissa/contracts/trading/trading-rules';
import { BackLink } from '../../../components/back-link';
import { ErrorState } from '../../../components/error-state';
import { MediaHubNav } from '../../../components/media-hub-nav';
import { NotFoundState } from '../../../components/not-found-state';
import { RichTextView } from '../../../components/rich-text-view';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/formatting';
import { MEDIA_PATHS } from '../../../lib/routes';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticle } from '../api/news-api';
import { NewsGrid } from '../components/news-grid';
import { ShareButtons } from '../components/share-buttons';
import { TrendingNews } from '../components/trending-news';
import classes from '../components/news.module.css';

/**
 * An article (/news/article/:articleKey, /media-hub/article/:articleKey): category and kind,
 * headline, date, the company of a company item, cover, summary, the body (sanitised HTML), share
 * buttons, related news and trending. An unknown or unpublished key shows not-found.
 */
export function ArticlePage() {
  const { t } = useTranslation('news');
  const format = useFormatters();
  const { articleKey = '' } = useParams();
  const article = useArticle(articleKey);
  const { pathname } = useLocation();
  const from = pathname.startsWith('/media-hub') ? 'media-hub' : 'news';
  useDocumentTitle(article.data?.title ?? t('article.title'));
  if (article.isPending)
    return (
      <div className={classes.page}>
        <Skeleton height={480} radius="md" />
      </div>
    );
  if (article.isError) {
    if (article.error instanceof ApiError && (article.error.status === 404 || article.error.status === 400))
      return (
        <div className={classes.page}>
          <NotFoundState
            title={t('article.notFound')}
            description={t('article.notFoundText')}
            browseLabel={t('article.browse')}
            browseTo={MEDIA_PATHS.allNews}
          />
        </div>
      );
    return (
      <div className={classes.page}>
        <ErrorState error={article.error} onRetry={() => void article.refetch()} />
      </div>
    );
  }
  const data = article.data;
  return (
    <Stack gap="lg" className={classes.page}>
      <MediaHubNav />
      <BackLink to={from === 'media-hub' ? MEDIA_PATHS.mediaHub : MEDIA_PATHS.allNews}>{t('article.back')}</BackLink>
      <div className={classes.layout}>
        <Stack gap="md" component="article">
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="green" c="green.9">
              {t(`categories.${data.category}`)}
            </Badge>
            {data.kind !== 'news' && (
              <Badge variant="outline" color="gray" c="dark.6">
                {t(`kinds.${data.kind}`)}
              </Badge>
            )}
          </Group>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Title>
          <Group gap="sm" wrap="wrap">
            {data.companyName && (
              <Text fw={600} c="green.9">
                {data.companyName}
              </Text>
            )}
            <Text c="dimmed" component="time" dateTime={data.publishedAt}>
              {format.gregorianDate(riyadhToday(new Date(data.publishedAt)))}
            </Text>
          </Group>
          {data.coverUrl && <img className={classes.articleCover} src={data.coverUrl} alt="" />}
          {data.summary && data.source === 'newsroom' && (
            <Text size="lg" fw={500}>
              {data.summary}
            </Text>
          )}
          <div className={classes.articleBody}>
            <RichTextView html={data.bodyHtml} />
          </div>
          <ShareButtons title={data.title} url={window.location.href} />
        </Stack>
        <aside>
          <TrendingNews />
        </aside>
      </div>
      {data.related.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="related-news">
          <Title order={2} size="h3" id="related-news">
            {t('article.related')}
          </Title>
          <NewsGrid cards={data.related} from={from} columns={3} />
        </Stack>
      )}
    </Stack>
  );
}
