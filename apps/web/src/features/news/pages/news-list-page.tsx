import { Stack } from '@mantine/core';
import { IconNewsOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NEWS_PAGE_SIZE, type ArticleKind } from '@hissa/contracts/news/news-articles';
import { EmptyState } from '../../../components/empty-state';
import { MediaHubNav } from '../../../components/media-hub-nav';
import { PageTitle } from '../../../components/page-title';
import { PagedResults } from '../../../components/paged-results';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNewsList } from '../api/news-api';
import { NewsFilters } from '../components/news-filters';
import { NewsGrid } from '../components/news-grid';
import { TrendingNews } from '../components/trending-news';
import classes from '../components/news.module.css';
import { newsQuery, useNewsFilters } from '../hooks/use-news-filters';

/** Which list: every article (news/all, media-hub/all), expert thoughts, or interviews. */
type ListVariant = 'all' | 'mediaHub' | 'expertThoughts' | 'interviews';

const KIND: Record<ListVariant, ArticleKind | undefined> = {
  all: undefined,
  mediaHub: undefined,
  expertThoughts: 'expert-thought',
  interviews: 'interview',
};

/**
 * A news list (spec §2 News screen): the media hub's sections, the filters (category, search,
 * date range, reset) kept in the URL, the articles latest first 12 a page, and trending beside
 * them. `variant` picks the kind: all (news/all, media-hub/all), expert thoughts
 * (media-hub/experts-thoughts) or interviews (sharikat-news/interviews).
 */
function NewsListPage({ variant }: { variant: ListVariant }) {
  const { t } = useTranslation('news');
  useDocumentTitle(t(`lists.${variant}.title`));
  const { filters, hasFilters, update, reset } = useNewsFilters();
  const list = useNewsList(newsQuery(filters, KIND[variant]));
  return (
    <Stack gap="lg" className={classes.page}>
      <MediaHubNav />
      <PageTitle title={t(`lists.${variant}.title`)} subtitle={t(`lists.${variant}.subtitle`)} />
      <NewsFilters filters={filters} hasFilters={hasFilters} onChange={update} onReset={reset} />
      <div className={classes.layout}>
        <PagedResults
          query={list}
          page={filters.page}
          pageSize={NEWS_PAGE_SIZE}
          onPageChange={(page) => update({ page })}
          rangeText={({ from, to, total }) => t('range', { from, to, total })}
          paginationLabel={t('pages')}
          empty={<EmptyState icon={<IconNewsOff size={28} />} title={t('empty.title')} description={t('empty.text')} />}
        >
          {(cards) => <NewsGrid cards={cards} columns={2} from={variant === 'all' ? 'news' : 'media-hub'} />}
        </PagedResults>
        <aside>
          <TrendingNews />
        </aside>
      </div>
    </Stack>
  );
}

/** /news/all: every article and the company users' news. */
export function AllNewsPage() {
  return <NewsListPage variant="all" />;
}

/** /media-hub/all: the media hub's articles. */
export function MediaHubAllPage() {
  return <NewsListPage variant="mediaHub" />;
}

/** /media-hub/experts-thoughts: expert thoughts. */
export function ExpertThoughtsPage() {
  return <NewsListPage variant="expertThoughts" />;
}

/** /sharikat-news/interviews: interviews. */
export function InterviewsPage() {
  return <NewsListPage variant="interviews" />;
}
