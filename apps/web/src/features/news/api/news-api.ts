import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleStatus, NewsQuery, SaveArticle } from '@hissa/contracts/news/news-articles';
import {
  CreateArticleEndpoint,
  NewsDetailEndpoint,
  NewsListEndpoint,
  NewsroomArticleEndpoint,
  NewsroomListEndpoint,
  TrendingNewsEndpoint,
  UpdateArticleEndpoint,
  UploadArticleCoverEndpoint,
} from '@hissa/contracts/news-endpoints';
import { NEWS_COVER_FIELD } from '@hissa/contracts/news/news-articles';
import { callEndpoint } from '../../../lib/api-client';
import { useLanguage } from '../../../i18n/use-language';

/*
 * Every call of the news feature (contracts news-endpoints.ts, decision 029). Reads are keyed by
 * the language (the server answers texts in it); a newsroom write re-fetches every news read.
 */

const KEY = ['news'] as const;
/** Newsroom articles per page. */
export const NEWSROOM_PAGE_SIZE = 20;

/** A page of the news list for `query` (category, kind, q, from, to, page 0-based, size). */
export function useNewsList(query: NewsQuery) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'list', language, query],
    queryFn: ({ signal }) => callEndpoint(NewsListEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The article `articleKey` with its related news. */
export function useArticle(articleKey: string) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'article', language, articleKey],
    queryFn: ({ signal }) => callEndpoint(NewsDetailEndpoint, { params: { articleKey }, signal }),
    select: (response) => response.data,
    staleTime: 60_000,
    retry: false,
  });
}

/** The most read articles of the week. */
export function useTrending() {
  const { language } = useLanguage();
  return useQuery({
    queryKey: [...KEY, 'trending', language],
    queryFn: ({ signal }) => callEndpoint(TrendingNewsEndpoint, { signal }),
    select: (response) => response.data,
    staleTime: 5 * 60_000,
  });
}

/** The newsroom list by status (all when undefined), `page` 0-based. */
export function useNewsroomList(status: ArticleStatus | undefined, page: number) {
  return useQuery({
    queryKey: [...KEY, 'newsroom', status ?? 'all', page],
    queryFn: ({ signal }) =>
      callEndpoint(NewsroomListEndpoint, { query: { status, page, size: NEWSROOM_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One newsroom article for the editor (disabled for a new one). */
export function useNewsroomArticle(articleId: number | null) {
  return useQuery({
    queryKey: [...KEY, 'newsroom', 'article', articleId],
    queryFn: ({ signal }) => callEndpoint(NewsroomArticleEndpoint, { params: { articleId: articleId ?? 0 }, signal }),
    select: (response) => response.data,
    enabled: articleId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

function useNewsMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

/** Writes a new article, or saves `articleId`. */
export function useSaveArticle(articleId: number | null) {
  return useNewsMutation((body: SaveArticle) =>
    articleId === null
      ? callEndpoint(CreateArticleEndpoint, { body })
      : callEndpoint(UpdateArticleEndpoint, { params: { articleId }, body }),
  );
}

/** Uploads the cover image of `articleId`. */
export function useUploadCover(articleId: number | null) {
  return useNewsMutation((file: File) => {
    const body = new FormData();
    body.append(NEWS_COVER_FIELD, file);
    return callEndpoint(UploadArticleCoverEndpoint, { params: { articleId: articleId ?? 0 }, body });
  });
}
