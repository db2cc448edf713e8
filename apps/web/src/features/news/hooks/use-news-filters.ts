import {
  NEWS_CATEGORIES,
  NEWS_PAGE_SIZE,
  type ArticleKind,
  type NewsCategory,
  type NewsQuery,
} from '@hissa/contracts/news/news-articles';
import { urlField, urlFilters, useUrlFilters } from '../../../lib/url-filters';

/** The news list's filters as kept in the URL (category, q, from, to as YYYY-MM-DD, page 1-based). */
export interface NewsListFilters {
  category: NewsCategory | null;
  text: string;
  from: string | null;
  to: string | null;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const newsUrlFilters = urlFilters<NewsListFilters>({
  category: urlField.oneOf('category', NEWS_CATEGORIES, null),
  text: urlField.text('q'),
  from: urlField.code('from', DAY),
  to: urlField.code('to', DAY),
  page: urlField.page(),
});

/** The news list's filters in the URL, with update and reset (lib/url-filters useUrlFilters). */
export function useNewsFilters() {
  return useUrlFilters(newsUrlFilters.read, newsUrlFilters.write);
}

/** The list call's query of `filters`, for articles of `kind` (every kind when undefined). */
export function newsQuery(filters: NewsListFilters, kind?: ArticleKind): NewsQuery {
  return {
    category: filters.category ?? undefined,
    kind,
    q: filters.text || undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    page: filters.page - 1,
    size: NEWS_PAGE_SIZE,
  };
}
