import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEWS_TYPES, type NewsItem, type NewsType } from '@hissa/contracts/company-profile';
import { EmptyState } from '../../../../components/empty-state';
import { ErrorState } from '../../../../components/error-state';
import { ListPagination } from '../../../../components/list-pagination';
import { type NewsScope, useNews } from '../api/get-news';
import { NewsList } from './news-list';

/** News shown per page. */
const PAGE_SIZE = 10;

/**
 * A paged news list of `scope` with a type filter (all, news, announcements) and its loading,
 * empty and error states. `emptyAction` is the next step shown when there is nothing yet (the
 * owner's "publish" button) and `emptyText` what the empty state says (by default the owner's or
 * the public's text); `actions` the owner's per-item buttons.
 */
export function NewsFeed({
  scope,
  showCompany = false,
  actions,
  emptyAction,
  emptyText,
  label,
}: {
  scope: NewsScope;
  showCompany?: boolean;
  actions?: (item: NewsItem) => ReactNode;
  emptyAction?: ReactNode;
  emptyText?: string;
  label: string;
}) {
  const { t } = useTranslation('companyProfile');
  const [type, setType] = useState<NewsType | null>(null);
  const [page, setPage] = useState(0);
  const news = useNews(scope, { type, page, size: PAGE_SIZE });
  const totalPages = news.data ? Math.ceil(news.data.total / PAGE_SIZE) : 0;

  let body: ReactNode;
  if (news.isError)
    body = <ErrorState error={news.error} title={t('news.loadError')} onRetry={() => void news.refetch()} />;
  else if (!news.data) body = <Skeleton height={160} radius="lg" />;
  else if (news.data.data.length === 0)
    body = (
      <EmptyState
        icon={<IconNews size={28} />}
        title={t(type ? `news.emptyType.${type}` : 'news.emptyTitle')}
        description={emptyText ?? t(emptyAction ? 'news.emptyOwner' : 'news.emptyPublic')}
        action={emptyAction}
        headingOrder={3}
      />
    );
  else body = <NewsList items={news.data.data} showCompany={showCompany} actions={actions} />;

  return (
    <Stack gap="md" aria-busy={news.isFetching}>
      <SegmentedControl
        value={type ?? 'all'}
        onChange={(value) => {
          setType(value === 'all' ? null : (value as NewsType)); // one of the options below
          setPage(0);
        }}
        data={[
          { value: 'all', label: t('news.filterAll') },
          ...NEWS_TYPES.map((value) => ({ value, label: t(`news.filter.${value}`) })),
        ]}
        aria-label={t('news.filterLabel')}
        style={{ alignSelf: 'flex-start' }}
      />
      {body}
      <ListPagination page={page + 1} totalPages={totalPages} onChange={(next) => setPage(next - 1)} label={label} />
    </Stack>
  );
}
